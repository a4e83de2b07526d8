import type {
  ExamInfo,
  QueueKeyLoginBody,
  QueueLogin,
  QueueLoginBody,
  QueueState,
  QueueStateBody,
} from '../../../src/contract/index.ts';
import { maskPhone } from '../../../src/rules/masks.ts';
import { QUEUE_RECORD_TTL_MS } from '../../../src/rules/queue.ts';
import { chinaDate } from '../../../src/rules/schedule.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { randomToken, sha256 } from '../../plugins/crypto/secrets.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { WAIT_MSG } from '../../plugins/messages.ts';
import { QueueSourceDown, type QueueSource } from '../../plugins/outside/queue.ts';
import {
  LIMITS,
  address,
  examNoSubject,
  phoneSubject,
  takeAttempt,
  type Check,
} from '../auth/index.ts';
import { QUEUE_MSG } from './messages.ts';
import {
  deleteExpiredKeys,
  insertKey,
  ownVisitOn,
  tasksOf,
  visitByAuthKey,
  visitByExamNo,
  visitByKey,
  type VisitRow,
} from './repository.ts';

// Refusals of the queue are 4xx but never 401: the app treats 401 as "log in to the
// account", while a queue login is a login of its own (spec 8).
const loginFailed = () => new ApiError(400, QUEUE_MSG.loginFailed);
const keyExpired = () => new ApiError(403, QUEUE_MSG.keyExpired);

/**
 * Where the visit stands, from the queue source. When the centre's queue system cannot be
 * read the patient is told so (503): a place that is not known is never shown.
 */
async function progressOf(queue: QueueSource, visit: VisitRow, now: Date) {
  const ref = {
    id: visit.id,
    examNo: visit.tjbh,
    hospId: visit.hosp_id,
    checkedInAt: visit.checked_in_at,
  };
  try {
    return await queue.progress(ref, now);
  } catch (err) {
    if (!(err instanceof QueueSourceDown)) throw err;
    throw new ApiError(503, QUEUE_MSG.sourceDown, 503, err.message);
  }
}

async function openKey(q: Queryable, visit: VisitRow, now: Date): Promise<QueueLogin> {
  // The number or key was right: only now may the patient learn the visit is not today.
  if (visit.exam_date !== chinaDate(now)) throw new ApiError(400, QUEUE_MSG.notToday);
  const key = randomToken(24);
  await insertKey(q, sha256(key), visit.id, new Date(now.getTime() + QUEUE_RECORD_TTL_MS));
  return { key, examNo: visit.tjbh, mobile: maskPhone(visit.mobile) };
}

/**
 * Counts a queue login before it is tried, refused past the limits: exam numbers run in
 * sequence, so one phone must not be able to walk through a day's visits, nor anyone try
 * phones or link keys against one exam number. These tight limits lock only their own
 * target; the client address (a centre's Wi-Fi, many patients behind it) is only slowed
 * down, in steps, after many failures.
 */
function guessChecks(clientIp: string, examNo: string, mobile?: string): Check[] {
  const checks: Check[] = [
    {
      limit: LIMITS.queuePerExamNo,
      subject: examNoSubject(examNo),
      refuse: WAIT_MSG.tooManyTries,
    },
  ];
  if (mobile)
    checks.push({
      limit: LIMITS.queuePerPhone,
      subject: phoneSubject(mobile),
      refuse: WAIT_MSG.tooManyTries,
    });
  checks.push({
    limit: LIMITS.queuePerAddress,
    subject: address(clientIp),
    refuse: WAIT_MSG.tooManyTries,
  });
  return checks;
}

/** `queue/login`: exam number and the phone the visit was booked with. */
export async function login(
  { db, fields, queue }: Deps,
  body: QueueLoginBody,
  clientIp: string,
  now: Date,
) {
  const mobile = fields.decrypt(body.mobile, 'mobile');
  const release = await takeAttempt(db, guessChecks(clientIp, body.examno, mobile));
  await queue.keepDayCurrent?.(now);
  const visit = await visitByExamNo(db, body.examno);
  if (!visit || visit.mobile !== mobile) throw loginFailed();
  await release();
  return openKey(db, visit, now);
}

/** `queue/loginByKey`: the link of the centre's SMS (examno and authkey). */
export async function loginByKey(
  { db, queue }: Deps,
  body: QueueKeyLoginBody,
  clientIp: string,
  now: Date,
) {
  const release = await takeAttempt(db, guessChecks(clientIp, body.examno));
  await queue.keepDayCurrent?.(now);
  const visit = await visitByAuthKey(db, body.examno, sha256(body.authkey));
  if (!visit) throw loginFailed();
  await release();
  return openKey(db, visit, now);
}

/**
 * The spec's queue state (a JSON string) of a visit at `now`. Who the patient is comes from
 * the visit this server holds: the exam number as ID and the phone masked, whatever the
 * centre's system sends (its ID may be the ID card number, which a link holder must not read).
 */
async function stateOf(queue: QueueSource, visit: VisitRow, now: Date): Promise<string> {
  const state: QueueState = {
    Customer: {
      Name: visit.name,
      CheckDate: visit.exam_date,
      ID: visit.tjbh,
      PhoneNumber: maskPhone(visit.mobile),
    },
    ...(await progressOf(queue, visit, now)),
  };
  return JSON.stringify(state);
}

/** `queue/queryState`: a live key of this exam number, on the visit's own day. */
export async function queryState({ db, queue }: Deps, body: QueueStateBody, now: Date) {
  await queue.keepDayCurrent?.(now);
  const visit = await visitByKey(db, sha256(body.key), body.examno, now);
  if (!visit || visit.exam_date !== chinaDate(now)) throw keyExpired();
  return stateOf(queue, visit, now);
}

async function todaysVisit({ db, queue }: Deps, accountId: number, hospId: number, now: Date) {
  await queue.keepDayCurrent?.(now);
  return ownVisitOn(db, accountId, hospId, chinaDate(now));
}

/** `queue/state` (signed in): the caller's own people's queue today. */
export async function myState(deps: Deps, accountId: number, hospId: number, now: Date) {
  const visit = await todaysVisit(deps, accountId, hospId, now);
  if (!visit) throw new ApiError(404, QUEUE_MSG.noQueueToday);
  return stateOf(deps.queue, visit, now);
}

/** `exam/getExamInfo` (signed in): the guide sheet of the caller's own exam today. */
export async function examInfo(
  deps: Deps,
  accountId: number,
  hospId: number,
  now: Date,
): Promise<ExamInfo> {
  const visit = await todaysVisit(deps, accountId, hospId, now);
  if (!visit) throw new ApiError(404, QUEUE_MSG.noExamInfo);
  // The items and their status are the queue's; each item's notice is the visit's plan.
  const { CustomerTasks } = await progressOf(deps.queue, visit, now);
  const planned = await tasksOf(deps.db, visit.id);
  return {
    name: visit.name,
    examDate: visit.exam_date,
    examNo: visit.tjbh,
    mobile: maskPhone(visit.mobile),
    companyName: visit.company_name,
    companyBatchName: visit.company_batch_name,
    packageName: visit.package_name,
    notice: visit.notice,
    items: CustomerTasks.map((t) => ({
      name: t.ExamTaskName,
      status: t.ExamTaskStatus,
      notice: planned.find((p) => p.task_name === t.ExamTaskName)?.notice ?? '',
    })),
  };
}

/** Housekeeping's hourly clean-up of the queue logins: counts of rows gone, per table. */
export const removeExpired = (q: Queryable) => deleteExpiredKeys(q);
