// Issue 39, item 4: adding a relative spends its SMS code through auth's face with the same
// per-address guessing limit as the SMS login, not the raw repository function.
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { checkDigitOf } from '../../../src/rules/idCard.ts';
import { MSG, WAIT_MSG } from '../../plugins/messages.ts';
import { demoToken, enc, smsCode } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { LIMITS } from '../auth/index.ts';

const ctx = useTestApp();
let alice: string;
/** Wrong codes one address may make in an hour before it is slowed down. */
const ADDRESS_STEP = LIMITS.codesPerAddress.steps[0]!.after;

beforeAll(async () => {
  alice = await demoToken(ctx.app, 0);
});

const addRelative = (from: string, mobile: string, code: string) =>
  inject(
    ctx.app,
    api.addProfile,
    {
      name: '张母',
      idType: 0,
      idcard: enc('33010619600305202' + checkDigitOf('33010619600305202')),
      marital: 1,
      relation: 'parents',
      mobile: enc(mobile),
      smsCode: code,
    },
    alice,
    { remoteAddress: from },
  );

const profileCount = async () =>
  (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_profiles'))[0]!.n;

describe('adding a relative spends its SMS code under the guessing limit', () => {
  it('counts a wrong code against the address, then refuses as the SMS login does', async () => {
    const from = '10.39.4.1';
    const mobile = '13700003901';
    // Earlier wrong codes from the address: one short of where it is slowed down.
    await ctx.db.query(
      `INSERT INTO auth_attempts (kind, subject, created_at)
       SELECT 'code_fail', $1, now() - interval '20 minutes' FROM generate_series(1, $2)`,
      [`ip:${from}`, ADDRESS_STEP - 1],
    );
    const code = await smsCode(ctx.app, mobile);
    const wrong = code === '0000' ? '0001' : '0000';
    expect(await addRelative(from, mobile, wrong)).toMatchObject({
      status: 400,
      body: { msg: MSG.smsCodeWrong },
    });
    const before = await profileCount();

    const refused = await addRelative(from, mobile, code);
    expect(refused).toEqual({
      status: 429,
      body: { code: 429, msg: WAIT_MSG.tooManyTries(60), data: null },
    });
    expect(await profileCount()).toBe(before);
    // The SMS login from that address gets the very same refusal.
    const login = await inject(
      ctx.app,
      api.smsLogin,
      {
        mobile: enc(mobile),
        captcha: code,
      },
      undefined,
      { remoteAddress: from },
    );
    expect(login).toEqual(refused);
  });
});
