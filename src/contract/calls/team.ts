// The addresses of the team calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../team.ts, for the server and the tests.
import { address } from '../endpoint';

export const teamRequirement = address({ method: 'GET', path: '/api/company/requirement' });
export const saveTeamRequirement = address({
  method: 'POST',
  path: '/api/company/saveRequirement',
});
