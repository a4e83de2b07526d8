import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../seeds/seedData.ts';

import { getJson, useTestApp } from '../../test/testApp.ts';
import { issueSsoCode } from './repository.ts';
import { MSG } from '../../plugins/messages.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

const { oauthExpired: MSG_OAUTH_EXPIRED, ssoExpired: MSG_SSO_EXPIRED } = MSG;

const ctx = useTestApp();

const host = 'localhost:80';
const alice = demoUsers[0]!;

async function authorize(
  as: 'demo' | 'new',
  redirect = `http://${host}/landing/wechat.html?hospid=1`,
) {
  return ctx.app.inject({
    url: `/sim/wechat/confirm?${new URLSearchParams({ as, redirect_uri: redirect, state: 'orderlist' })}`,
    headers: { host },
  });
}

async function accountId(mobile: string) {
  const [row] = await ctx.db.query<{ id: number }>(
    'SELECT id FROM user_accounts WHERE mobile = $1',
    [mobile],
  );
  return row!.id;
}

async function openIdOf(mobile: string) {
  const [row] = await ctx.db.query<{ open_id: string | null }>(
    'SELECT open_id FROM user_accounts WHERE mobile = $1',
    [mobile],
  );
  return row?.open_id;
}

describe('WeChat OAuth', () => {
  it('the simulated authorize step sends a code back to the entry page, with the state', async () => {
    const res = await authorize('demo');
    expect(res.statusCode).toBe(302);
    const back = new URL(String(res.headers.location));
    expect(back.pathname).toBe('/landing/wechat.html');
    expect(back.searchParams.get('hospid')).toBe('1');
    expect(back.searchParams.get('state')).toBe('orderlist');
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{10,}$/);
  });

  it('refuses to send the code anywhere but this server', async () => {
    expect((await authorize('demo', 'https://evil.example/steal')).statusCode).toBe(400);
    const page = await ctx.app.inject({
      url: `/sim/wechat/authorize?redirect_uri=${encodeURIComponent('https://evil.example/')}`,
      headers: { host },
    });
    expect(page.statusCode).toBe(400);
  });

  it('exchanges a code once: the bound OpenID logs its account in, a new one stays a visitor', async () => {
    const code = new URL(String((await authorize('demo')).headers.location)).searchParams.get(
      'code',
    );
    const first = await inject(ctx.app, api.wxAuth, { hospId: 1, code: code! });
    // The answer's openId is a binding ticket: the OpenID itself never leaves the server.
    expect(first.body.data.openId).toMatch(/^[\w-]{32}$/);
    expect(first.body.data.openId).not.toBe(alice.openId);
    expect(first.body.data.user).toMatchObject({ mobile: alice.mobile, token: expect.any(String) });

    const again = await inject(ctx.app, api.wxAuth, { hospId: 1, code: code! });
    expect(again).toMatchObject({ status: 400, body: { msg: MSG_OAUTH_EXPIRED } });

    const fresh = new URL(String((await authorize('new')).headers.location)).searchParams.get(
      'code',
    );
    const stranger = await inject(ctx.app, api.wxAuth, { hospId: 1, code: fresh! });
    expect(stranger.body.data.openId).toMatch(/^[\w-]{32}$/);
    expect(stranger.body.data.user).toBeNull();
  });

  it('signs the JS-SDK for the page URL without its fragment, as WeChat does', async () => {
    const url = 'https://h5.example.cn/?hospid=1';
    const { body } = await inject(ctx.app, api.jssdkSignature, {
      url: `${url}#/orderlist`,
    });
    const ticket = `sim-ticket-${createHash('sha256').update(body.data.appId).digest('hex').slice(0, 16)}`;
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=${ticket}&noncestr=${body.data.nonceStr}&timestamp=${body.data.timestamp}&url=${url}`,
      )
      .digest('hex');
    expect(body.data.signature).toBe(expected);
    expect((await inject(ctx.app, api.jssdkSignature, { url: 'javascript:alert(1)' })).status).toBe(
      400,
    );
  });
});

describe('partner single sign-on', () => {
  it('/ssoLogin: auth_code -> partner user -> login, each credential good once', async () => {
    const authCode = await issueSsoCode(ctx.db, 'auth_code', await accountId(alice.mobile));
    const partner = await getJson<{ ticket: string; name: string }>(
      ctx.app,
      `/openApi/sso/getuser?hospId=1&auth_code=${authCode}`,
    );
    expect(partner.body.data.name).toBe(alice.name);
    const login = await inject(ctx.app, api.ssoLogin, {
      hospId: 1,
      user: { ...partner.body.data, openId: 'partner-9' },
    });
    // An openId that is not a binding ticket binds nothing and comes back as null.
    expect(login.body.data).toMatchObject({
      mobile: alice.mobile,
      openId: null,
      token: expect.any(String),
    });
    expect(await openIdOf(alice.mobile)).toBe(alice.openId);

    expect(
      (await getJson(ctx.app, `/openApi/sso/getuser?hospId=1&auth_code=${authCode}`)).body.msg,
    ).toBe(MSG_SSO_EXPIRED);
    expect(
      (await inject(ctx.app, api.ssoLogin, { hospId: 1, user: partner.body.data })).body.msg,
    ).toBe(MSG_SSO_EXPIRED);
  });

  it('/sso and /portal: code or sso_token straight to a login; an auth_code is not a code', async () => {
    const id = await accountId(alice.mobile);
    for (const kind of ['code', 'sso_token'] as const) {
      const code = await issueSsoCode(ctx.db, kind, id);
      const res = await inject(ctx.app, api.ssoAuth, {
        hospId: 1,
        code,
        state: 'userCenter',
        openId: `o-${kind}`,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ mobile: alice.mobile, openId: null });
      expect(await openIdOf(alice.mobile)).toBe(alice.openId);
    }
    const wrongKind = await issueSsoCode(ctx.db, 'auth_code', id);
    expect((await inject(ctx.app, api.ssoAuth, { hospId: 1, code: wrongKind })).status).toBe(400);
    expect((await inject(ctx.app, api.ssoAuth, { hospId: 1 } as never)).status).toBe(400);
  });

  it('the simulated portal sends each door to its landing page, or to its hash route', async () => {
    const id = await accountId(alice.mobile);
    const page = await ctx.app.inject('/sim/portal?hospid=1&state=orderlist');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`portal-ssoLogin-${id}`);
    const go = await ctx.app.inject(
      `/sim/portal/go?door=portal&account=${id}&hospid=1&state=orderlist`,
    );
    const target = new URL(String(go.headers.location), 'http://x');
    expect(target.pathname).toBe('/landing/portal.html');
    expect(target.searchParams.get('sso_token')).toBeTruthy();
    expect(target.searchParams.get('openid')).toBe(`partner-user-${id}`);
    const hash = await ctx.app.inject(
      `/sim/portal/go?door=sso&account=${id}&hospid=1&state=x&hash=1`,
    );
    expect(String(hash.headers.location)).toMatch(/^\/#\/sso\?hospid=1&state=x&code=/);
  });
});
