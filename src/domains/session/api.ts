import { call } from '@/kit/api/call';
import { checkPasswordExpire, logout } from '@/contract/calls/auth';
import { getUserState } from '@/contract/calls/user';

// Calls of a logged-in session that carry no encrypted field: kept apart from authApi.ts so
// the app shell (header menu, user centre) does not load the crypto library.
export const sessionApi = {
  logout: () => call(logout),
  checkPasswordExpire: () => call(checkPasswordExpire),
  userState: (hospId: number) => call(getUserState, { hospId }),
};
