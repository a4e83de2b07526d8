import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { accountForToken, clientOf } from '../auth/index.ts';
import { deleteOldVisits } from './repository.ts';

/** Today in China, where the hospitals are: a reader's "day" ends at midnight there. */
export const chinaDay = (at = new Date()) =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Who reads an article, for counting visits once per reader per day. A logged-in reader is
 * their account, on any device. Anyone else is their client address (an IPv6 client by its
 * /64) hashed with the day: stable across reloads and cleared storage, nothing set on the
 * phone. Nothing the request itself says (a User-Agent, a key the app sent) is part of it,
 * or a script could add a visit per invented value and reorder the hot list. Patients
 * behind one address (a family, a centre's Wi-Fi) count once unless signed in: an
 * undercount we accept. No address is stored, and the hash is keyed with the server's data
 * key: no address can be found by hashing every address, nor keys of two days be linked.
 * A bad or expired token reads as anonymous, never as a 401: the article is public.
 */
export async function readerKey(
  q: Queryable,
  request: FastifyRequest,
  { day, secret }: { day: string; secret: string },
) {
  const token = bearerToken(request);
  const account = token ? await accountForToken(q, token) : null;
  if (account) return `a:${account.id}`;
  const hash = createHmac('sha256', secret)
    .update(`article reader\n${day}\n${clientOf(request.ip)}`)
    .digest('hex');
  return `c:${hash.slice(0, 32)}`;
}

/** Housekeeping's hourly clean-up of the article readers: counts of rows gone, per table. */
export const removeExpired = (q: Queryable) => deleteOldVisits(q);
