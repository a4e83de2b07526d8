// The addresses of the shares calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../shares.ts, for the server and the tests.
import { address } from '../endpoint';

export const shareCreate = address({ method: 'POST', path: '/api/share/create' });
export const shareList = address({ method: 'GET', path: '/api/share/list' });
export const shareEnd = address({ method: 'POST', path: '/api/share/end' });
export const shareOpen = address({ method: 'POST', path: '/api/share/open' });
export const shareReport = address({ method: 'POST', path: '/api/share/report' });
