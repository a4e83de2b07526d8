import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { demoToken, enc } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { TEAM_REQUEST_CAPS } from './teamRequestCaps.ts';

// Issue 28: withdraw-and-resubmit cycles of team requests are capped per account.
const ctx = useTestApp();
let token: string;

beforeAll(async () => {
  token = await demoToken(ctx.app, 0);
});

const valid = { hosp_id: 1, company_name: '杭州云帆科技', contact: '张经理' };
const submit = () =>
  inject(ctx.app, api.saveTeamRequirement, { ...valid, phone_num: enc('13912345678') }, token);
const withdraw = (id: number) =>
  inject(ctx.app, api.saveTeamRequirement, { hosp_id: 1, id, status: 9 }, token);

/** Every team request stored: in this database only the test's account sends them. */
const requestsStored = async () =>
  (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM team_requirements'))[0]!.n;

/** Submits and withdraws `n` times, each refusal-free. */
async function cycles(n: number) {
  for (let i = 0; i < n; i++) {
    const sent = await submit();
    expect(sent.status).toBe(200);
    expect((await withdraw((sent.body.data as { id: number }).id)).status).toBe(200);
  }
}

describe('caps on the team requests of one account', () => {
  it(`${TEAM_REQUEST_CAPS.perDay} submits a day, withdrawn ones counted, then a Chinese 429`, async () => {
    await cycles(TEAM_REQUEST_CAPS.perDay);
    const stored = await requestsStored();
    expect(await submit()).toMatchObject({
      status: 429,
      body: { code: 429, msg: '今天提交团检申请的次数已达上限（5 次），请明天再提交' },
    });
    expect(await requestsStored()).toBe(stored);
    // The next day the account may send again.
    await ctx.db.query("UPDATE team_requirements SET create_time = now() - interval '1 day'");
    await cycles(1);
  });

  it(`${TEAM_REQUEST_CAPS.total} in all, then a Chinese refusal`, async () => {
    await ctx.db.query(
      `INSERT INTO team_requirements (hosp_id, user_account_id, company_name, contact,
          phone_num_enc, remark, status, create_time)
       SELECT hosp_id, user_account_id, company_name, contact, phone_num_enc, remark, 9,
              now() - interval '3 days'
         FROM (SELECT * FROM team_requirements ORDER BY id DESC LIMIT 1) r,
              generate_series(1, $1 - (SELECT count(*)::int FROM team_requirements))`,
      [TEAM_REQUEST_CAPS.total],
    );
    expect(await submit()).toMatchObject({
      status: 409,
      body: { msg: '团检申请次数已达上限（100 次），请直接联系体检中心' },
    });
  });
});
