import { loginPasswordHash } from '@/rules/fieldCrypto';
import { api } from '@/kit/api/client';
import { fieldCipher } from '@/kit/api/fieldCipher';
import type { CaptchaImage, IdType, LoginUser } from '@/contract';

const enc = (plain: string) => fieldCipher().enc(plain);

export interface RegisterInput {
  hospId: number;
  name: string;
  idType: IdType;
  idcard: string;
  mobile: string;
  password: string;
  sex?: 1 | 2;
  /** YYYYMMDD. */
  birth?: string;
  marital: 0 | 1 | 2;
  openId?: string | null;
  sign: string;
}

export const authApi = {
  captcha: () => api.get<CaptchaImage>('api/auth/captcha'),
  sendSmsCode: (input: {
    hospId: number;
    phone: string;
    captchaKey?: string;
    captchaCode?: string;
  }) => api.post<null>('api/auth/sendSmsCode', { ...input, phone: enc(input.phone) }),
  /** Checks an SMS code; the answer is the sign that lets the next step through. */
  checkSmsCode: (mobile: string, code: string) =>
    api.post<string>('api/auth/CheckCaptcha', { mobile: enc(mobile), code }),
  /** The spec's six fields; the server logs `username` in (contract/auth.ts). */
  login: (input: { hospId: number; phone: string; password: string; openId: string | null }) =>
    api.post<LoginUser>('api/Auth/Login', {
      hospid: input.hospId,
      username: enc(input.phone),
      password: loginPasswordHash(input.password, input.phone),
      openid: input.openId ?? '',
      mobile: enc(input.phone),
      captcha: '',
    }),
  /** Rejects with ApiError code 204 (CODE_NOT_REGISTERED), data = sign, for a phone with no account. */
  loginSms: (input: { hospId: number; phone: string; code: string; openId: string | null }) =>
    api.post<LoginUser>('api/Auth/LoginSMS', {
      hospid: input.hospId,
      username: enc(input.phone),
      mobile: enc(input.phone),
      captcha: input.code,
      ...(input.openId ? { openid: input.openId } : {}),
    }),
  updatePassword: (mobile: string, newPassword: string, sign: string) =>
    api.post<null>('api/auth/updatePassword', {
      mobile: enc(mobile),
      newPassword: enc(newPassword),
      sign,
    }),
  register: (input: RegisterInput) =>
    api.post<LoginUser>('api/User/Register', {
      ...input,
      idcard: enc(input.idcard),
      mobile: enc(input.mobile),
      password: enc(input.password),
      ...(input.openId ? { openId: input.openId } : { openId: undefined }),
    }),
};
