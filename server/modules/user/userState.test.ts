import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginUser, PersonalOrder } from '../../../src/contract/index.ts';
import { BUILDING_HOSP_ID, demoUsers, OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { checkDigitOf } from '../../../src/rules/idCard.ts';
import { demoToken, enc, smsCode } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

// Issue 11, item 5: the user centre counted every branch's orders while the order list
// showed one branch's.
const ctx = useTestApp();
const DEMO = 3;
let token = '';

beforeAll(async () => {
  token = await demoToken(ctx.app, DEMO);
  const [self] = await ctx.db.query<{ id: number }>(
    'SELECT p.id FROM user_profiles p JOIN user_accounts a ON a.id = p.account_id WHERE a.mobile = $1 AND p.is_self',
    [demoUsers[DEMO]!.mobile],
  );
  // One booking at each branch: made as drafts, then marked booked (the other branch is
  // still being built, so it takes no bookings through the API).
  for (const hospId of [OPEN_HOSP_ID, BUILDING_HOSP_ID]) {
    const made = await inject(
      ctx.app,
      api.createUserOrder,
      { hospId: OPEN_HOSP_ID, packageId: 1, profileId: self!.id },
      token,
    );
    const { orderNo } = made.body.data as PersonalOrder;
    await ctx.db.query(
      'UPDATE personal_orders SET appoint_status = 1, hosp_id = $2 WHERE order_no = $1',
      [orderNo, hospId],
    );
  }
});

/** The account's state; a test of the spelling names hospId as it likes. */
const state = async (query: object = {}) =>
  (await inject(ctx.app, api.getUserState, query as never, token)).body;

describe('GET /api/user/getUserState', () => {
  it("counts one branch's orders when given hospId, in either spelling", async () => {
    expect((await state({ hospId: OPEN_HOSP_ID })).data.orderCount).toBe(1);
    expect((await state({ hospid: BUILDING_HOSP_ID })).data.orderCount).toBe(1);
  });

  it('counts every branch without it, as the spec calls it', async () => {
    expect((await state()).data.orderCount).toBe(2);
  });
});

describe('GET /api/user/getUserState reportCount', () => {
  it("counts the exams of the account's people, self and relative, as the report centre lists them", async () => {
    const profiles = (await inject(ctx.app, api.profileList, {}, token)).body.data;
    expect(profiles).toHaveLength(2);
    let listed = 0;
    for (const p of profiles)
      listed += (await inject(ctx.app, api.examRecords, { profileId: p.id }, token)).body.data
        .length;
    // The seed gives one of the two people four published exams and one in progress, the
    // other three published ones.
    expect(listed).toBe(8);
    expect((await state()).data.reportCount).toBe(8);
    expect((await state({ hospId: OPEN_HOSP_ID })).data.reportCount).toBe(8);
    expect((await state({ hospId: BUILDING_HOSP_ID })).data.reportCount).toBe(0);
  });

  it('is 0 for a fresh account whose person has no exam', async () => {
    const phone = '13900000061';
    const code = await smsCode(ctx.app, phone);
    const sign = (await inject(ctx.app, api.checkCaptcha, { mobile: enc(phone), code })).body
      .data as string;
    const made = await inject(ctx.app, api.registerUser, {
      hospId: OPEN_HOSP_ID,
      name: '周九',
      idType: 0,
      idcard: enc('11010519850612301' + checkDigitOf('11010519850612301')),
      mobile: enc(phone),
      password: enc('Newpass@88'),
      marital: 1,
      sign,
    });
    const fresh = (made.body.data as LoginUser).token;
    const answer = await inject(ctx.app, api.getUserState, {}, fresh);
    expect(answer.body.data).toEqual({ reportCount: 0, orderCount: 0, companyOrderCount: 0 });
  });
});
