import { firstRow, type Queryable } from '../../db/db.ts';
import { removeCounted } from '../../db/removeCounted.ts';
import { samePerson } from '../people/index.ts';

export interface VisitRow {
  id: number;
  tjbh: string;
  hosp_id: number;
  name: string;
  mobile: string;
  exam_date: string;
  checked_in_at: Date;
  package_name: string;
  company_name: string;
  company_batch_name: string;
  notice: string;
}

export interface TaskRow {
  task_name: string;
  room_name: string;
  remark: string;
  notice: string;
  ahead: number;
  exam_minutes: number;
}

const VISIT_COLUMNS = `v.id, v.tjbh, v.hosp_id, v.name, v.mobile,
  to_char(v.exam_date, 'YYYY-MM-DD') AS exam_date, v.checked_in_at, v.package_name,
  v.company_name, v.company_batch_name, v.notice`;

export const visitByExamNo = (q: Queryable, tjbh: string) =>
  firstRow<VisitRow>(q, `SELECT ${VISIT_COLUMNS} FROM queue_visits v WHERE v.tjbh = $1`, [tjbh]);

export const visitByAuthKey = (q: Queryable, tjbh: string, authKeyHash: string) =>
  firstRow<VisitRow>(
    q,
    `SELECT ${VISIT_COLUMNS} FROM queue_visits v WHERE v.tjbh = $1 AND v.auth_key_hash = $2`,
    [tjbh, authKeyHash],
  );

/** The visit a live key opens, if the key is known, unexpired at `now` and for this exam. */
export const visitByKey = (q: Queryable, keyHash: string, tjbh: string, now: Date) =>
  firstRow<VisitRow>(
    q,
    `SELECT ${VISIT_COLUMNS} FROM queue_keys k JOIN queue_visits v ON v.id = k.visit_id
      WHERE k.key_hash = $1 AND v.tjbh = $2 AND k.expires_at > $3`,
    [keyHash, tjbh, now],
  );

/**
 * The caller's visit on a day at a branch: only visits of the account's own bound profiles
 * (matched like exams, by ID fingerprint and name); the account holder's own first.
 */
export const ownVisitOn = (q: Queryable, accountId: number, hospId: number, day: string) =>
  firstRow<VisitRow>(
    q,
    `SELECT ${VISIT_COLUMNS} FROM queue_visits v
       JOIN user_profiles p ON ${samePerson('p', 'v')} AND p.account_id = $1 AND p.jlzt = 1
      WHERE v.hosp_id = $2 AND v.exam_date = $3::date
      ORDER BY p.is_self DESC, v.id LIMIT 1`,
    [accountId, hospId, day],
  );

export const tasksOf = (q: Queryable, visitId: number) =>
  q.query<TaskRow>(
    `SELECT task_name, room_name, remark, notice, ahead, exam_minutes FROM queue_tasks
      WHERE visit_id = $1 ORDER BY sort`,
    [visitId],
  );

export async function insertKey(q: Queryable, keyHash: string, visitId: number, expires: Date) {
  await q.query('INSERT INTO queue_keys (key_hash, visit_id, expires_at) VALUES ($1, $2, $3)', [
    keyHash,
    visitId,
    expires,
  ]);
}

/** Moves a visit to a day and a check-in; the keys of its earlier day stop opening it. */
export async function moveVisit(q: Queryable, tjbh: string, day: string, checkedInAt: Date) {
  const [moved] = await q.query<{ id: number }>(
    `UPDATE queue_visits SET exam_date = $2::date, checked_in_at = $3
      WHERE tjbh = $1 RETURNING id`,
    [tjbh, day, checkedInAt],
  );
  if (moved) await q.query('DELETE FROM queue_keys WHERE visit_id = $1', [moved.id]);
  return moved !== undefined;
}

/** Sets a visit's check-in without touching its day or its keys (the test window). */
export async function setCheckIn(q: Queryable, tjbh: string, checkedInAt: Date) {
  const rows = await q.query<{ id: number }>(
    'UPDATE queue_visits SET checked_in_at = $2 WHERE tjbh = $1 RETURNING id',
    [tjbh, checkedInAt],
  );
  return rows.length > 0;
}

/** The days some visits are on. */
export const visitDays = (q: Queryable, tjbhs: string[]) =>
  q.query<{ tjbh: string; exam_date: string }>(
    `SELECT tjbh, to_char(exam_date, 'YYYY-MM-DD') AS exam_date FROM queue_visits
      WHERE tjbh = ANY($1::text[])`,
    [tjbhs],
  );

/** The fields a visit is matched to a profile by (people's samePerson). */
export interface VisitPerson {
  name: string;
  idcard_hmac: string;
  mobile_hmac: string;
}

/** A visit as the centre's system hands it over, the SMS link's key hashed. */
export interface NewVisit {
  tjbh: string;
  hospId: number;
  mobile: string;
  examDate: string;
  checkedInAt: Date;
  authKeyHash: string;
  packageName: string;
  companyName: string;
  batchName: string;
  notice: string;
}

/** One room of a visit's plan, in the order the patient goes. */
export interface NewTask {
  task: string;
  room: string;
  remark: string;
  notice: string;
  ahead: number;
  minutes: number;
}

/** Inserts a visit of a person with its tasks (the demo day and the test window make them). */
export async function insertVisit(
  q: Queryable,
  v: NewVisit,
  person: VisitPerson,
  tasks: readonly NewTask[],
) {
  const [made] = await q.query<{ id: number }>(
    `INSERT INTO queue_visits (tjbh, hosp_id, idcard_hmac, name, mobile, exam_date, checked_in_at,
       auth_key_hash, package_name, company_name, company_batch_name, notice, mobile_hmac)
     VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      v.tjbh,
      v.hospId,
      person.idcard_hmac,
      person.name,
      v.mobile,
      v.examDate,
      v.checkedInAt,
      v.authKeyHash,
      v.packageName,
      v.companyName,
      v.batchName,
      v.notice,
      person.mobile_hmac,
    ],
  );
  if (!made) throw new Error('visit insert returned no row');
  for (const [sort, t] of tasks.entries())
    await q.query(
      `INSERT INTO queue_tasks (visit_id, sort, task_name, room_name, remark, notice, ahead, exam_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [made.id, sort, t.task, t.room, t.remark, t.notice, t.ahead, t.minutes],
    );
}

/** The account's self profile, as a visit is matched to it (demo data). */
export const selfPersonOf = (q: Queryable, accountId: number) =>
  firstRow<VisitPerson>(
    q,
    `SELECT p.name, p.idcard_hmac, p.mobile_hmac FROM user_profiles p
      WHERE p.account_id = $1 AND p.is_self AND p.jlzt = 1`,
    [accountId],
  );

/** Removes the queue logins past their 24 hours; rows gone per table. */
export function deleteExpiredKeys(q: Queryable) {
  return removeCounted(q, {
    queue_keys: ['DELETE FROM queue_keys WHERE expires_at < now()', []],
  });
}
