// The addresses of the wechat calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../wechat.ts, for the server and the tests.
import { address } from '../endpoint';

export const wxAuth = address({ method: 'GET', path: '/api/auth/wxauth' });
export const jssdkSignature = address({ method: 'GET', path: '/api/wechat/jssdkSignature' });
