import { call } from '@/kit/api/call';
import { fieldCipher } from '@/kit/api/fieldCipher';
import {
  captcha,
  checkCaptcha,
  passwordLogin,
  sendSmsCode,
  smsLogin,
  updatePassword,
} from '@/contract/calls/auth';
import { registerUser } from '@/contract/calls/user';
import type { IdType, LoginUser } from '@/contract';

const enc = async (plain: string) => (await fieldCipher()).enc(plain);

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
  sendSmsCode: async (input: {
    hospId: number;
    phone: string;
    captchaKey?: string;
    captchaCode?: string;
  }) => call(sendSmsCode, { ...input, phone: await enc(input.phone) }),
  /** Checks an SMS code; the answer is the sign that lets the next step through. */
  checkSmsCode: async (mobile: string, code: string) =>
    call(checkCaptcha, { mobile: await enc(mobile), code }),
  /** The spec's six fields; the server logs `username` in (contract/auth.ts). */
  login: async (input: {
    hospId: number;
    phone: string;
    password: string;
    openId: string | null;
  }) => {
    const { enc: encrypt, passwordHash } = await fieldCipher();
    return call(passwordLogin, {
      hospid: input.hospId,
      username: encrypt(input.phone),
      password: passwordHash(input.password, input.phone),
      openid: input.openId ?? '',
      mobile: encrypt(input.phone),
      captcha: '',
    });
  },
  /** Rejects with ApiError code 204 (CODE_NOT_REGISTERED), data = sign, for a phone with no account. */
  loginSms: async (input: { hospId: number; phone: string; code: string; openId: string | null }) =>
    // The answer's other form, the sign, comes only with code 204, which the client rejects.
    (await call(smsLogin, {
      hospid: input.hospId,
      username: await enc(input.phone),
      mobile: await enc(input.phone),
      captcha: input.code,
      ...(input.openId ? { openid: input.openId } : {}),
    })) as LoginUser,
  updatePassword: async (mobile: string, newPassword: string, sign: string) =>
    call(updatePassword, {
      mobile: await enc(mobile),
      newPassword: await enc(newPassword),
      sign,
    }),
  register: async ({ openId, ...input }: RegisterInput) =>
    call(registerUser, {
      ...input,
      idcard: await enc(input.idcard),
      mobile: await enc(input.mobile),
      password: await enc(input.password),
      ...(openId ? { openId } : {}),
    }),
};
