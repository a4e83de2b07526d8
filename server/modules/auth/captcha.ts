import svgCaptcha from 'svg-captcha';
import type { Queryable } from '../../db/db.ts';
import { randomToken } from '../../plugins/crypto/secrets.ts';
import { insertCaptcha } from './codesRepository.ts';

// No 0/O, 1/I/L: characters a person cannot tell apart are left out.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * Draws the answer as glyph outlines (paths) crossed by noise curves: the picture's markup
 * holds no text a program could read back, as the former `<text>` elements did.
 */
function drawCaptcha() {
  const { text, data } = svgCaptcha.create({
    size: 4,
    charPreset: ALPHABET,
    noise: 3,
    color: true,
    background: '#f2f5fa',
    width: 110,
    height: 40,
    fontSize: 42,
  });
  return { answer: text.toUpperCase(), image: data };
}

/** A new graphic captcha: its key and its picture; the answer stays in the database. */
export async function createCaptcha(q: Queryable) {
  const { answer, image } = drawCaptcha();
  const key = randomToken(18);
  await insertCaptcha(q, key, answer);
  return { key, base64_img: `data:image/svg+xml;base64,${Buffer.from(image).toString('base64')}` };
}
