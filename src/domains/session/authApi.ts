import { loginPasswordHash } from '@/rules/fieldCrypto';
import { call } from '@/kit/api/call';
import { fieldCipher } from '@/kit/api/fieldCipher';
import {
  captcha,
  checkCaptcha,
  passwordLogin,
  sendSmsCode,
  smsLogin,
  updatePassword,
} from '@/contract/auth';
import { registerUser } from '@/contract/user';
import type { IdType, LoginUser } from '@/contract';

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
  captcha: () => call(captcha),
  sendSmsCode: (input: {
    hospId: number;
    phone: string;
    captchaKey?: string;
    captchaCode?: string;
  }) => call(sendSmsCode, { ...input, phone: enc(input.phone) }),
  /** Checks an SMS code; the answer is the sign that lets the next step through. */
  checkSmsCode: (mobile: string, code: string) => call(checkCaptcha, { mobile: enc(mobile), code }),
  /** The spec's six fields; the server logs `username` in (contract/auth.ts). */
  login: (input: { hospId: number; phone: string; password: string; openId: string | null }) =>
    call(passwordLogin, {
      hospid: input.hospId,
      username: enc(input.phone),
      password: loginPasswordHash(input.password, input.phone),
      openid: input.openId ?? '',
      mobile: enc(input.phone),
      captcha: '',
    }),
  /** Rejects with ApiError code 204 (CODE_NOT_REGISTERED), data = sign, for a phone with no account. */
  loginSms: async (input: { hospId: number; phone: string; code: string; openId: string | null }) =>
    // The answer's other form, the sign, comes only with code 204, which the client rejects.
    (await call(smsLogin, {
      hospid: input.hospId,
      username: enc(input.phone),
      mobile: enc(input.phone),
      captcha: input.code,
      ...(input.openId ? { openid: input.openId } : {}),
    })) as LoginUser,
  updatePassword: (mobile: string, newPassword: string, sign: string) =>
    call(updatePassword, { mobile: enc(mobile), newPassword: enc(newPassword), sign }),
  register: ({ openId, ...input }: RegisterInput) =>
    call(registerUser, {
      ...input,
      idcard: enc(input.idcard),
      mobile: enc(input.mobile),
      password: enc(input.password),
      ...(openId ? { openId } : {}),
    }),
};
