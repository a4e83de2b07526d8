import type { Queryable } from '../db/db.ts';
import { randomToken, sha256 } from './secrets.ts';

export const SESSION_DAYS = 30;

export interface Account {
  id: number;
  name: string;
  mobile: string;
  hosp_id: number;
}

/** A new login: the token goes to the client, only its hash is kept. */
export async function createSession(q: Queryable, accountId: number): Promise<string> {
  const token = randomToken();
  await q.query(
    `INSERT INTO sessions (token_hash, account_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [sha256(token), accountId, SESSION_DAYS],
  );
  return token;
}

export async function accountForToken(q: Queryable, token: string): Promise<Account | null> {
  const [row] = await q.query<Account>(
    `SELECT a.id, a.name, a.mobile, a.hosp_id FROM sessions s JOIN user_accounts a ON a.id = s.account_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [sha256(token)],
  );
  return row ?? null;
}

export async function revokeSession(q: Queryable, token: string) {
  await q.query(
    'UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [sha256(token)],
  );
}

/** What a login answers: the contract's login record. */
export async function loginRecord(
  q: Queryable,
  account: { id: number; name: string; mobile: string },
) {
  return {
    id: account.id,
    name: account.name,
    mobile: account.mobile,
    token: await createSession(q, account.id),
  };
}
