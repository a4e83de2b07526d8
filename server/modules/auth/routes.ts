import {
  captcha,
  checkCaptcha,
  checkPasswordExpire,
  endOtherSessions,
  getCaptcha,
  listSessions,
  logout,
  moveWechatBinding,
  passwordLogin,
  sendSmsCode,
  smsLogin,
  updatePassword,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { route } from '../../plugins/route.ts';
import { moveBinding } from './bindingTickets.ts';
import { createCaptcha } from './captcha.ts';
import * as service from './service.ts';

/** The answer of a call that only reports it was done. */
const done = (msg: string) => ok(null, msg);

export const authModule: Module = (api, deps) => {
  const { db } = deps;

  const drawCaptcha = (clientIp: string) => createCaptcha(db, { clientIp, config: deps.config });
  route(api, captcha, async (request) => ok(await drawCaptcha(request.ip)));
  route(api, getCaptcha, async (request) => ok(await drawCaptcha(request.ip)));

  route(api, sendSmsCode, async (request) => {
    await service.sendSmsCode(deps, request.body, request.ip);
    return done(MSG.smsSent);
  });

  route(api, checkCaptcha, async (request) =>
    ok(await service.checkSmsCode(deps, request.body, request.ip)),
  );

  route(api, passwordLogin, async (request) =>
    ok(await service.passwordLogin(deps, request.body, request.ip)),
  );

  route(api, smsLogin, async (request) => {
    const outcome = await service.smsLogin(deps, request.body, request.ip);
    // The spec's code 204: the phone is verified but has no account; `data` is the sign
    // that lets the sign-up profile step create one for it.
    if (!outcome.registered) return { code: 204, msg: MSG.phoneNotRegistered, data: outcome.sign };
    return ok(outcome.record);
  });

  route(api, logout, async (request) => {
    const token = bearerToken(request);
    if (token) await service.signOut(db, token);
    return done(MSG.loggedOut);
  });

  route(api, updatePassword, async (request) => {
    await service.changePassword(deps, request.body, bearerToken(request));
    return done(MSG.passwordChanged);
  });

  route(api, moveWechatBinding, async ({ account, body }) => {
    await db.tx((q) => moveBinding(q, account.id, body.openid));
    return done(MSG.wechatBound);
  });

  route(api, checkPasswordExpire, async ({ account }) =>
    ok(await service.passwordExpiryMessage(db, account.id)),
  );

  // The auth hook has read the bearer token of these two: the session that asks.
  route(api, listSessions, async (request) =>
    ok(await service.sessionsOf(db, request.account.id, bearerToken(request) ?? '')),
  );

  route(api, endOtherSessions, async (request) => {
    const { account, body } = request;
    const token = bearerToken(request) ?? '';
    return ok(await service.endOtherSessions(db, account.id, token, body.id ?? null));
  });
};
