import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { ApiError } from '../plugins/envelope.ts';
import { MSG } from '../plugins/messages.ts';
import { bearerToken } from '../plugins/auth.ts';
import { accountForToken } from '../modules/auth/accountsRepository.ts';
import type { Account } from '../plugins/auth.ts';

// Being replaced by `config: { auth: true }` (server/plugins/auth.ts); removed with its last caller.
export { bearerToken };

/** The logged-in account of a request, or a 401 the app answers by going to login. */
export async function requireAccount(db: Db, request: FastifyRequest): Promise<Account> {
  const token = bearerToken(request);
  const account = token ? await accountForToken(db, token) : null;
  if (!account) throw new ApiError(401, MSG.loginRequired);
  return account;
}
