// The addresses of the reports calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../reports.ts, for the server and the tests.
import { address } from '../endpoint';

export const examRecords = address({ method: 'GET', path: '/api/report/ExamRecords', paged: true });
export const reportQuery = address({ method: 'GET', path: '/api/report/query' });
export const reportCompare = address({ method: 'GET', path: '/api/report/compare' });
export const pdfReport = address({ method: 'GET', path: '/api/report/pdfReport' });
export const externalReports = address({
  method: 'GET',
  path: '/api/report/ExternalReports',
  paged: true,
});
export const ratingList = address({ method: 'GET', path: '/api/rating/list' });
export const ratingRecord = address({ method: 'GET', path: '/api/rating/record' });
export const saveRating = address({ method: 'POST', path: '/api/rating/save' });
