// The addresses of the feedback calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../feedback.ts, for the server and the tests.
import { address } from '../endpoint';

export const postFeedback = address({ method: 'POST', path: '/api/user/feedback' });
export const feedbackList = address({ method: 'GET', path: '/api/user/feedbackList', paged: true });
