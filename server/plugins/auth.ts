import type { FastifyContextConfig, FastifyRequest } from 'fastify';
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

/**
 * What a signed-in call tells of its client: the list of signed-in devices shows a summary
 * of it (server/modules/auth/devices.ts).
 */
export interface ClientSeen {
  userAgent: string | undefined;
  /** The client's address, as `trustProxy` reads it. */
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's account; set on every endpoint not marked public (see needsAccount). */
    account: Account;
  }
}

/** True when the route answers only a signed-in account: an endpoint not marked public. */
export function needsAccount(config: FastifyContextConfig | undefined): boolean {
  const endpoint = config?.endpoint;
  return endpoint !== undefined && endpoint.access !== 'public';
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The account check, written once: every endpoint is signed in unless the contract marks it
 * public (the public ones are listed in route.test.ts), so a new call is closed until it is
 * opened on purpose. Its handler finds the caller on `request.account`; a visitor gets the
 * 401 the app answers by going to login. `accountFor` reads the session of a bearer token,
 * and records its use by the client `seen`; `refused` tells why a token opened nothing, so
 * the login page can say a phone was signed out from another device (issue 38).
 */
export function authPlugin(
  app: Api,
  accountFor: (token: string, seen: ClientSeen) => Promise<Account | null>,
  refused: (token: string) => Promise<'ended' | 'expired' | null>,
) {
  const refusal = async (token: string | null) => {
    const why = token ? await refused(token) : null;
    return why === 'ended'
      ? MSG.sessionEnded
      : why === 'expired'
        ? MSG.sessionExpired
        : MSG.loginRequired;
  };
  app.decorateRequest('account', null as unknown as Account);
  app.addHook('preHandler', async (request) => {
    if (!needsAccount(request.routeOptions.config)) return;
    const token = bearerToken(request);
    const seen = { userAgent: request.headers['user-agent'], ip: request.ip };
    const account = token ? await accountFor(token, seen) : null;
    if (!account) throw new ApiError(401, await refusal(token));
    request.account = account;
  });
}
