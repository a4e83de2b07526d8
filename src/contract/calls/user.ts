// The addresses of the user calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../user.ts, for the server and the tests.
import { address } from '../endpoint';

export const registerUser = address({ method: 'POST', path: '/api/User/Register' });
export const getUserState = address({ method: 'GET', path: '/api/user/getUserState' });
