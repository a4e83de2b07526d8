import type { Queryable } from '../../db/db.ts';
import { removeCounted } from '../../db/removeCounted.ts';
import { randomToken } from '../../plugins/crypto/secrets.ts';
import type { PartnerCodeKind } from '../../plugins/outside/sso.ts';

// All the SQL of sso_codes: the partner's codes (as the simulated portal keeps them) and
// the server's own user tickets, each good once.

/** A partner's code, or the ticket the server hands back for the partner user it names. */
export type SsoKind = PartnerCodeKind | 'user_ticket';
export const SSO_CODE_TTL_S = 300;

export async function issueSsoCode(
  q: Queryable,
  kind: SsoKind,
  accountId: number,
): Promise<string> {
  const code = randomToken(18);
  await q.query(
    'INSERT INTO sso_codes (code, kind, account_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))',
    [code, kind, accountId, SSO_CODE_TTL_S],
  );
  return code;
}

export async function consumeSsoCode(
  q: Queryable,
  kinds: SsoKind[],
  code: string,
): Promise<number | null> {
  const [row] = await q.query<{ account_id: number }>(
    `UPDATE sso_codes SET used_at = now()
      WHERE code = $1 AND kind = ANY($2) AND used_at IS NULL AND expires_at > now() RETURNING account_id`,
    [code, kinds],
  );
  return row?.account_id ?? null;
}

/** Removes the codes and tickets past their time, used or not; rows gone per table. */
export function deleteExpired(q: Queryable) {
  return removeCounted(q, {
    sso_codes: ['DELETE FROM sso_codes WHERE expires_at < now()', []],
  });
}
