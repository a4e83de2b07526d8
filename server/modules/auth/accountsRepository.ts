import type { LoginUser } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import { createSession } from './sessionsRepository.ts';

// All the SQL of user_accounts; a session's is in sessionsRepository.ts.

/** The password change ends the other sessions (service.ts reads it here with the accounts). */
export { revokeOtherSessions } from './sessionsRepository.ts';

/** A row of user_accounts, as far as the server reads it. */
interface AccountRow {
  id: number;
  hosp_id: number;
  name: string;
  mobile: string;
  password_hash: string | null;
}

/** What a login record is made from. */
export type AccountName = Pick<AccountRow, 'id' | 'name' | 'mobile'>;

const ACCOUNT = 'SELECT id, hosp_id, name, mobile, password_hash FROM user_accounts';

export async function accountByMobile(
  q: Queryable,
  mobile: string,
  lock = false,
): Promise<AccountRow | null> {
  const [row] = await q.query<AccountRow>(
    `${ACCOUNT} WHERE mobile = $1${lock ? ' FOR UPDATE' : ''}`,
    [mobile],
  );
  return row ?? null;
}

/**
 * Holds the account's row until the transaction ends, so two sends of one account (a
 * feedback against the daily limit, a team request against the standing one) count one
 * after the other.
 */
export async function lockAccount(q: Queryable, accountId: number): Promise<void> {
  await q.query('SELECT id FROM user_accounts WHERE id = $1 FOR UPDATE', [accountId]);
}

export async function accountById(q: Queryable, id: number): Promise<AccountRow | null> {
  const [row] = await q.query<AccountRow>(`${ACCOUNT} WHERE id = $1`, [id]);
  return row ?? null;
}

export async function accountByOpenId(q: Queryable, openId: string): Promise<AccountRow | null> {
  const [row] = await q.query<AccountRow>(`${ACCOUNT} WHERE open_id = $1`, [openId]);
  return row ?? null;
}

/** The id of the account an OpenID is bound to; null when it is bound to none. */
export async function ownerOfOpenId(q: Queryable, openId: string): Promise<number | null> {
  const [row] = await q.query<{ id: number }>('SELECT id FROM user_accounts WHERE open_id = $1', [
    openId,
  ]);
  return row?.id ?? null;
}

export async function setOpenId(q: Queryable, accountId: number, openId: string) {
  await q.query('UPDATE user_accounts SET open_id = $1 WHERE id = $2', [openId, accountId]);
}

/** Unbinds an OpenID from every account but `accountId`, before it moves there. */
export async function releaseOpenId(q: Queryable, openId: string, accountId: number) {
  await q.query('UPDATE user_accounts SET open_id = NULL WHERE open_id = $1 AND id <> $2', [
    openId,
    accountId,
  ]);
}

export async function accountsByMobiles(q: Queryable, mobiles: string[]): Promise<AccountRow[]> {
  return q.query<AccountRow>(`${ACCOUNT} WHERE mobile = ANY($1) ORDER BY id`, [mobiles]);
}

/** The account's phone and WeChat OpenID, as a reminder is sent to them. */
export async function accountContact(q: Queryable, accountId: number) {
  const [row] = await q.query<{ mobile: string; open_id: string | null }>(
    'SELECT mobile, open_id FROM user_accounts WHERE id = $1',
    [accountId],
  );
  return row ?? null;
}

/** The account holder's name, which follows their own profile's. */
export async function renameAccount(q: Queryable, accountId: number, name: string) {
  await q.query('UPDATE user_accounts SET name = $2 WHERE id = $1', [accountId, name]);
}

/** A new account with its password hash; an OpenID comes later, by a binding ticket. */
export async function insertAccount(
  q: Queryable,
  a: { hospId: number; mobile: string; name: string; passwordHash: string },
): Promise<AccountName> {
  const [row] = await q.query<AccountName>(
    `INSERT INTO user_accounts (hosp_id, mobile, name, password_hash, password_changed_at)
     VALUES ($1, $2, $3, $4, now()) RETURNING id, name, mobile`,
    [a.hospId, a.mobile, a.name, a.passwordHash],
  );
  if (!row) throw new Error('account insert returned no row');
  return row;
}

export async function setPasswordHash(q: Queryable, accountId: number, passwordHash: string) {
  await q.query(
    'UPDATE user_accounts SET password_hash = $1, password_changed_at = now() WHERE id = $2',
    [passwordHash, accountId],
  );
}

/** Whether the account's password is older than `days` (never, when it has none). */
export async function passwordOlderThan(q: Queryable, accountId: number, days: number) {
  const [row] = await q.query<{ expired: boolean }>(
    `SELECT password_hash IS NOT NULL
            AND coalesce(password_changed_at, created_at) < now() - make_interval(days => $2) AS expired
       FROM user_accounts WHERE id = $1`,
    [accountId, days],
  );
  return row?.expired === true;
}

/**
 * What a login answers: the contract's login record, with a new session; beyond
 * `sessionsPerAccount` live ones the least recently used end.
 */
export async function loginRecord(
  q: Queryable,
  account: AccountName,
  sessionsPerAccount: number,
): Promise<LoginUser> {
  return {
    id: account.id,
    name: account.name,
    mobile: account.mobile,
    token: await createSession(q, account.id, sessionsPerAccount),
  };
}
