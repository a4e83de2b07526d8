import { describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { checkDigitOf } from '../../../src/rules/idCard.ts';
import { BUILDING_HOSP_ID, DEMO_PASSWORD, demoUsers } from '../../seeds/seedData.ts';
import { MSG, WAIT_MSG } from '../../plugins/messages.ts';
import { enc, passwordLogin, smsCode, solvedCaptcha, wechatEntry } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';

const ctx = useTestApp();

const [alice, bob] = demoUsers as [(typeof demoUsers)[number], (typeof demoUsers)[number]];
const validId = (body: string) => body + checkDigitOf(body);

/** What the sign-up's profile step sends for 赵六 with `phone` and its sign. */
const signUpBody = (phone: string, sign: string) => ({
  name: '赵六',
  idType: 0 as const,
  idcard: enc(validId('11010519850612301')),
  mobile: enc(phone),
  password: enc('Newpass@88'),
  marital: 1,
  sign,
});

describe('graphic captcha and SMS codes', () => {
  it('draws a captcha as an SVG data URL under a key', async () => {
    const { data } = (await inject(ctx.app, api.captcha, undefined)).body;
    expect(data.key.length).toBeGreaterThan(10);
    expect(data.base64_img).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('draws the answer as outlines: the markup holds no text a program could read back', async () => {
    for (let i = 0; i < 20; i++) {
      const { data } = (await inject(ctx.app, api.captcha, undefined)).body;
      const svg = Buffer.from(data.base64_img.split(',')[1]!, 'base64').toString();
      expect(svg).not.toMatch(/<text/i);
      // The glyphs in one filled path (captcha.test.ts counts them), crossed by noise curves.
      expect(svg.match(/<path(?![^>]*fill="none")/g)).toHaveLength(1);
      expect(svg.match(/<path[^>]*fill="none"/g)!.length).toBeGreaterThanOrEqual(1);
      const answer = (
        await ctx.db.query<{ answer: string }>('SELECT answer FROM captchas WHERE key = $1', [
          data.key,
        ])
      )[0]!.answer;
      expect(svg).not.toContain(`>${answer[0]}<`);
    }
  });

  it('requires a right captcha before sending, when the hospital says so, and uses it up', async () => {
    const phone = '13900000001';
    const missing = await inject(ctx.app, api.sendSmsCode, { hospId: 1, phone: enc(phone) });
    expect(missing).toMatchObject({ status: 400, body: { msg: MSG.captchaRequired } });

    const captcha = await solvedCaptcha(ctx.app);
    const wrong = await inject(ctx.app, api.sendSmsCode, {
      hospId: 1,
      phone: enc(phone),
      ...captcha,
      captchaCode: 'ZZZZ',
    });
    expect(wrong).toMatchObject({ status: 400, body: { msg: MSG.captchaWrong } });
    // One try per captcha: the right answer after a wrong one is refused too.
    const again = await inject(ctx.app, api.sendSmsCode, {
      hospId: 1,
      phone: enc(phone),
      ...captcha,
    });
    expect(again.body.msg).toBe(MSG.captchaWrong);

    const sent = await inject(ctx.app, api.sendSmsCode, {
      hospId: 1,
      phone: enc(phone),
      ...(await solvedCaptcha(ctx.app)),
    });
    expect(sent.status).toBe(200);
    const outbox = (await ctx.app.inject(`/api/dev/smsOutbox?phone=${phone}`)).json().data as {
      code: string;
      body: string;
    };
    expect(outbox.code).toMatch(/^\d{4}$/);
    expect(outbox.body).toContain(outbox.code);
  });

  it('holds a one-minute cooldown and a daily cap per phone', async () => {
    const phone = '13900000002';
    await smsCode(ctx.app, phone);
    await ctx.db.query(
      "UPDATE sms_codes SET created_at = now() - interval '15 seconds' WHERE mobile = $1",
      [phone],
    );
    const soon = await inject(ctx.app, api.sendSmsCode, {
      hospId: 1,
      phone: enc(phone),
      ...(await solvedCaptcha(ctx.app)),
    });
    expect(soon.status).toBe(429);
    expect(soon.body.msg).toBe(WAIT_MSG.smsCooldown(45));

    await ctx.db.query(
      "UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1",
      [phone],
    );
    for (let i = 0; i < 9; i++) {
      await ctx.db.query(
        "INSERT INTO sms_codes (mobile, code_hash, created_at, expires_at) VALUES ($1, 'x', now() - interval '3 minutes', now())",
        [phone],
      );
    }
    const capped = await inject(ctx.app, api.sendSmsCode, {
      hospId: 1,
      phone: enc(phone),
      ...(await solvedCaptcha(ctx.app)),
    });
    expect(capped.status).toBe(429);
    expect(capped.body.msg).toBe(MSG.smsDailyCap);
  });

  it('refuses a phone that is not encrypted, or not a phone', async () => {
    const plain = await inject(ctx.app, api.sendSmsCode, { hospId: 1, phone: '13900000003' });
    expect(plain).toMatchObject({ status: 400, body: { msg: MSG.badInput } });
    const notPhone = await inject(ctx.app, api.sendSmsCode, {
      hospId: 1,
      phone: enc('12345'),
    });
    expect(notPhone).toMatchObject({ status: 400, body: { msg: MSG.phoneInvalid } });
  });

  it('accepts a code once, and not after it expires', async () => {
    const phone = '13900000004';
    const code = await smsCode(ctx.app, phone);
    const wrongCode = code === '0000' ? '0001' : '0000';
    expect(
      (await inject(ctx.app, api.checkCaptcha, { mobile: enc(phone), code: wrongCode })).status,
    ).toBe(400);
    const ok = await inject(ctx.app, api.checkCaptcha, { mobile: enc(phone), code });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.data).toBe('string');
    const reused = await inject(ctx.app, api.checkCaptcha, { mobile: enc(phone), code });
    expect(reused).toMatchObject({ status: 400, body: { msg: MSG.smsCodeWrong } });

    await ctx.db.query(
      "UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1",
      [phone],
    );
    const late = await smsCode(ctx.app, phone);
    await ctx.db.query(
      "UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE mobile = $1",
      [phone],
    );
    expect(
      (await inject(ctx.app, api.checkCaptcha, { mobile: enc(phone), code: late })).status,
    ).toBe(400);
  });
});

describe('password login, session and logout', () => {
  it('logs in with the hashed password and opens a session the API accepts', async () => {
    const res = await passwordLogin(ctx.app, alice.mobile, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const record = res.body.data as { id: number; name: string; mobile: string; token: string };
    expect(record).toMatchObject({ name: alice.name, mobile: alice.mobile });
    const state = await inject(ctx.app, api.getUserState, {}, record.token);
    // Her seeded exams (four published, one in progress); no order.
    expect(state.body.data).toEqual({ reportCount: 5, orderCount: 0, companyOrderCount: 0 });

    expect((await inject(ctx.app, api.logout, undefined, record.token)).status).toBe(200);
    const after = await inject(ctx.app, api.getUserState, {}, record.token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401 });
  });

  it('answers a wrong password and an unknown phone alike', async () => {
    const wrong = await passwordLogin(ctx.app, alice.mobile, 'Wrong@2026');
    const unknown = await passwordLogin(ctx.app, '13911112222', DEMO_PASSWORD);
    expect(wrong).toEqual({ status: 400, body: { code: 400, msg: MSG.loginFailed, data: null } });
    expect(unknown).toEqual(wrong);
  });

  it('says when a password is older than 90 days', async () => {
    const token = async (phone: string) =>
      ((await passwordLogin(ctx.app, phone, DEMO_PASSWORD)).body.data as { token: string }).token;
    expect(
      (await inject(ctx.app, api.checkPasswordExpire, undefined, await token(bob.mobile))).body
        .data,
    ).toBe(MSG.passwordExpired);
    expect(
      (await inject(ctx.app, api.checkPasswordExpire, undefined, await token(alice.mobile))).body
        .data,
    ).toBe('');
    expect((await inject(ctx.app, api.checkPasswordExpire, undefined)).status).toBe(401);
  });
});

describe('SMS login and sign-up', () => {
  it('logs a registered phone in by SMS code', async () => {
    await ctx.db.query(
      "UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1",
      [alice.mobile],
    );
    const code = await smsCode(ctx.app, alice.mobile);
    const res = await inject(ctx.app, api.smsLogin, {
      hospid: 1,
      username: enc(alice.mobile),
      captcha: code,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mobile: alice.mobile, token: expect.any(String) });
  });

  it('answers an unknown phone with code 204 and a sign that registers it once', async () => {
    const phone = '13900000010';
    const { openId: ticket } = await wechatEntry(ctx.app, 'new');
    const code = await smsCode(ctx.app, phone);
    const res = await inject(ctx.app, api.smsLogin, {
      hospid: 1,
      mobile: enc(phone),
      captcha: code,
      openid: ticket,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 204, msg: MSG.phoneNotRegistered });
    const sign = res.body.data as string;

    const register = (over: Record<string, unknown> = {}) =>
      inject(ctx.app, api.registerUser, {
        hospId: 1,
        name: '王五',
        idType: 0,
        idcard: enc(validId('11010519850612301')),
        mobile: enc(phone),
        password: enc('Newpass@88'),
        marital: 1,
        openId: ticket,
        sign,
        ...over,
      });
    const weak = await register({ password: enc('abcdefgh') });
    expect(weak.status).toBe(400);
    expect(weak.body.msg).toMatch(new RegExp(`^${MSG.passwordWeak}`));
    expect((await register({ idcard: enc('110105198506123010') })).body.msg).toBe(
      MSG.idcardInvalid,
    );
    expect((await register({ name: '一二三四五六七八九' })).body.msg).toBe(MSG.nameRequired);
    expect((await register({ idType: 1, idcard: enc('E12345678') })).body.msg).toBe(
      MSG.sexRequired,
    );
    expect((await register({ idType: 1, idcard: enc('E12345678'), sex: 2 })).body.msg).toBe(
      MSG.birthRequired,
    );
    expect((await register({ marital: undefined })).body.msg).toBe(MSG.maritalRequired);

    const ok = await register();
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: '王五', mobile: phone, token: expect.any(String) });

    const [profile] = await ctx.db.query<{
      sex: number;
      birth: Date;
      idcard_enc: string;
      is_self: boolean;
      relation: string;
    }>(
      `SELECT p.sex, p.birth, p.idcard_enc, p.is_self, p.relation FROM user_profiles p
         JOIN user_accounts a ON a.id = p.account_id WHERE a.mobile = $1`,
      [phone],
    );
    expect(profile).toMatchObject({ sex: 1, is_self: true, relation: 'self' });
    expect(profile?.idcard_enc).not.toContain('110105');
    const [account] = await ctx.db.query<{ open_id: string }>(
      'SELECT open_id FROM user_accounts WHERE mobile = $1',
      [phone],
    );
    // The ticket bound the OpenID WeChat verified, which the client never saw.
    expect(account?.open_id).toMatch(/^o-sim-/);

    // The sign is used up; the phone's owner, with a fresh one, learns it is registered.
    expect((await register()).body.msg).toBe(MSG.signInvalid);
    await ctx.db.query(
      "UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1",
      [phone],
    );
    const again = await smsCode(ctx.app, phone);
    const fresh = (await inject(ctx.app, api.checkCaptcha, { mobile: enc(phone), code: again }))
      .body.data as string;
    expect(await register({ sign: fresh })).toMatchObject({
      status: 409,
      body: { msg: MSG.phoneRegistered },
    });
    for (const table of ['user_profiles', 'sessions']) {
      await ctx.db.query(
        `DELETE FROM ${table} WHERE account_id = (SELECT id FROM user_accounts WHERE mobile = $1)`,
        [phone],
      );
    }
    await ctx.db.query('DELETE FROM user_accounts WHERE mobile = $1', [phone]);
    expect((await register()).body.msg).toBe(MSG.signInvalid);
  });
});

describe('password change', () => {
  it('changes the password with a fresh sign, and only with one', async () => {
    const phone = bob.mobile;
    await ctx.db.query(
      "UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1",
      [phone],
    );
    const code = await smsCode(ctx.app, phone);
    const sign = (await inject(ctx.app, api.checkCaptcha, { mobile: enc(phone), code })).body
      .data as string;

    const weak = await inject(ctx.app, api.updatePassword, {
      mobile: enc(phone),
      newPassword: enc('short'),
      sign,
    });
    expect(weak.body.msg).toBe(MSG.passwordTooShort);
    const changed = await inject(ctx.app, api.updatePassword, {
      mobile: enc(phone),
      newPassword: enc('Changed#2027'),
      sign,
    });
    expect(changed).toMatchObject({ status: 200, body: { msg: MSG.passwordChanged } });
    expect((await passwordLogin(ctx.app, phone, 'Changed#2027')).status).toBe(200);
    expect((await passwordLogin(ctx.app, phone, DEMO_PASSWORD)).status).toBe(400);

    const replay = await inject(ctx.app, api.updatePassword, {
      mobile: enc(phone),
      newPassword: enc('Another#2028'),
      sign,
    });
    expect(replay.body.msg).toBe(MSG.signInvalid);
  });
});

describe('a password change ends every other session (issue 10, item 4)', () => {
  const carol = demoUsers[2]!;
  const sessionStatus = async (token: string) =>
    (await inject(ctx.app, api.checkPasswordExpire, undefined, token)).status;
  async function freshSign() {
    await ctx.db.query(
      "UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1",
      [carol.mobile],
    );
    const code = await smsCode(ctx.app, carol.mobile);
    return (await inject(ctx.app, api.checkCaptcha, { mobile: enc(carol.mobile), code })).body
      .data as string;
  }
  const change = async (password: string, token?: string) =>
    inject(
      ctx.app,
      api.updatePassword,
      { mobile: enc(carol.mobile), newPassword: enc(password), sign: await freshSign() },
      token,
    );
  const tokenFor = async (password: string) =>
    ((await passwordLogin(ctx.app, carol.mobile, password)).body.data as { token: string }).token;

  it('logs out the other devices and keeps the one that changed it', async () => {
    const here = await tokenFor(DEMO_PASSWORD);
    const elsewhere = await tokenFor(DEMO_PASSWORD);
    expect([await sessionStatus(here), await sessionStatus(elsewhere)]).toEqual([200, 200]);
    expect((await change('Changed#2027', here)).status).toBe(200);
    expect(await sessionStatus(elsewhere)).toBe(401);
    expect(await sessionStatus(here)).toBe(200);
  });

  it('logs out every device after a reset from the login page', async () => {
    const before = await tokenFor('Changed#2027');
    expect((await change('Another#2028')).status).toBe(200);
    expect(await sessionStatus(before)).toBe(401);
    expect(await sessionStatus(await tokenFor('Another#2028'))).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    { ep: api.passwordLogin, payload: { username: enc('13800000001'), password: 'not-a-hash' } },
    { ep: api.smsLogin, payload: { username: enc('13800000001'), captcha: '12345' } },
    { ep: api.checkCaptcha, payload: { mobile: enc('13800000001') } },
    { ep: api.registerUser, payload: { hospId: 1 } },
  ])('$ep.path answers 400 in the envelope', async ({ ep, payload }) => {
    const res = await inject(ctx.app, ep, payload as never);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });

  it('answers a body that is not JSON with a 4xx in the envelope', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: api.sendSmsCode.path,
      payload: '{"hospId": 1,',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 400, data: null });
    const text = await ctx.app.inject({
      method: 'POST',
      url: api.sendSmsCode.path,
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 415 });
  });

  it('voids an SMS code after five wrong guesses', async () => {
    const phone = '13900000020';
    const code = await smsCode(ctx.app, phone);
    const wrong = code === '1111' ? '2222' : '1111';
    for (let i = 0; i < 5; i++)
      await inject(ctx.app, api.checkCaptcha, { mobile: enc(phone), code: wrong });
    const right = await inject(ctx.app, api.checkCaptcha, { mobile: enc(phone), code });
    expect(right).toMatchObject({ status: 400, body: { msg: MSG.smsCodeWrong } });
  });
});

describe('sign-up at a branch under construction', () => {
  it('is refused before the sign is used, so the patient can sign up at an open branch', async () => {
    const phone = '13900000030';
    const code = await smsCode(ctx.app, phone);
    const sign = (await inject(ctx.app, api.checkCaptcha, { mobile: enc(phone), code })).body
      .data as string;
    const body = signUpBody(phone, sign);
    const building = await inject(ctx.app, api.registerUser, {
      ...body,
      hospId: BUILDING_HOSP_ID,
    });
    expect(building).toMatchObject({ status: 400, body: { msg: MSG.branchBuilding } });
    const rows = await ctx.db.query('SELECT 1 FROM user_accounts WHERE mobile = $1', [phone]);
    expect(rows).toHaveLength(0);
    expect((await inject(ctx.app, api.registerUser, { ...body, hospId: 1 })).status).toBe(200);
  });
});

describe('a made-up sign tells nothing of the phone', () => {
  it('answers a reset and a sign-up alike for a registered and an unregistered phone', async () => {
    const sign = 'x'.repeat(32);
    const answers = [];
    for (const phone of [alice.mobile, '13900000031']) {
      const reset = await inject(ctx.app, api.updatePassword, {
        mobile: enc(phone),
        newPassword: enc('Other@2026xx'),
        sign,
      });
      const signUp = await inject(ctx.app, api.registerUser, {
        hospId: 1,
        ...signUpBody(phone, sign),
      });
      answers.push({ reset, signUp });
    }
    const refused = { status: 400, body: { code: 400, msg: MSG.signInvalid, data: null } };
    expect(answers).toEqual([
      { reset: refused, signUp: refused },
      { reset: refused, signUp: refused },
    ]);
  });
});
