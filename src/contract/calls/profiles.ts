// The addresses of the profiles calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../profiles.ts, for the server and the tests.
import { address } from '../endpoint';
import { PROFILE } from '../spellings';

export const profileList = address({
  method: 'GET',
  path: '/api/user/getprofile',
  spellings: PROFILE,
});
export const addProfile = address({
  method: 'POST',
  path: '/api/user/addprofile',
  spellings: PROFILE,
});
export const updateProfile = address({
  method: 'POST',
  path: '/api/user/updateprofile',
  spellings: PROFILE,
});
export const deleteProfile = address({ method: 'POST', path: '/api/user/deleteprofile' });
