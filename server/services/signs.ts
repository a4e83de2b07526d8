import type { Queryable } from '../db/db.ts';
import { randomToken, sha256 } from './secrets.ts';

export const SIGN_TTL_S = 900;

/** Proof that a phone passed its SMS check, good once for the next step (sign-up, password). */
export async function issueSign(q: Queryable, mobile: string): Promise<string> {
  const sign = randomToken(24);
  await q.query(
    'INSERT INTO verified_signs (sign_hash, mobile, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))',
    [sha256(sign), mobile, SIGN_TTL_S],
  );
  return sign;
}

export async function consumeSign(q: Queryable, sign: string, mobile: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE verified_signs SET used_at = now()
      WHERE sign_hash = $1 AND mobile = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING 1`,
    [sha256(sign), mobile],
  );
  return rows.length === 1;
}
