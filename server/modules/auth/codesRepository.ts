import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../plugins/envelope.ts';
import { sha256 } from './secrets.ts';
import type { SmsGateway } from './sms.ts';

export const SMS_CODE_TTL_S = 300;
export const SMS_COOLDOWN_S = 60;
export const SMS_DAILY_CAP = 10;
const MAX_ATTEMPTS = 5;

/**
 * Sends a fresh 4-digit code to a phone: at most one a minute and ten a day per phone.
 * Limits are read and written in the database, so they hold across instances and restarts.
 */
export async function issueSmsCode(
  q: Queryable,
  sms: SmsGateway,
  mobile: string,
  signature: string,
) {
  // Serialise sends to one phone: two simultaneous requests must not both pass the cooldown.
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${mobile}`]);
  const [recent] = await q.query<{ last_age: number | null; today: number }>(
    `SELECT extract(epoch FROM now() - max(created_at))::float8 AS last_age,
            count(*) FILTER (WHERE created_at > now() - interval '1 day')::int AS today
       FROM sms_codes WHERE mobile = $1`,
    [mobile],
  );
  if (recent?.last_age != null && recent.last_age < SMS_COOLDOWN_S) {
    const wait = Math.ceil(SMS_COOLDOWN_S - recent.last_age);
    throw new ApiError(429, `please wait ${wait} seconds before requesting another code`);
  }
  if ((recent?.today ?? 0) >= SMS_DAILY_CAP) {
    throw new ApiError(429, 'too many codes requested for this phone today, please try tomorrow');
  }
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await q.query(
    `INSERT INTO sms_codes (mobile, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [mobile, sha256(`${mobile}:${code}`), SMS_CODE_TTL_S],
  );
  await sms.send(q, {
    mobile,
    code,
    body: `【${signature}】您的验证码为 ${code}，${SMS_CODE_TTL_S / 60} 分钟内有效，请勿告诉他人。`,
  });
}

/**
 * Uses up the phone's latest code if `code` matches it; a wrong guess counts an attempt,
 * and five wrong guesses void the code. One statement, so it is atomic on its own: call
 * it outside any transaction that may still be rolled back, or a wrong guess would not
 * be counted.
 */
export async function consumeSmsCode(q: Queryable, mobile: string, code: string): Promise<boolean> {
  const [row] = await q.query<{ ok: boolean }>(
    `UPDATE sms_codes
        SET used_at = CASE WHEN code_hash = $2 THEN now() END,
            attempts = attempts + CASE WHEN code_hash = $2 THEN 0 ELSE 1 END
      WHERE id = (SELECT id FROM sms_codes
                   WHERE mobile = $1 AND used_at IS NULL AND expires_at > now()
                   ORDER BY created_at DESC LIMIT 1)
        AND used_at IS NULL AND attempts < $3
      RETURNING used_at IS NOT NULL AS ok`,
    [mobile, sha256(`${mobile}:${code}`), MAX_ATTEMPTS],
  );
  return row?.ok === true;
}
