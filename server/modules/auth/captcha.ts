import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';
import { randomToken } from '../../plugins/crypto/secrets.ts';
import { insertCaptcha } from './codesRepository.ts';

// No 0/O, 1/I/L: characters a person cannot tell apart are left out.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function drawCaptcha(answer: string): string {
  const chars = [...answer]
    .map((ch, i) => {
      const x = 14 + i * 24 + randomInt(-3, 4);
      const y = 30 + randomInt(-4, 5);
      const rotate = randomInt(-25, 26);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="monospace" font-size="26" font-weight="700" fill="#${randomInt(0x202020, 0x606060).toString(16)}">${ch}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [
      randomInt(0, 110),
      randomInt(0, 40),
      randomInt(0, 110),
      randomInt(0, 40),
    ];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#9ab" stroke-width="1.5"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#f2f5fa"/>${noise}${chars}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A new graphic captcha: its key and its picture; the answer stays in the database. */
export async function createCaptcha(q: Queryable) {
  const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
  const key = randomToken(18);
  await insertCaptcha(q, key, answer);
  return { key, base64_img: drawCaptcha(answer) };
}
