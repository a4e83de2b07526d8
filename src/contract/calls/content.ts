// The addresses of the content calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../content.ts, for the server and the tests.
import { address } from '../endpoint';

export const articleList = address({ method: 'GET', path: '/api/article/list', paged: true });
export const articleGet = address({ method: 'GET', path: '/api/article/get' });
export const faqList = address({ method: 'GET', path: '/api/faq/list' });
