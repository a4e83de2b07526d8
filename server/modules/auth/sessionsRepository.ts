import type { AccountSession } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { Account, ClientSeen } from '../../plugins/auth.ts';
import { randomToken, sha256 } from '../../plugins/crypto/secrets.ts';
import { maskAddress, summariseUserAgent } from './devices.ts';

// All the SQL of sessions: a login's bearer token is kept only as its hash.

export const SESSION = {
  /**
   * A session ends this long after its login, used or not: the spec's 30 days of the login
   * record, so a patient who books and opens the report link three weeks later is still
   * signed in. No shorter idle end: the app's cookie promises the same 30 days, and a
   * session that ended sooner would send the patient to log in while the app thinks him
   * signed in. A lost phone is ended from 登录设备 on another, or by a password change.
   */
  days: 30,
  /**
   * Its last use is written when the recorded one is older than this, not on every
   * request: a session read a hundred times an hour is written once.
   */
  touchMinutes: 60,
} as const;

/** A session that still opens its account (`s` is the sessions row). */
const LIVE = 's.revoked_at IS NULL AND s.expires_at > now()';

/**
 * A new login: the token goes to the client, only its hash is kept. Beyond the account's
 * cap the least recently used sessions end. The account's row is held until the login's
 * transaction ends, so two logins at once count one after the other.
 */
export async function createSession(
  q: Queryable,
  accountId: number,
  perAccount: number,
): Promise<string> {
  const token = randomToken();
  await q.query('SELECT id FROM user_accounts WHERE id = $1 FOR UPDATE', [accountId]);
  await q.query(
    `INSERT INTO sessions (token_hash, account_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3))`,
    [sha256(token), accountId, SESSION.days],
  );
  await q.query(
    `UPDATE sessions SET revoked_at = now() WHERE token_hash IN (
       SELECT s.token_hash FROM sessions s WHERE s.account_id = $1 AND ${LIVE}
        ORDER BY s.last_used_at DESC, s.id DESC OFFSET $2)`,
    [accountId, perAccount],
  );
  return token;
}

interface SessionAccountRow extends Account {
  /** Its recorded last use is older than SESSION.touchMinutes. */
  stale: boolean;
  /** No signed-in call has told its device and address yet. */
  unseen: boolean;
}

/**
 * The account a live session's token opens, or null. Records the use when the recorded
 * one is out of date, with the device and masked address when `seen` tells them (the auth
 * hook does; a public read that only counts a reader does not).
 */
export async function accountForToken(
  q: Queryable,
  token: string,
  seen?: ClientSeen,
): Promise<Account | null> {
  const tokenHash = sha256(token);
  const [row] = await q.query<SessionAccountRow>(
    `SELECT a.id, a.name, a.mobile, a.hosp_id,
            s.last_used_at < now() - make_interval(mins => $2) AS stale,
            s.client_address = '' AS unseen
       FROM sessions s JOIN user_accounts a ON a.id = s.account_id
      WHERE s.token_hash = $1 AND ${LIVE}`,
    [tokenHash, SESSION.touchMinutes],
  );
  if (!row) return null;
  const { stale, unseen, ...account } = row;
  if (seen && (stale || unseen)) {
    const { system, app } = summariseUserAgent(seen.userAgent);
    await q.query(
      `UPDATE sessions SET last_used_at = now(), device_os = $2, device_app = $3, client_address = $4
        WHERE token_hash = $1`,
      [tokenHash, system, app, maskAddress(seen.ip)],
    );
  } else if (stale) {
    await q.query('UPDATE sessions SET last_used_at = now() WHERE token_hash = $1', [tokenHash]);
  }
  return account;
}

/**
 * Why a token that opens no account was refused: its session was ended (from 登录设备 on
 * another device, by a password change, or past the account's cap) or ran out; null for a
 * token never issued or already cleaned up.
 */
export async function refusedSession(
  q: Queryable,
  token: string,
): Promise<'ended' | 'expired' | null> {
  const [row] = await q.query<{ ended: boolean }>(
    'SELECT revoked_at IS NOT NULL AS ended FROM sessions WHERE token_hash = $1',
    [sha256(token)],
  );
  return row ? (row.ended ? 'ended' : 'expired') : null;
}

export async function revokeSession(q: Queryable, token: string) {
  await q.query(
    'UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [sha256(token)],
  );
}

/** Ends every session of an account but `keep` (the one that asked, when it is one). */
export async function revokeOtherSessions(q: Queryable, accountId: number, keep: string | null) {
  await q.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE account_id = $1 AND revoked_at IS NULL AND token_hash <> $2`,
    [accountId, keep === null ? '' : sha256(keep)],
  );
}

interface SessionRow {
  id: number;
  current: boolean;
  device_os: AccountSession['system'];
  device_app: AccountSession['app'];
  client_address: string;
  created_at: Date;
  last_used_at: Date;
}

/** The account's live sessions, the one of `token` first, then the most recently used. */
export async function sessionsOf(
  q: Queryable,
  accountId: number,
  token: string,
): Promise<AccountSession[]> {
  const rows = await q.query<SessionRow>(
    `SELECT s.id, s.token_hash = $2 AS current, s.device_os, s.device_app, s.client_address,
            s.created_at, s.last_used_at
       FROM sessions s WHERE s.account_id = $1 AND ${LIVE}
      ORDER BY s.token_hash = $2 DESC, s.last_used_at DESC, s.id DESC`,
    [accountId, sha256(token)],
  );
  return rows.map((r) => ({
    id: r.id,
    current: r.current,
    system: r.device_os,
    app: r.device_app,
    place: r.client_address,
    createdAt: r.created_at.toISOString(),
    lastUsedAt: r.last_used_at.toISOString(),
  }));
}

/**
 * Ends the account's live sessions but the one of `token`, or only the one `id` names:
 * a session of another account, or this one, is never ended here. Answers how many ended.
 */
export async function endOtherSessions(
  q: Queryable,
  accountId: number,
  token: string,
  id: number | null,
): Promise<number> {
  const ended = await q.query<{ id: number }>(
    `UPDATE sessions s SET revoked_at = now()
      WHERE s.account_id = $1 AND s.token_hash <> $2 AND ($3::int IS NULL OR s.id = $3)
        AND ${LIVE}
      RETURNING s.id`,
    [accountId, sha256(token), id],
  );
  return ended.length;
}
