// The addresses of the catalog calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../catalog.ts, for the server and the tests.
import { address } from '../endpoint';
import { PACKAGE } from '../spellings';

export const packageList = address({
  method: 'GET',
  path: '/api/package/list',
  paged: true,
  spellings: PACKAGE,
});
export const examTypes = address({ method: 'GET', path: '/api/package/getExamTypes' });
export const recommendedPackages = address({
  method: 'GET',
  path: '/api/package/recommand',
  spellings: PACKAGE,
});
export const packageFind = address({
  method: 'GET',
  path: '/api/package/find',
  spellings: PACKAGE,
});
export const customizedProject = address({
  method: 'GET',
  path: '/api/package/getCustomizedProject',
});
