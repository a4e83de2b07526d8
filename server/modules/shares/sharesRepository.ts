import type {
  ReportShare,
  ShareEndReason,
  ShareOpen,
  ShareState,
} from '../../../src/contract/index.ts';
import { firstRow, type Queryable } from '../../db/db.ts';
import type { ShareableExam } from '../reports/index.ts';
import { opensOf } from './opensRepository.ts';

// All the SQL of report_shares (the opens' is in opensRepository.ts; what a share reads of
// its exam is the reports module's).

/** A share's state as the database's clock sees it (`s` is the report_shares row). */
const STATE = `CASE WHEN s.ended_at IS NOT NULL THEN 'ended'
  WHEN s.expires_at <= now() THEN 'expired' ELSE 'open' END`;

interface ShareRow {
  id: number;
  tjbh: string;
  name: string;
  tjrq: string;
  person: string;
  created_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: ShareEndReason | null;
  state: ShareState;
  wrong_codes: number;
  locked_until: Date | null;
}

const SHARE_COLUMNS = `s.id, e.tjbh, e.name, to_char(e.tjrq, 'YYYY-MM-DD') AS tjrq, s.person,
  s.created_at, s.expires_at, s.ended_at, s.end_reason, ${STATE} AS state, s.wrong_codes,
  CASE WHEN s.locked_until > now() THEN s.locked_until END AS locked_until`;

const toShare = (r: ShareRow, opens: ShareOpen[]): ReportShare => ({
  id: r.id,
  tjbh: r.tjbh,
  name: r.name,
  tjrq: r.tjrq,
  person: r.person,
  createdAt: r.created_at.toISOString(),
  expiresAt: r.expires_at.toISOString(),
  endedAt: r.ended_at?.toISOString() ?? null,
  endReason: r.end_reason,
  state: r.state,
  wrongCodes: r.wrong_codes,
  lockedUntil: r.locked_until?.toISOString() ?? null,
  opens,
});

/** Serialises the making of one exam's shares: the count of live ones holds. */
export async function lockExamShares(q: Queryable, examId: number) {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('report_share:' || $1::text))", [examId]);
}

/** How many of an exam's shares by the account are still open. */
export async function liveShareCount(q: Queryable, accountId: number, examId: number) {
  const [row] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM report_shares s
      WHERE s.account_id = $1 AND s.exam_id = $2 AND ${STATE} = 'open'`,
    [accountId, examId],
  );
  return row?.count ?? 0;
}

export async function insertShare(
  q: Queryable,
  s: {
    accountId: number;
    exam: ShareableExam;
    person: string;
    days: number;
    tokenHash: string;
    codeHmac: string;
  },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO report_shares (account_id, exam_id, profile_id, person, token_hash, code_hmac,
       expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7)) RETURNING id`,
    [s.accountId, s.exam.exam_id, s.exam.profile_id, s.person, s.tokenHash, s.codeHmac, s.days],
  );
  return row!.id;
}

/** The account's shares, of one exam or all, newest first, each with its opens. */
export async function sharesOf(
  q: Queryable,
  accountId: number,
  filter: { tjbh?: string; id?: number; limit: number },
): Promise<ReportShare[]> {
  const rows = await q.query<ShareRow>(
    `SELECT ${SHARE_COLUMNS} FROM report_shares s JOIN exams e ON e.id = s.exam_id
      WHERE s.account_id = $1 AND ($2::text IS NULL OR e.tjbh = $2)
        AND ($3::int IS NULL OR s.id = $3)
      ORDER BY s.created_at DESC, s.id DESC LIMIT $4`,
    [accountId, filter.tjbh ?? null, filter.id ?? null, filter.limit],
  );
  if (rows.length === 0) return [];
  const opens = await opensOf(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toShare(r, opens.get(r.id) ?? []));
}

/** Ends one of the account's shares; false when the account has no such share. */
export async function endShare(q: Queryable, accountId: number, id: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE report_shares SET ended_at = coalesce(ended_at, now()),
       end_reason = coalesce(end_reason, 'owner')
     WHERE id = $1 AND account_id = $2 RETURNING id`,
    [id, accountId],
  );
  return rows.length === 1;
}

/**
 * Ends the account's live shares of the person of profile `profileId`: unbinding the person
 * ends what reaches them (issue 36), readers' grants with them. Answers how many ended.
 */
export async function endProfileShares(q: Queryable, accountId: number, profileId: number) {
  const rows = await q.query(
    `UPDATE report_shares SET ended_at = now(), end_reason = 'unbound'
      WHERE account_id = $1 AND profile_id = $2 AND ended_at IS NULL RETURNING id`,
    [accountId, profileId],
  );
  return rows.length;
}

/**
 * Ends every live share of the account, as its password is changed or reset (issue 37):
 * whoever took the account over loses what it handed out too. Answers how many ended.
 */
export async function endAccountShares(q: Queryable, accountId: number) {
  const rows = await q.query(
    `UPDATE report_shares SET ended_at = now(), end_reason = 'password'
      WHERE account_id = $1 AND ended_at IS NULL AND expires_at > now() RETURNING id`,
    [accountId],
  );
  return rows.length;
}

/** A share as the reader's side checks it: its secrets' hashes, state and lock. */
export interface ShareGate {
  id: number;
  exam_id: number;
  profile_id: number;
  hosp_id: number;
  tjbh: string;
  token_hash: string;
  code_hmac: string;
  state: ShareState;
  wrong_codes: number;
  /** Seconds until a lock after wrong codes lifts; null or under 0 when not locked. */
  locked_s: number | null;
}

const GATE_COLUMNS = `s.id, s.exam_id, s.profile_id, e.hosp_id, e.tjbh, s.token_hash, s.code_hmac,
  ${STATE} AS state, s.wrong_codes,
  extract(epoch FROM s.locked_until - now())::float8 AS locked_s`;

/** The share a link's token hash names, held until the transaction ends (one code at a time). */
export function shareByTokenForUpdate(q: Queryable, tokenHash: string) {
  return firstRow<ShareGate>(
    q,
    `SELECT ${GATE_COLUMNS} FROM report_shares s JOIN exams e ON e.id = s.exam_id
      WHERE s.token_hash = $1 FOR UPDATE OF s`,
    [tokenHash],
  );
}

export function shareById(q: Queryable, id: number) {
  return firstRow<ShareGate>(
    q,
    `SELECT ${GATE_COLUMNS} FROM report_shares s JOIN exams e ON e.id = s.exam_id
      WHERE s.id = $1`,
    [id],
  );
}

/**
 * Counts a wrong code: each `lockEvery`-th in a row locks the share, for `lockMinutes` the
 * first time and twice as long each time after, up to `maxMinutes`. Wrong codes never end
 * a share: anyone holding its link could end it so (issue 37); only its owner ends it.
 * Answers the wrong codes in a row, this one included, and the lock's minutes (0 when this
 * one locked nothing).
 */
export async function countWrongCode(
  q: Queryable,
  id: number,
  rule: { lockEvery: number; lockMinutes: number; maxMinutes: number },
): Promise<{ wrong: number; lockMinutes: number }> {
  const [row] = await q.query<{ wrong_codes: number; lock_minutes: number }>(
    `WITH lock AS (
       SELECT CASE WHEN (wrong_codes + 1) % $2 = 0
         THEN least($4, $3 * power(2, (wrong_codes + 1) / $2 - 1))::int ELSE 0 END AS minutes
         FROM report_shares WHERE id = $1)
     UPDATE report_shares SET wrong_codes = wrong_codes + 1,
       locked_until = CASE WHEN lock.minutes > 0
         THEN now() + make_interval(mins => lock.minutes) ELSE locked_until END
       FROM lock WHERE id = $1 RETURNING wrong_codes, lock.minutes AS lock_minutes`,
    [id, rule.lockEvery, rule.lockMinutes, rule.maxMinutes],
  );
  return { wrong: row?.wrong_codes ?? 0, lockMinutes: row?.lock_minutes ?? 0 };
}

/** A right code forgives the wrong ones before it; writes nothing when there were none. */
export async function forgiveWrongCodes(q: Queryable, id: number) {
  await q.query('UPDATE report_shares SET wrong_codes = 0 WHERE id = $1 AND wrong_codes <> 0', [
    id,
  ]);
}
