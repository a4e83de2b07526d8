// The addresses of the summary calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../summary.ts, for the server and the tests.
import { address } from '../endpoint';

export const doctorSummary = address({ method: 'GET', path: '/api/report/doctorSummary' });
