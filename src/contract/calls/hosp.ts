// The addresses of the hosp calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../hosp.ts, for the server and the tests.
import { address } from '../endpoint';
import { UNION_HOSPITAL } from '../spellings';

export const hospInfo = address({ method: 'GET', path: '/api/hosp/info' });
export const unionHospitals = address({
  method: 'GET',
  path: '/api/Hosp/unions',
  spellings: UNION_HOSPITAL,
});
export const hospConfigs = address({ method: 'GET', path: '/api/Hosp/configs' });
export const hospEnv = address({ method: 'GET', path: '/api/Hosp/env' });
export const homePageModules = address({ method: 'GET', path: '/api/Hosp/homePageModules' });
export const hospAssets = address({ method: 'GET', path: '/api/Hosp/assets' });
