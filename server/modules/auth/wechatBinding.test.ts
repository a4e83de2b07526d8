import { describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { loginPasswordHash } from '../../../src/rules/fieldCrypto.ts';
import { DEMO_PASSWORD, demoUsers } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { enc, smsCode, wechatEntry } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { issueSsoCode } from '../sso/repository.ts';

const ctx = useTestApp();
const [alice, bob, carol] = demoUsers as [
  (typeof demoUsers)[number],
  (typeof demoUsers)[number],
  (typeof demoUsers)[number],
];

async function openIdOf(mobile: string) {
  const [row] = await ctx.db.query<{ open_id: string | null }>(
    'SELECT open_id FROM user_accounts WHERE mobile = $1',
    [mobile],
  );
  return row?.open_id ?? null;
}

const login = (mobile: string, openid?: string) =>
  inject(ctx.app, api.passwordLogin, {
    hospid: 1,
    username: enc(mobile),
    password: loginPasswordHash(DEMO_PASSWORD, mobile),
    ...(openid ? { openid } : {}),
  });

describe('WeChat binding', () => {
  it("an OpenID in a body binds nothing: B logging in with A's OpenID takes nothing from A", async () => {
    const res = await login(bob.mobile, alice.openId);
    expect(res.status).toBe(200);
    expect(await openIdOf(bob.mobile)).toBeNull();
    expect(await openIdOf(alice.mobile)).toBe(alice.openId);
    // A, coming in through WeChat, is still answered with A's own login.
    expect((await wechatEntry(ctx.app, 'demo')).user?.mobile).toBe(alice.mobile);

    const code = await smsCode(ctx.app, bob.mobile);
    const sms = await inject(ctx.app, api.smsLogin, {
      mobile: enc(bob.mobile),
      captcha: code,
      openid: alice.openId,
    });
    expect(sms.status).toBe(200);
    const sso = await inject(ctx.app, api.ssoAuth, {
      hospId: 1,
      code: await issueSsoCode(ctx.db, 'code', (sms.body.data as { id: number }).id),
      openId: alice.openId,
    });
    expect(sso.body.data).toMatchObject({ mobile: bob.mobile, openId: null });
    expect(await openIdOf(bob.mobile)).toBeNull();
    expect(await openIdOf(alice.mobile)).toBe(alice.openId);
  });

  it('the ticket wxauth hands back binds a free OpenID once, at login', async () => {
    const { openId: ticket, user } = await wechatEntry(ctx.app, 'new');
    expect(user).toBeNull();
    expect((await login(carol.mobile, ticket)).status).toBe(200);
    const bound = await openIdOf(carol.mobile);
    expect(bound).toMatch(/^o-sim-/);
    // Used up: the same ticket binds nothing for anyone else.
    await ctx.db.query('UPDATE user_accounts SET open_id = NULL WHERE mobile = $1', [carol.mobile]);
    expect((await login(bob.mobile, ticket)).status).toBe(200);
    expect(await openIdOf(bob.mobile)).toBeNull();
  });

  it('an expired ticket binds nothing, and the login still goes through', async () => {
    const { openId: ticket } = await wechatEntry(ctx.app, 'new');
    await ctx.db.query("UPDATE binding_tickets SET expires_at = now() - interval '1 second'");
    expect((await login(bob.mobile, ticket)).status).toBe(200);
    expect(await openIdOf(bob.mobile)).toBeNull();
  });

  it("another account's OpenID moves only by the explicit, confirmed step", async () => {
    // Someone enters through A's WeChat, then logs in as B.
    const { openId: ticket } = await wechatEntry(ctx.app, 'demo');
    const asBob = await login(bob.mobile, ticket);
    expect(asBob.status).toBe(200);
    expect(await openIdOf(alice.mobile)).toBe(alice.openId);
    expect(await openIdOf(bob.mobile)).toBeNull();

    const token = (asBob.body.data as { token: string }).token;
    const move = (body: object, bearer?: string) =>
      inject(ctx.app, api.moveWechatBinding, body as never, bearer);
    expect((await move({ openid: ticket, confirm: true })).status).toBe(401);
    expect((await move({ openid: ticket }, token)).status).toBe(400);
    expect((await move({ openid: alice.openId, confirm: true }, token)).body).toMatchObject({
      code: 400,
      msg: MSG.bindTicketInvalid,
    });
    expect(await openIdOf(alice.mobile)).toBe(alice.openId);

    const moved = await move({ openid: ticket, confirm: true }, token);
    expect(moved.body).toMatchObject({ code: 200, msg: MSG.wechatBound });
    expect(await openIdOf(bob.mobile)).toBe(alice.openId);
    expect(await openIdOf(alice.mobile)).toBeNull();
    expect((await move({ openid: ticket, confirm: true }, token)).body.msg).toBe(
      MSG.bindTicketInvalid,
    );
  });

  it('an SSO door binds with a ticket, and hands it back when the OpenID has another owner', async () => {
    const { openId: ticket } = await wechatEntry(ctx.app, 'new');
    const [row] = await ctx.db.query<{ id: number }>(
      'SELECT id FROM user_accounts WHERE mobile = $1',
      [carol.mobile],
    );
    const door = (openId: string) =>
      issueSsoCode(ctx.db, 'code', row!.id).then((code) =>
        inject(ctx.app, api.ssoAuth, { hospId: 1, code, openId }),
      );
    await ctx.db.query('UPDATE user_accounts SET open_id = NULL WHERE mobile = $1', [carol.mobile]);
    expect((await door(ticket)).body.data).toMatchObject({ mobile: carol.mobile, openId: null });
    expect(await openIdOf(carol.mobile)).toMatch(/^o-sim-/);

    // Through A's WeChat (bound to A, or to whoever it was moved to): the ticket comes back
    // unused, for the confirmed move, and no binding changes.
    const owner = await ctx.db.query<{ mobile: string }>(
      'SELECT mobile FROM user_accounts WHERE open_id = $1',
      [alice.openId],
    );
    const { openId: foreign } = await wechatEntry(ctx.app, 'demo');
    expect((await door(foreign)).body.data).toMatchObject({ openId: foreign });
    expect(await openIdOf(owner[0]!.mobile)).toBe(alice.openId);
    expect(await openIdOf(carol.mobile)).toMatch(/^o-sim-/);
  });
});
