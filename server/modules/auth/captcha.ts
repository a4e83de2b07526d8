import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import { randomToken } from '../../plugins/crypto/secrets.ts';
import { drawCaptchaSvg } from './captchaDrawing.ts';
import { insertCaptcha } from './codesRepository.ts';

// No 0/O, 1/I/L: characters a person cannot tell apart are left out.
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new graphic captcha: its key and its picture; the answer stays in the database. */
export async function createCaptcha(q: Queryable) {
  const answer = Array.from(
    { length: 4 },
    () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
  ).join('');
  const image = drawCaptchaSvg(answer);
  const key = randomToken(18);
  await insertCaptcha(q, key, answer);
  return { key, base64_img: `data:image/svg+xml;base64,${Buffer.from(image).toString('base64')}` };
}
