// The addresses of the auth calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../auth.ts, for the server and the tests.
import { address } from '../endpoint';

export const captcha = address({ method: 'GET', path: '/api/auth/captcha' });
export const getCaptcha = address({ method: 'GET', path: '/api/auth/GetCaptcha' });
export const sendSmsCode = address({ method: 'POST', path: '/api/auth/sendSmsCode' });
export const checkCaptcha = address({ method: 'POST', path: '/api/auth/CheckCaptcha' });
export const passwordLogin = address({ method: 'POST', path: '/api/Auth/Login' });
export const smsLogin = address({ method: 'POST', path: '/api/Auth/LoginSMS' });
export const logout = address({ method: 'POST', path: '/api/Auth/Logout' });
export const updatePassword = address({ method: 'POST', path: '/api/auth/updatePassword' });
export const moveWechatBinding = address({ method: 'POST', path: '/api/auth/moveWechatBinding' });
export const checkPasswordExpire = address({
  method: 'POST',
  path: '/api/user/CheckPasswordExpire',
});
export const listSessions = address({ method: 'GET', path: '/api/Auth/Sessions' });
export const endOtherSessions = address({ method: 'POST', path: '/api/Auth/EndOtherSessions' });
