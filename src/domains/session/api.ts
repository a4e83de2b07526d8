import { api } from '@/kit/api/client';
import type { UserState } from '@/contract';

// Calls of a logged-in session that carry no encrypted field: kept apart from auth.ts so
// the app shell (header menu, user centre) does not load the crypto library.
export const sessionApi = {
  logout: () => api.post<null>('api/Auth/Logout'),
  checkPasswordExpire: () => api.post<string>('api/user/CheckPasswordExpire'),
  userState: (hospId: number) => api.get<UserState>('api/user/getUserState', { hospId }),
};
