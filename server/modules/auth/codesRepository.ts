import type { Queryable } from '../../db/db.ts';
import { randomToken, sha256 } from '../../plugins/crypto/secrets.ts';

// All the SQL of the one-use proofs: captchas, SMS codes and verified-phone signs.

export const CAPTCHA_TTL_S = 300;
export const SMS_CODE_TTL_S = 300;
export const SIGN_TTL_S = 900;
const MAX_ATTEMPTS = 5;

export async function insertCaptcha(q: Queryable, key: string, answer: string) {
  await q.query(
    'INSERT INTO captchas (key, answer, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))',
    [key, answer, CAPTCHA_TTL_S],
  );
}

/**
 * One try per captcha: right or wrong, it is used up. A single statement: call it outside
 * a transaction that may be rolled back, so a wrong answer still uses it up.
 */
export async function consumeCaptcha(q: Queryable, key: string, answer: string): Promise<boolean> {
  const [row] = await q.query<{ answer: string }>(
    `UPDATE captchas SET used_at = now()
      WHERE key = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING answer`,
    [key],
  );
  return row !== undefined && row.answer === answer.trim().toUpperCase();
}

/** The answer of a captcha, for the test window only. */
export async function captchaAnswer(q: Queryable, key: string): Promise<string | null> {
  const [row] = await q.query<{ answer: string }>('SELECT answer FROM captchas WHERE key = $1', [
    key,
  ]);
  return row?.answer ?? null;
}

const smsCodeHash = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

export async function insertSmsCode(q: Queryable, mobile: string, code: string) {
  await q.query(
    `INSERT INTO sms_codes (mobile, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [mobile, smsCodeHash(mobile, code), SMS_CODE_TTL_S],
  );
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
    [mobile, smsCodeHash(mobile, code), MAX_ATTEMPTS],
  );
  return row?.ok === true;
}

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
