import { describe, expect, it } from 'vitest';
import { isLoopback } from '../../plugins/loopbackOnly.ts';
import { MSG } from '../../plugins/messages.ts';
import { smsCode, solvedCaptcha } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';
import { outboxGateway } from './gateways.ts';

const ctx = useTestApp();

const PHONE = '13900000077';
const CASHIER = `/sim/cashier?token=${'a'.repeat(24)}`;

const from = (remoteAddress: string, url: string) => ctx.app.inject({ url, remoteAddress });

describe('the test windows and simulators (issue 10, item 5)', () => {
  it('answer another machine as an unknown path does', async () => {
    const { captchaKey } = await solvedCaptcha(ctx.app);
    await smsCode(ctx.app, PHONE);
    const unknown = await from('10.0.0.7', '/api/dev/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, msg: MSG.noRoute, data: null });
    for (const url of [
      `/api/dev/captcha?key=${captchaKey}`,
      `/api/dev/smsOutbox?phone=${PHONE}`,
      '/sim/wechat/authorize?redirect_uri=http%3A%2F%2Flocalhost%2F',
      CASHIER,
      '/sim/portal',
    ]) {
      for (const address of ['10.0.0.7', '::ffff:192.168.1.20', 'fe80::1']) {
        const res = await from(address, url);
        expect({ url, address, status: res.statusCode, body: res.json() }).toEqual({
          url,
          address,
          status: 404,
          body: unknown.json(),
        });
      }
    }
  });

  it('answer no request that came through a proxy, even one on this machine', async () => {
    const { captchaKey } = await solvedCaptcha(ctx.app);
    const unknown = (await from('10.0.0.7', '/api/dev/nothing-here')).json();
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ]) {
      const res = await ctx.app.inject({
        url: `/api/dev/captcha?key=${captchaKey}`,
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect({ headers, status: res.statusCode, body: res.json() }).toEqual({
        headers,
        status: 404,
        body: unknown,
      });
    }
  });

  it('answer this machine over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
    const { captchaKey } = await solvedCaptcha(ctx.app);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const captcha = await from(address, `/api/dev/captcha?key=${captchaKey}`);
      expect(captcha.statusCode).toBe(200);
      expect((await from(address, `/api/dev/smsOutbox?phone=${PHONE}`)).statusCode).toBe(200);
      const authorize = await from(
        address,
        '/sim/wechat/authorize?redirect_uri=http%3A%2F%2Flocalhost%2F',
      );
      expect(authorize.statusCode).toBe(200);
      // The cashier itself answers: with its own refusal of a token no trade has.
      expect((await from(address, CASHIER)).json().msg).toBe(MSG.tradeNotFound);
    }
  });

  it("speak the words of the server's locale, the values they fill in escaped", async () => {
    const authorize = await from(
      '127.0.0.1',
      '/sim/wechat/authorize?redirect_uri=http%3A%2F%2Flocalhost%2F&scope=%3Cb%3E',
    );
    expect(authorize.body).toContain('<title>微信授权（模拟）</title>');
    expect(authorize.body).toContain('<h1>微信网页授权<span class="tag">模拟</span></h1>');
    expect(authorize.body).toContain('申请获取你的身份标识（&lt;b&gt;）。');
    expect(authorize.body).toContain('>以演示微信用户授权（已绑定 张三）</a>');
    const portal = (await from('127.0.0.1', '/sim/portal?state=orderlist')).body;
    expect(portal).toContain(
      '登录后前往：<code>orderlist</code>（用 <code>?state=</code> 更换）。',
    );
    expect(portal).toContain('>经 /ssoLogin 进入体检服务</a>');
    expect(portal).toContain('>经 #/ssoLogin 进入（页内路由）</a>');
  });

  it('tells loopback addresses from the rest', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])
      expect(isLoopback(a)).toBe(true);
    for (const a of [undefined, '', '10.0.0.7', '::2', '::ffff:10.0.0.7', '128.0.0.1', 'fe80::1'])
      expect(isLoopback(a)).toBe(false);
  });
});

describe('the simulated SMS gateway', () => {
  it('writes each message to the outbox and the whole phone and code to the console', async () => {
    const lines: string[] = [];
    await outboxGateway((line) => lines.push(line)).send(ctx.db, {
      mobile: '13800000001',
      code: '4321',
      body: '【康宁体检】您的验证码为 4321',
      kind: 'code',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('13800000001');
    expect(lines[0]).toContain('4321');
    const [row] = await ctx.db.query<{ code: string }>(
      "SELECT code FROM sms_outbox WHERE mobile = '13800000001' ORDER BY id DESC LIMIT 1",
    );
    expect(row?.code).toBe('4321');
  });
});
