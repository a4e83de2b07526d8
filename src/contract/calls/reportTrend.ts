// The addresses of the reportTrend calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../reportTrend.ts, for the server and the tests.
import { address } from '../endpoint';

export const reportTrend = address({ method: 'GET', path: '/api/report/trend' });
