import type { LoginUser, SsoLoginUser } from '@/contract';
import { ssoAuth, ssoGetUser, ssoLogin } from '@/contract/calls/sso';
import type { call as appCall } from '@/kit/api/call';
import { parseHospId, withHospId } from '../hospital/hospid';
import { safeAppRoute } from '@/kit/safeRoute';

/**
 * The single sign-on doors a partner portal opens: /ssoLogin (auth_code, OpenUserID),
 * /sso (code, openId) and /portal (sso_token, openid). The same logic runs in the
 * landing pages (no React) and in the app's hash routes, each with its own `call`.
 */
export type Door = 'ssoLogin' | 'sso' | 'portal';

export const SSO_START_DELAY_MS = 1000;

export interface DoorRequest {
  door: Door;
  hospId: number;
  state: string | null;
  code: string;
  openId: string | null;
}

const first = (q: URLSearchParams, names: string[]) =>
  names.map((n) => q.get(n)?.trim()).find((v): v is string => !!v) ?? null;

/** The door's parameters from its query; null when hospid or the credential is missing. */
export function readDoor(door: Door, query: URLSearchParams): DoorRequest | null {
  const hospId = parseHospId(query.get('hospid'));
  const code = first(query, ['auth_code', 'code', 'sso_token']);
  if (hospId === null || code === null) return null;
  return {
    door,
    hospId,
    code,
    state: query.get('state'),
    openId: first(query, ['OpenUserID', 'openid', 'openId']),
  };
}

/**
 * How a door makes a call of the contract: the app's client in the app, fetch on the
 * landing pages (which must stay small: landing/http.ts).
 */
export type DoorCall = typeof appCall;

/** Logs in through the door's calls; rejects when the partner's credential is refused. */
export async function enterDoor(
  req: DoorRequest,
  call: DoorCall,
): Promise<{ user: LoginUser; openId: string | null }> {
  if (req.door === 'ssoLogin') {
    const partnerUser = await call(ssoGetUser, { hospId: req.hospId, auth_code: req.code });
    // The spec sends back the user getuser answered, with the OpenID ticket to bind.
    const answer = await call(ssoLogin, {
      hospId: req.hospId,
      user: { ...partnerUser, ...(req.openId ? { openId: req.openId } : {}) },
    });
    return loggedIn(answer);
  }
  const answer = await call(ssoAuth, {
    hospId: req.hospId,
    code: req.code,
    ...(req.state ? { state: req.state } : {}),
    ...(req.openId ? { openId: req.openId } : {}),
  });
  return loggedIn(answer);
}

/** The login, and the binding ticket the server handed back (kept only while still good). */
function loggedIn({ openId, ...user }: SsoLoginUser) {
  return { user, openId };
}

/**
 * Where a door leads: the app route named by `state` (never anything outside the app)
 * marked externalLink=1, or home when there is none or the login failed.
 */
export function doorTarget(state: string | null, hospId: number, loggedIn: boolean): string {
  const route = loggedIn && state ? safeAppRoute(state, '/') : '/';
  if (route === '/' || route.startsWith('/?')) return withHospId(route, hospId);
  const [path = '/', query = ''] = route.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('externalLink', '1');
  return withHospId(`${path}?${params.toString()}`, hospId);
}
