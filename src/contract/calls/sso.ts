// The addresses of the sso calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../sso.ts, for the server and the tests.
import { address } from '../endpoint';

export const ssoGetUser = address({ method: 'GET', path: '/openApi/sso/getuser' });
export const ssoLogin = address({ method: 'POST', path: '/api/auth/ssoLogin' });
export const ssoAuth = address({ method: 'POST', path: '/api/auth/ssoAuth' });
