import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { wechatTokenStore } from '../../modules/wechat/index.ts';
import { useFakeWeChat } from '../../test/fakes/wechatApi.ts';
import { dataVault } from '../crypto/secrets.ts';
import { WeChatDown } from './wechat.ts';
import { officialWeChat } from './wechatOfficial.ts';

// Issue 40, item 1: the official account's OAuth code exchange and JS-SDK ticket through
// WeChat's API, proven against a fake that speaks its documented wire format.
const APP_ID = 'wx0123456789abcdef';
const SECRET = '0123456789abcdef0123456789abcdef';
const vault = dataVault('wechat-official-test');

const wx = useFakeWeChat(APP_ID, SECRET);
let clock = Date.now();

const gateway = (options: { secret?: string; apiBase?: string } = {}) =>
  officialWeChat({
    appId: APP_ID,
    secret: options.secret ?? SECRET,
    apiBase: options.apiBase ?? wx.fake.base,
    timeoutMs: 2_000,
    tokens: wechatTokenStore(wx.db, vault, APP_ID, () => clock),
  });

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** The call failed as WeChat being down, for `reason`. */
async function downFor(call: Promise<unknown>, reason: string) {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WeChatDown);
  expect((err as WeChatDown).reason).toBe(reason);
}

beforeEach(async () => {
  await wx.db.query('DELETE FROM wechat_tokens');
  for (const path of Object.keys(wx.fake.calls)) delete wx.fake.calls[path];
  clock = Date.now();
});

describe('the OAuth code exchange (sns/oauth2/access_token)', () => {
  it("answers the code's OpenID once; a used, unknown or missing code is no one", async () => {
    const wechat = gateway();
    const code = wx.fake.codeFor('o-patient-1');
    expect(await wechat.exchangeCode(wx.db, code)).toBe('o-patient-1');
    expect(await wechat.exchangeCode(wx.db, code)).toBeNull(); // 40163
    expect(await wechat.exchangeCode(wx.db, 'never-given')).toBeNull(); // 40029
    expect(await wechat.exchangeCode(wx.db, '')).toBeNull(); // 41008
  });

  it("takes a 朋友圈 snapshot's visitor for no one: WeChat gives them a virtual OpenID", async () => {
    const code = wx.fake.codeFor('o-virtual', { snapshot: true });
    expect(await gateway().exchangeCode(wx.db, code)).toBeNull();
  });

  it('is WeChat down, never a patient refused, when the secret is wrong, WeChat busy or gone', async () => {
    const code = wx.fake.codeFor('o-patient-2');
    await downFor(
      gateway({ secret: 'f'.repeat(32) }).exchangeCode(wx.db, code),
      'errcode 40125 invalid appsecret',
    );
    wx.fake.answerNext('/sns/oauth2/access_token', { errcode: -1, errmsg: 'system error' });
    await downFor(gateway().exchangeCode(wx.db, code), 'errcode -1 system error');
    const gone = await closedPort();
    const err = await gateway({ apiBase: `http://127.0.0.1:${gone}` })
      .exchangeCode(wx.db, code)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WeChatDown);
    expect((err as WeChatDown).reason).toMatch(/ECONNREFUSED/);
    // The code was never spent: the patient's next try with it still works.
    expect(await gateway().exchangeCode(wx.db, code)).toBe('o-patient-2');
  });
});

describe('the JS-SDK ticket (stable_token, ticket/getticket)', () => {
  const stored = () =>
    wx.db.query<{ kind: string; sealed_value: string }>(
      'SELECT kind, sealed_value FROM wechat_tokens ORDER BY kind',
    );

  it('asks WeChat once and serves the stored ticket until five minutes before it ends', async () => {
    const first = await gateway().jsapiTicket();
    expect(await gateway().jsapiTicket()).toBe(first);
    expect(wx.fake.calls).toEqual({ '/cgi-bin/stable_token': 1, '/cgi-bin/ticket/getticket': 1 });
    clock += (7_200 - 301) * 1000;
    expect(await gateway().jsapiTicket()).toBe(first);
    clock += 2_000;
    const second = await gateway().jsapiTicket();
    expect(second).not.toBe(first);
    expect(wx.fake.calls).toEqual({ '/cgi-bin/stable_token': 2, '/cgi-bin/ticket/getticket': 2 });
  });

  it('is kept sealed: the database holds neither the token nor the ticket in clear', async () => {
    const ticket = await gateway().jsapiTicket();
    const rows = await stored();
    expect(rows.map((r) => r.kind)).toEqual(['access_token', 'jsapi_ticket']);
    expect(rows.some((r) => r.sealed_value.includes(ticket))).toBe(false);
    expect(vault.open(rows[1]!.sealed_value)).toBe(ticket);
  });

  it('is renewed by one process while the others wait and take it', async () => {
    const processes = Array.from({ length: 4 }, () => gateway());
    const tickets = await Promise.all(processes.map((wechat) => wechat.jsapiTicket()));
    expect(new Set(tickets).size).toBe(1);
    expect(wx.fake.calls).toEqual({ '/cgi-bin/stable_token': 1, '/cgi-bin/ticket/getticket': 1 });
  });

  it('renews a token WeChat ended (40001) once, forcing a new one, and asks again', async () => {
    await gateway().jsapiTicket();
    wx.fake.endAccessToken();
    await wx.db.query("DELETE FROM wechat_tokens WHERE kind = 'jsapi_ticket'");
    const ticket = await gateway().jsapiTicket();
    expect(ticket).not.toBe('');
    expect(wx.fake.calls).toEqual({ '/cgi-bin/stable_token': 2, '/cgi-bin/ticket/getticket': 3 });
  });

  it('gives up after that one renewal: WeChat down, not a loop', async () => {
    wx.fake.answerNext(
      '/cgi-bin/ticket/getticket',
      { errcode: 40001, errmsg: 'invalid credential' },
      2,
    );
    await downFor(gateway().jsapiTicket(), 'errcode 40001 invalid credential');
    expect(wx.fake.calls).toEqual({ '/cgi-bin/stable_token': 2, '/cgi-bin/ticket/getticket': 2 });
    expect(await stored()).toHaveLength(1);
  });
});
