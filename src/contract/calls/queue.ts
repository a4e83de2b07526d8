// The addresses of the queue calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../queue.ts, for the server and the tests.
import { address } from '../endpoint';

export const queueLogin = address({ method: 'POST', path: '/api/queue/login' });
export const queueLoginByKey = address({ method: 'POST', path: '/api/queue/loginByKey' });
export const queueQueryState = address({ method: 'POST', path: '/api/queue/queryState' });
export const myQueueState = address({ method: 'GET', path: '/api/queue/state' });
export const examInfo = address({ method: 'GET', path: '/api/exam/getExamInfo' });
