import type { FastifyInstance } from 'fastify';
import * as api from '../../src/contract/index.ts';
import { encryptField, loginPasswordHash } from '../../src/rules/fieldCrypto.ts';
import { readConfig } from '../config.ts';
import type { Queryable } from '../db/db.ts';
import { DEMO_PASSWORD, demoUsers } from '../seeds/seedData.ts';
import { inject } from './inject.ts';

const config = readConfig();

/** Encrypts a field the way the app does (crypto-js), so tests cross the real boundary. */
export const enc = (plain: string) => encryptField(plain, config.fieldKey, config.fieldIv);

export async function post(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: unknown },
  };
}

/** Solves a captcha through the non-production window, as a test or a demo can. */
export async function solvedCaptcha(app: FastifyInstance) {
  const { key } = (await inject(app, api.captcha, undefined)).body.data;
  const answer = (await app.inject(`/api/dev/captcha?key=${key}`)).json().data as string;
  return { captchaKey: key, captchaCode: answer };
}

/** Asks for an SMS code to `phone` from the address `from`, its captcha solved: the answer. */
export async function askSmsCode(app: FastifyInstance, phone: string, from = '127.0.0.1') {
  const res = await inject(
    app,
    api.sendSmsCode,
    { hospId: 1, phone: enc(phone), ...(await solvedCaptcha(app)) },
    null,
    { remoteAddress: from },
  );
  return { status: res.status, msg: res.body.msg };
}

/** Sends an SMS code to `phone` (captcha included) and reads it from the outbox. */
export async function smsCode(app: FastifyInstance, phone: string, hospId = 1): Promise<string> {
  const sent = await inject(app, api.sendSmsCode, {
    hospId,
    phone: enc(phone),
    ...(await solvedCaptcha(app)),
  });
  if (sent.status !== 200) throw new Error(`sendSmsCode failed: ${JSON.stringify(sent.body)}`);
  const outbox = (await app.inject(`/api/dev/smsOutbox?phone=${phone}`)).json().data as {
    code: string;
  };
  return outbox.code;
}

export async function passwordLogin(app: FastifyInstance, phone: string, password: string) {
  return inject(app, api.passwordLogin, {
    hospid: 1,
    username: enc(phone),
    password: loginPasswordHash(password, phone),
  });
}

/** The id of a demo user's own (self) profile. */
export async function demoSelfProfileId(q: Queryable, index: number): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    'SELECT p.id FROM user_profiles p JOIN user_accounts a ON a.id = p.account_id WHERE a.mobile = $1 AND p.is_self',
    [demoUsers[index]?.mobile],
  );
  if (!row) throw new Error(`no self profile of demo user ${index}`);
  return row.id;
}

/** A demo user's session token, logged in with the demo password. */
export async function demoToken(app: FastifyInstance, index: number): Promise<string> {
  const user = demoUsers[index];
  if (!user) throw new Error(`no demo user ${index}`);
  return ((await passwordLogin(app, user.mobile, DEMO_PASSWORD)).body.data as { token: string })
    .token;
}

/**
 * Goes through the simulated WeChat authorize step and wxauth, as the entry page does:
 * answers the binding ticket (the spec's openId) and the user, if the OpenID has one.
 */
export async function wechatEntry(app: FastifyInstance, as: 'demo' | 'new') {
  const host = 'localhost:80';
  const redirect_uri = `http://${host}/landing/wechat.html?hospid=1`;
  const confirm = await app.inject({
    url: `/sim/wechat/confirm?${new URLSearchParams({ as, redirect_uri, state: '' })}`,
    headers: { host },
  });
  const code = new URL(String(confirm.headers.location)).searchParams.get('code');
  const res = await inject(app, api.wxAuth, { hospId: 1, code: String(code) });
  return res.body.data;
}
