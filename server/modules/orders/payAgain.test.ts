import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonalOrder } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { demoToken } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { addDays, bookingWindow } from '../schedule/service.ts';

// A second booking of one person on one day, paying later for an unpaid online booking, and
// the switches' questions with blank lists.

const ctx = useTestApp();
let token: string;
let self: number;
let other: number;
const answers = { company_name: '个人', payment_option: '银行卡' };

/** The n-th Monday-to-Friday day of the booking window, past the new year closure. */
function workday(n: number): string {
  const { start, end } = bookingWindow();
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) {
    const w = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (w >= 1 && w <= 5 && !d.endsWith('-01-01') && !(d >= '2027-02-05' && d <= '2027-02-11'))
      days.push(d);
  }
  return days[n]!;
}

beforeAll(async () => {
  token = await demoToken(ctx.app, 0);
  const [row] = await ctx.db.query<{ id: number }>(
    `SELECT p.id FROM user_profiles p JOIN user_accounts a ON a.id = p.account_id
      WHERE a.mobile = $1 AND p.is_self`,
    [demoUsers[0]!.mobile],
  );
  self = row!.id;
  // Another person of the same account.
  const [copy] = await ctx.db.query<{ id: number }>(
    `INSERT INTO user_profiles (account_id, name, sex, birth, marital, id_type, idcard_enc,
                                idcard_hmac, mobile_enc, relation)
     SELECT account_id, '张小三', sex, birth, marital, id_type, idcard_enc, idcard_hmac || '-2',
            mobile_enc, 'child'
       FROM user_profiles WHERE id = $1 RETURNING id`,
    [self],
  );
  other = copy!.id;
});

async function book(profileId: number, day: string, payment = 0, timeRangeId = 1) {
  const drafted = await inject(
    ctx.app,
    api.createUserOrder,
    { hospId: 1, packageId: 1, profileId },
    token,
  );
  const { orderNo } = drafted.body.data as PersonalOrder;
  const saved = await inject(
    ctx.app,
    api.saveUserOrder,
    { orderNo, appointDate: day, timeRangeId, payment, extraData: answers },
    token,
  );
  return { orderNo, saved };
}

const activeOn = async (profileId: number, day: string) =>
  (
    await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM personal_orders WHERE profile_id = $1 AND appoint_date = $2 AND appoint_status = 1',
      [profileId, day],
    )
  )[0]!.n;

describe('one booking per person and day', () => {
  it('refuses a second booking of the same person on the same day, and leaves it a draft', async () => {
    const day = workday(3);
    expect((await book(self, day)).saved.status).toBe(200);
    const again = await book(self, day, 0, 2);
    expect(again.saved).toMatchObject({ status: 409, body: { msg: MSG.duplicateBooking } });
    expect(await activeOn(self, day)).toBe(1);
    // Another person of the account, or another day, books.
    expect((await book(other, day)).saved.status).toBe(200);
    expect((await book(self, workday(4))).saved.status).toBe(200);
  });

  it('holds when the same form is sent many times at once', async () => {
    const day = workday(5);
    const tries = await Promise.all(Array.from({ length: 6 }, () => book(self, day)));
    expect(tries.filter((t) => t.saved.status === 200)).toHaveLength(1);
    expect(tries.filter((t) => t.saved.body.msg === MSG.duplicateBooking)).toHaveLength(5);
    expect(await activeOn(self, day)).toBe(1);
  });

  it('a cancelled booking frees the day; a change of date onto a booked day is refused', async () => {
    const day = workday(6);
    const first = await book(self, day);
    await inject(ctx.app, api.cancelOrder, { Value: first.orderNo }, token);
    expect((await book(self, day)).saved.status).toBe(200);
    const later = await book(self, workday(7));
    const move = await inject(
      ctx.app,
      api.changeOrderDate,
      { orderNo: later.orderNo, orderDate: day, timeRangeId: 2 },
      token,
    );
    expect(move).toMatchObject({ status: 409, body: { msg: MSG.duplicateBooking } });
  });
});

describe('paying later', () => {
  const pay = (orderNo: string, as = token) =>
    inject(ctx.app, api.payOrder, { Value: orderNo }, as);
  const cashierToken = (order: PersonalOrder) =>
    new URL(order.tradeUrl!, 'http://x').searchParams.get('token');

  it('opens a new trade for an unpaid online booking, and the first cashier page is void', async () => {
    const { orderNo, saved } = await book(self, workday(8), 1);
    const first = saved.body.data as PersonalOrder;
    // The payer gives up at the cashier.
    await ctx.app.inject(`/sim/cashier/pay?token=${cashierToken(first)}&result=close`);

    const again = await pay(orderNo);
    expect(again.status).toBe(200);
    const paying = again.body.data as PersonalOrder;
    expect(paying).toMatchObject({ orderNo, tradeStatus: 'WAIT_BUYER_PAY', payStatus: 0 });
    expect(cashierToken(paying)).not.toBe(cashierToken(first));
    const old = await ctx.app.inject(`/sim/cashier?token=${cashierToken(first)}`);
    expect(old.statusCode).toBe(404);

    await ctx.app.inject(`/sim/cashier/pay?token=${cashierToken(paying)}&result=success`);
    const [row] = await ctx.db.query<{ pay_status: number }>(
      'SELECT pay_status FROM personal_orders WHERE order_no = $1',
      [orderNo],
    );
    expect(row?.pay_status).toBe(1);
    expect(await pay(orderNo)).toMatchObject({ status: 409, body: { msg: MSG.alreadyPaid } });
  });

  it('closes a trade still waiting before opening another, so nobody pays twice', async () => {
    const { orderNo, saved } = await book(self, workday(9), 1);
    const first = saved.body.data as PersonalOrder;
    expect((await pay(orderNo)).status).toBe(200);
    const late = await ctx.app.inject(
      `/sim/cashier/pay?token=${cashierToken(first)}&result=success`,
    );
    expect(late.statusCode).toBe(404);
  });

  it('refuses an order paid on site, a draft, and another account', async () => {
    const onSite = await book(self, workday(10), 0);
    expect(await pay(onSite.orderNo)).toMatchObject({ status: 409, body: { msg: MSG.notPayable } });
    const online = await book(self, workday(11), 1);
    const bob = await demoToken(ctx.app, 1);
    expect((await pay(online.orderNo, bob)).status).toBe(404);
    expect((await pay(online.orderNo, 'nobody')).status).toBe(401);
  });
});

describe('questions with blank lists', () => {
  it('books with a typed company and no payment option when the hospital listed none', async () => {
    await ctx.db.query(
      `UPDATE hosp_configs SET detail_note = NULL
        WHERE hosp_id = 1 AND code IN ('show_company_name_input', 'show_payment_options')`,
    );
    const drafted = await inject(
      ctx.app,
      api.createUserOrder,
      { hospId: 1, packageId: 1, profileId: other },
      token,
    );
    const { orderNo } = drafted.body.data as PersonalOrder;
    const save = (extraData: Record<string, unknown>) =>
      inject(
        ctx.app,
        api.saveUserOrder,
        { orderNo, appointDate: workday(12), timeRangeId: 1, payment: 0, extraData },
        token,
      );
    expect((await save({ company_name: ' ' })).body.msg).toBe(MSG.companyRequired);
    const saved = await save({ company_name: '某某科技有限公司' });
    expect(saved.status).toBe(200);
    expect((saved.body.data as PersonalOrder).extraData).toEqual({
      company_name: '某某科技有限公司',
    });
  });
});
