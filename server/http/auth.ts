import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { accountForToken, type Account } from '../services/sessions.ts';
import { ApiError } from './envelope.ts';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The logged-in account of a request, or a 401 the app answers by going to login. */
export async function requireAccount(db: Db, request: FastifyRequest): Promise<Account> {
  const token = bearerToken(request);
  const account = token ? await accountForToken(db, token) : null;
  if (!account) throw new ApiError(401, 'please log in');
  return account;
}
