import type {
  ExamInfo,
  QueueKeyLoginBody,
  QueueLogin,
  QueueLoginBody,
  QueueState,
  QueueStateBody,
} from '../../../src/contract/index.ts';
import { maskPhone } from '../../../src/rules/masks.ts';
import { QUEUE_RECORD_TTL_MS, queueDay } from '../../../src/rules/queue.ts';
import { chinaDate } from '../../../src/rules/schedule.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { randomToken, sha256 } from '../../plugins/crypto/secrets.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { WAIT_MSG } from '../../plugins/messages.ts';
import {
  LIMITS,
  address,
  examNoSubject,
  phoneSubject,
  takeAttempt,
  type Check,
} from '../auth/index.ts';
import { rollDemoDay } from './demoDay.ts';
import { QUEUE_MSG } from './messages.ts';
import {
  insertKey,
  ownVisitOn,
  tasksOf,
  visitByAuthKey,
  visitByExamNo,
  visitByKey,
  type TaskRow,
  type VisitRow,
} from './repository.ts';

// Refusals of the queue are 4xx but never 401: the app treats 401 as "log in to the
// account", while a queue login is a login of its own (spec 8).
const loginFailed = () => new ApiError(400, QUEUE_MSG.loginFailed);
const keyExpired = () => new ApiError(403, QUEUE_MSG.keyExpired);

/** HH:mm in China of a moment. */
const chinaTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 16);

const planOf = (tasks: TaskRow[]) =>
  tasks.map((t) => ({ ahead: t.ahead, examMinutes: t.exam_minutes }));

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
  { db, fields }: Deps,
  body: QueueLoginBody,
  clientIp: string,
  now: Date,
) {
  const mobile = fields.decrypt(body.mobile, 'mobile');
  const release = await takeAttempt(db, guessChecks(clientIp, body.examno, mobile));
  await rollDemoDay(db, now);
  const visit = await visitByExamNo(db, body.examno);
  if (!visit || visit.mobile !== mobile) throw loginFailed();
  await release();
  return openKey(db, visit, now);
}

/** `queue/loginByKey`: the link of the centre's SMS (examno and authkey). */
export async function loginByKey(
  { db }: Deps,
  body: QueueKeyLoginBody,
  clientIp: string,
  now: Date,
) {
  const release = await takeAttempt(db, guessChecks(clientIp, body.examno));
  await rollDemoDay(db, now);
  const visit = await visitByAuthKey(db, body.examno, sha256(body.authkey));
  if (!visit) throw loginFailed();
  await release();
  return openKey(db, visit, now);
}

/** The spec's queue state (a JSON string) of a visit at `now`. */
export async function stateOf(q: Queryable, visit: VisitRow, now: Date): Promise<string> {
  const tasks = await tasksOf(q, visit.id);
  const day = queueDay(planOf(tasks), visit.checked_in_at.getTime(), now.getTime());
  const current = day.current && tasks[day.current.index];
  const state: QueueState = {
    Customer: {
      Name: visit.name,
      CheckDate: visit.exam_date,
      ID: visit.tjbh,
      PhoneNumber: maskPhone(visit.mobile),
    },
    CurrentQueue:
      day.current && current
        ? {
            RoomName: current.room_name,
            Position: day.current.position,
            CurrentRoomState: day.current.state,
            ExpectedWaitTime: day.current.waitMinutes,
          }
        : null,
    CustomerTasks: tasks.map((t, i) => {
      const p = day.tasks[i]!;
      return {
        ExamTaskName: t.task_name,
        remark: t.remark,
        ExamTaskStatus: p.status,
        OutQueueTime: p.outAt === null ? null : chinaTime(p.outAt),
      };
    }),
  };
  return JSON.stringify(state);
}

/** `queue/queryState`: a live key of this exam number, on the visit's own day. */
export async function queryState({ db }: Deps, body: QueueStateBody, now: Date) {
  await rollDemoDay(db, now);
  const visit = await visitByKey(db, sha256(body.key), body.examno, now);
  if (!visit || visit.exam_date !== chinaDate(now)) throw keyExpired();
  return stateOf(db, visit, now);
}

async function todaysVisit(db: Queryable, accountId: number, hospId: number, now: Date) {
  await rollDemoDay(db, now);
  return ownVisitOn(db, accountId, hospId, chinaDate(now));
}

/** `queue/state` (signed in): the caller's own people's queue today. */
export async function myState({ db }: Deps, accountId: number, hospId: number, now: Date) {
  const visit = await todaysVisit(db, accountId, hospId, now);
  if (!visit) throw new ApiError(404, QUEUE_MSG.noQueueToday);
  return stateOf(db, visit, now);
}

/** `exam/getExamInfo` (signed in): the guide sheet of the caller's own exam today. */
export async function examInfo(
  { db }: Deps,
  accountId: number,
  hospId: number,
  now: Date,
): Promise<ExamInfo> {
  const visit = await todaysVisit(db, accountId, hospId, now);
  if (!visit) throw new ApiError(404, QUEUE_MSG.noExamInfo);
  const tasks = await tasksOf(db, visit.id);
  const day = queueDay(planOf(tasks), visit.checked_in_at.getTime(), now.getTime());
  return {
    name: visit.name,
    examDate: visit.exam_date,
    examNo: visit.tjbh,
    mobile: maskPhone(visit.mobile),
    companyName: visit.company_name,
    companyBatchName: visit.company_batch_name,
    packageName: visit.package_name,
    notice: visit.notice,
    items: tasks.map((t, i) => ({
      name: t.task_name,
      status: day.tasks[i]!.status,
      notice: t.notice,
    })),
  };
}
