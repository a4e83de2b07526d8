import type { Queryable } from '../db/db.ts';

/** Binds an OpenID to an account; an OpenID belongs to one account, so any other loses it. */
export async function bindOpenId(
  q: Queryable,
  accountId: number,
  openId: string | null | undefined,
) {
  if (!openId) return;
  await q.query('UPDATE user_accounts SET open_id = NULL WHERE open_id = $1 AND id <> $2', [
    openId,
    accountId,
  ]);
  await q.query('UPDATE user_accounts SET open_id = $1 WHERE id = $2', [openId, accountId]);
}
