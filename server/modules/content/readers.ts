import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { accountForToken } from '../auth/index.ts';

/** Today in China, where the hospitals are: a reader's "day" ends at midnight there. */
export const chinaDay = (at = new Date()) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Who reads an article, for counting visits once per reader per day. A logged-in reader is
 * their account, on any device. Anyone else is their client address and browser (user
 * agent) hashed with the day: stable across reloads and cleared storage, nothing set on the
 * phone, and a script cannot inflate the count by inventing keys the way it could with a
 * key the app sent; no address is stored, and keys of different days cannot be linked.
 * Two patients behind one address with the same phone and app version count once: an
 * undercount we accept. A bad or expired token reads as anonymous, never as a 401: the
 * article is public.
 */
export async function readerKey(q: Queryable, request: FastifyRequest, day: string) {
  const token = bearerToken(request);
  const account = token ? await accountForToken(q, token) : null;
  if (account) return `a:${account.id}`;
  const agent = String(request.headers['user-agent'] ?? '');
  const hash = createHash('sha256').update(`${day}\n${request.ip}\n${agent}`).digest('hex');
  return `c:${hash.slice(0, 32)}`;
}
