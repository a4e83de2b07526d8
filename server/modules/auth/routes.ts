import {
  CaptchaAnswer,
  CheckCaptchaBody,
  LoginAnswer,
  MoveWechatBody,
  NoDataAnswer,
  PasswordLoginBody,
  SendSmsCodeBody,
  SmsLoginAnswer,
  SmsLoginBody,
  TextAnswer,
  UpdatePasswordBody,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { revokeSession } from './accountsRepository.ts';
import { moveBinding } from './bindingTickets.ts';
import { createCaptcha } from './captcha.ts';
import * as service from './service.ts';

/** The answer of a call that only reports it was done. */
const done = (msg: string) => ok(null, msg);

export const authModule: Module = (api, deps) => {
  const { db } = deps;
  const captcha = { schema: { response: { 200: CaptchaAnswer } } };

  api.get('/api/auth/captcha', captcha, async () => ok(await createCaptcha(db)));
  // The spec's second captcha call (hospId, mobile) answers the same picture.
  api.get('/api/auth/GetCaptcha', captcha, async () => ok(await createCaptcha(db)));

  api.post(
    '/api/auth/sendSmsCode',
    { schema: { body: SendSmsCodeBody, response: { 200: NoDataAnswer } } },
    async (request) =>
      service.sendSmsCode(deps, request.body, request.ip).then(() => done(MSG.smsSent)),
  );

  api.post(
    '/api/auth/CheckCaptcha',
    { schema: { body: CheckCaptchaBody, response: { 200: TextAnswer } } },
    async (request) => ok(await service.checkSmsCode(deps, request.body, request.ip)),
  );

  api.post(
    '/api/Auth/Login',
    { schema: { body: PasswordLoginBody, response: { 200: LoginAnswer } } },
    async (request) => ok(await service.passwordLogin(deps, request.body, request.ip)),
  );

  api.post(
    '/api/Auth/LoginSMS',
    { schema: { body: SmsLoginBody, response: { 200: SmsLoginAnswer } } },
    async (request) => {
      const outcome = await service.smsLogin(deps, request.body, request.ip);
      // The spec's code 204: the phone is verified but has no account; `data` is the sign
      // that lets the sign-up profile step create one for it.
      if (!outcome.registered)
        return { code: 204, msg: MSG.phoneNotRegistered, data: outcome.sign };
      return ok(outcome.record);
    },
  );

  api.post('/api/Auth/Logout', { schema: { response: { 200: NoDataAnswer } } }, async (request) => {
    const token = bearerToken(request);
    if (token) await revokeSession(db, token);
    return done(MSG.loggedOut);
  });

  api.post(
    '/api/auth/updatePassword',
    { schema: { body: UpdatePasswordBody, response: { 200: NoDataAnswer } } },
    async (request) => {
      await service.changePassword(deps, request.body, bearerToken(request));
      return done(MSG.passwordChanged);
    },
  );

  // Not in the spec: the explicit step that moves a WeChat binding held by another account.
  api.post(
    '/api/auth/moveWechatBinding',
    { config: { auth: true }, schema: { body: MoveWechatBody, response: { 200: NoDataAnswer } } },
    async (request) => {
      await db.tx((q) => moveBinding(q, request.account.id, request.body.openid));
      return done(MSG.wechatBound);
    },
  );

  api.post(
    '/api/user/CheckPasswordExpire',
    { config: { auth: true }, schema: { response: { 200: TextAnswer } } },
    async (request) => ok(await service.passwordExpiryMessage(db, request.account.id)),
  );
};
