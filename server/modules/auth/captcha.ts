import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import type { ServerConfig } from '../../config.ts';
import { randomToken } from '../../plugins/crypto/secrets.ts';
import { BOUNDS_WAIT_MSG } from './boundsMessages.ts';
import { drawCaptchaSvg } from './captchaDrawing.ts';
import { insertCaptcha } from './codesRepository.ts';
import { LIMITS, address, shared, takeAttempt } from './limits.ts';

// No 0/O, 1/I/L: characters a person cannot tell apart are left out.
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A new graphic captcha: its key and its picture; the answer stays in the database. Each
 * one is a row and a drawing, so one client may ask for a few a minute (a patient who
 * cannot read one asks again), refused with 429 past them.
 */
export async function createCaptcha(
  q: Queryable,
  { clientIp, config }: { clientIp: string; config: ServerConfig },
) {
  const client = address(clientIp);
  await takeAttempt(
    q,
    [LIMITS.captchaPerMinute, LIMITS.captchaPerHour].map((limit) => ({
      limit: shared(limit, config.smsPerAddressHourly),
      subject: client,
      refuse: BOUNDS_WAIT_MSG.captchaTooMany,
    })),
  );
  const answer = Array.from(
    { length: 4 },
    () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
  ).join('');
  const image = drawCaptchaSvg(answer);
  const key = randomToken(18);
  await insertCaptcha(q, key, answer);
  return { key, base64_img: `data:image/svg+xml;base64,${Buffer.from(image).toString('base64')}` };
}
