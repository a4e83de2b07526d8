import type { FastifyRequest } from 'fastify';
import { ApiError } from './envelope.ts';
import { MSG } from './messages.ts';
import type { Api } from './api.ts';

/** The caller of a protected route. */
export interface Account {
  id: number;
  name: string;
  mobile: string;
  hosp_id: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a logged-in account: the auth plugin puts it on `request.account`. */
    auth?: boolean;
  }
  interface FastifyRequest {
    /** The caller's account; set on every route marked `config: { auth: true }`. */
    account: Account;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The account check, written once: a route marked `config: { auth: true }` gets the
 * caller's account on `request.account`, or a 401 the app answers by going to login.
 * `accountFor` reads the session of a bearer token (the auth module's repository).
 */
export function authPlugin(app: Api, accountFor: (token: string) => Promise<Account | null>) {
  app.decorateRequest('account', null as unknown as Account);
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.auth) return;
    const token = bearerToken(request);
    const account = token ? await accountFor(token) : null;
    if (!account) throw new ApiError(401, MSG.loginRequired);
    request.account = account;
  });
}
