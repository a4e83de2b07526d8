import { describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { loginPasswordHash } from '../../../src/rules/fieldCrypto.ts';
import { DEMO_PASSWORD, demoUsers } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { enc } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';

// Issue 11, item 9: the password login as the spec sends it (hospid, username, password,
// openid, mobile, captcha).
const ctx = useTestApp();
const phone = demoUsers[0]!.mobile;

const specBody = (over: Record<string, unknown> = {}) => ({
  hospid: 1,
  username: enc(phone),
  password: loginPasswordHash(DEMO_PASSWORD, phone),
  openid: '',
  mobile: enc(phone),
  captcha: '',
  ...over,
});

describe('POST api/Auth/Login with the spec fields', () => {
  it('logs in with all six fields, openid and captcha empty', async () => {
    const res = await inject(ctx.app, api.passwordLogin, specBody());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mobile: phone });
  });

  it('still refuses a wrong password, whatever mobile says', async () => {
    const res = await inject(
      ctx.app,
      api.passwordLogin,
      specBody({ password: loginPasswordHash('wrong-password', phone) }),
    );
    expect(res).toMatchObject({ status: 400, body: { msg: MSG.loginFailed } });
  });
});
