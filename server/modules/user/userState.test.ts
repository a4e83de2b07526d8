import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonalOrder, UserState } from '../../../src/contract/index.ts';
import { BUILDING_HOSP_ID, demoUsers, OPEN_HOSP_ID } from '../../db/seedData.ts';
import { demoToken, post } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';

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
    const made = await post(
      ctx.app,
      '/api/PersonalOrder/CreateUserOrder',
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

const state = async (query = '') =>
  (
    await ctx.app.inject({
      url: `/api/user/getUserState${query}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json() as { code: number; data: UserState };

describe('GET /api/user/getUserState', () => {
  it("counts one branch's orders when given hospId, in either spelling", async () => {
    expect((await state(`?hospId=${OPEN_HOSP_ID}`)).data.orderCount).toBe(1);
    expect((await state(`?hospid=${BUILDING_HOSP_ID}`)).data.orderCount).toBe(1);
  });

  it('counts every branch without it, as the spec calls it', async () => {
    expect((await state()).data.orderCount).toBe(2);
  });
});
