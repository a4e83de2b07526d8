import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonalOrder, UserState } from '../../../src/contract/index.ts';
import { buildApp } from '../../app.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import type { PaymentGateway } from '../../plugins/outside/payments.ts';
import { simulatedCashier } from '../simulators/gateways.ts';
import { OPEN_DRAFTS_KEPT } from './service.ts';
import { addDays, bookingWindow, MSG_NOT_OPEN, MSG_REST } from '../schedule/service.ts';
import { demoToken } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

const ctx = useTestApp();
let alice: string;
let bob: string;
let aliceSelf: number;

const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
/** Weekdays (Monday to Friday) of the booking window, in order. */
function workdays(): string[] {
  const { start, end } = bookingWindow();
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1))
    if (weekday(d) >= 1 && weekday(d) <= 5) days.push(d);
  return days.filter(
    (d) => !d.startsWith('2027-01-01') && !(d >= '2027-02-05' && d <= '2027-02-11'),
  );
}

beforeAll(async () => {
  alice = await demoToken(ctx.app, 0);
  bob = await demoToken(ctx.app, 1);
  const [self] = await ctx.db.query<{ id: number }>(
    'SELECT p.id FROM user_profiles p JOIN user_accounts a ON a.id = p.account_id WHERE a.mobile = $1 AND p.is_self',
    [demoUsers[0]!.mobile],
  );
  aliceSelf = self!.id;
});

const draft = async (token = alice, over: Record<string, unknown> = {}) =>
  inject(
    ctx.app,
    api.createUserOrder,
    { hospId: 1, packageId: 1, profileId: aliceSelf, ...over },
    token,
  );

/**
 * Another person on alice's account, a copy of herself: a person is booked once a day, and
 * these tests book many times on the same days.
 */
async function newPerson(): Promise<number> {
  const [row] = await ctx.db.query<{ id: number }>(
    `INSERT INTO user_profiles (account_id, name, sex, birth, marital, id_type, idcard_enc,
                                idcard_hmac, mobile_enc, relation)
     SELECT account_id, name, sex, birth, marital, id_type, idcard_enc,
            idcard_hmac || '-' || gen_random_uuid(), mobile_enc, 'other'
       FROM user_profiles WHERE id = $1 RETURNING id`,
    [aliceSelf],
  );
  return row!.id;
}

/** A fresh draft of alice's for a new person, by its order number. */
const newDraftNo = async () =>
  ((await draft(alice, { profileId: await newPerson() })).body.data as PersonalOrder).orderNo;

// The open branch asks for a company and, on site, a payment option: the form's answers.
const answers = { company_name: '个人', payment_option: '银行卡' };

/** The cashier's token of each order booked online here, read from the answer's tradeUrl. */
const tokens = new Map<string, string>();
const tokenOf = (no: string) => tokens.get(no) ?? no;

const save = (
  orderNo: string,
  appointDate: string,
  timeRangeId = 1,
  token = alice,
  payment = 0,
  extraData: Record<string, unknown> = answers,
) =>
  inject(
    ctx.app,
    api.saveUserOrder,
    { orderNo, appointDate, timeRangeId, payment, extraData },
    token,
  ).then((res) => {
    const tradeUrl = (res.body.data as { tradeUrl?: string | null } | null)?.tradeUrl;
    const cashierToken = tradeUrl && new URL(tradeUrl, 'http://x').searchParams.get('token');
    if (cashierToken) tokens.set(orderNo, cashierToken);
    return res;
  });

async function booked(day: string, range = 1) {
  const no = await newDraftNo();
  const res = await save(no, day, range);
  expect(res.status).toBe(200);
  return no;
}

/** The simulated cashier's page for an order; `result` is what the payer did there. */
const cashierPay = (no: string, result?: 'success' | 'close', app = ctx.app) =>
  app.inject(`/sim/cashier/pay?token=${tokenOf(no)}${result ? `&result=${result}` : ''}`);

/** An order of alice's booked to be paid online, which the cashier then settles as `result`. */
async function settledOnline(
  day: string,
  range: number,
  payment: number,
  result: 'success' | 'close',
) {
  const no = await newDraftNo();
  await save(no, day, range, alice, payment);
  await cashierPay(no, result);
  return no;
}

async function tradeRow(no: string) {
  const [row] = await ctx.db.query<{
    appoint_status: number;
    pay_status: number;
    trade_no: string | null;
    trade_status: string | null;
    trade_response_time: Date | string | null;
  }>(
    'SELECT appoint_status, pay_status, trade_no, trade_status, trade_response_time FROM personal_orders WHERE order_no = $1',
    [no],
  );
  return row;
}

const orderId = async (no: string) =>
  (
    await ctx.db.query<{ id: number }>('SELECT id FROM personal_orders WHERE order_no = $1', [no])
  )[0]!.id;

const finish = (id: number | string, token?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/order/${id}/finish`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const cancel = (no: string, token = alice) =>
  inject(ctx.app, api.cancelOrder, { Value: no }, token);

const reschedule = (no: string, orderDate: string, timeRangeId: number, token = alice) =>
  inject(ctx.app, api.changeOrderDate, { orderNo: no, orderDate, timeRangeId }, token);

async function slot(day: string, range: number) {
  const [row] = await ctx.db.query<{ order_num: number }>(
    'SELECT order_num FROM schedule_slots WHERE hosp_id = 1 AND day = $1 AND time_range_id = $2',
    [day, range],
  );
  return row?.order_num ?? 0;
}

describe('GetSchedules', () => {
  it('covers tomorrow to 30 days ahead with the rest, closed and open days labelled', async () => {
    const { body } = await inject(ctx.app, api.personalSchedules, { hospId: 1 });
    const { start, end } = bookingWindow();
    expect(body.data).toHaveLength(30);
    expect(body.data[0]?.dayValue).toBe(start);
    expect(body.data.at(-1)?.dayValue).toBe(end);
    for (const d of body.data) {
      if (weekday(d.dayValue) === 0)
        expect(d).toMatchObject({ isOpen: false, orderable: false, reason: MSG_REST });
      if (weekday(d.dayValue) === 6) {
        expect(d.limitNumPm).toBe(0);
        expect(d.timeRanges.find((r) => r.period === 1)?.orderable).toBe(false);
      }
    }
    const open = body.data.find((d) => d.dayValue === workdays()[0]);
    expect(open).toMatchObject({
      isOpen: true,
      orderable: true,
      reason: '',
      limitNumAm: 75,
      limitNumPm: 10,
    });
  });

  it('labels a day with no seats at all as not open', async () => {
    const d = workdays()[1]!;
    await ctx.db.query(
      'INSERT INTO schedule_slots (hosp_id, day, time_range_id, limit_num) SELECT 1, $1, id, 0 FROM time_ranges',
      [d],
    );
    const { body } = await inject(ctx.app, api.personalSchedules, { hospId: 1 });
    expect(body.data.find((x) => x.dayValue === d)).toMatchObject({
      isOpen: true,
      orderable: false,
      reason: MSG_NOT_OPEN,
    });
  });
});

describe('drafts and booking', () => {
  it('creates a draft priced with its add-ons, for a profile of the caller only', async () => {
    const res = await draft(alice, { addItems: [25] });
    const order = res.body.data as PersonalOrder;
    expect(order).toMatchObject({ appointStatus: 0, payStatus: 0, packageId: 1 });
    const [extra] = await ctx.db.query<{ price: number }>(
      'SELECT price::float8 AS price FROM items WHERE id = 25',
    );
    expect(order.totalPrice).toBe(299 + (extra?.price ?? 0));
    expect(order.details.length).toBeGreaterThan(1);

    expect((await draft(bob)).status).toBe(404);
    expect((await draft(alice, { packageId: 3 })).body.msg).toBe(MSG.sexMismatch);
    expect((await draft(alice, { packageId: 13 })).body.msg).toBe(MSG.packageNotBookable);
  });

  it('books a draft once, inside the window, for its owner', async () => {
    const no = await newDraftNo();
    const day = workdays()[2]!;
    expect((await save(no, bookingWindow().start.replace(/\d{2}$/, '00'))).status).toBe(400);
    expect((await save(no, addDays(bookingWindow().end, 1))).body.msg).toBe(MSG.dateOutOfWindow);
    expect((await save(no, day, 1, bob)).status).toBe(404);
    expect((await save(no, day, 1, alice, 99)).body.msg).toBe(MSG.paymentInvalid);

    const before = await slot(day, 1);
    const ok = await save(no, day);
    expect(ok.body.data).toMatchObject({
      appointStatus: 1,
      appointDate: day,
      appointTimeRangeId: 1,
      appointPeriod: 0,
    });
    expect(await slot(day, 1)).toBe(before + 1);
    expect((await save(no, day)).body.msg).toBe(MSG.orderNotDraft);
  });

  it('books exactly the seats there are when 50 people save for 3 seats at once', async () => {
    const day = workdays()[3]!;
    await ctx.db.query(
      'INSERT INTO schedule_slots (hosp_id, day, time_range_id, limit_num) VALUES (1, $1, 2, 3)',
      [day],
    );
    const drafts = await Promise.all(Array.from({ length: 50 }, newDraftNo));
    const results = await Promise.all(drafts.map((no) => save(no, day, 2)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(47);
    for (const r of refused) expect(r).toMatchObject({ status: 409, body: { msg: MSG.slotFull } });
    expect(await slot(day, 2)).toBe(3);
  });
});

describe('open drafts (issue 10, item 9)', () => {
  it('keeps an account at most OPEN_DRAFTS_KEPT drafts, dropping the oldest', async () => {
    const first = await newDraftNo();
    for (let i = 0; i < OPEN_DRAFTS_KEPT; i++) await newDraftNo();
    const [{ n }] = (await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM personal_orders o JOIN user_accounts a ON a.id = o.account_id
        WHERE o.appoint_status = 0 AND a.mobile = $1`,
      [demoUsers[0]!.mobile],
    )) as [{ n: number }];
    expect(n).toBe(OPEN_DRAFTS_KEPT);
    expect(await tradeRow(first)).toBeUndefined();
  });
});

describe('closed days and ranges (issue 10, item 10)', () => {
  /** The window's days that fall on `day` of the week (0 is Sunday). */
  const inWindow = (day: number) => {
    const { start, end } = bookingWindow();
    const days: string[] = [];
    for (let d = start; d <= end; d = addDays(d, 1)) if (weekday(d) === day) days.push(d);
    return days;
  };

  it('refuses a Sunday, a holiday and a day with no seats as closed, not as full', async () => {
    const [holiday, noSeats] = [workdays()[14]!, workdays()[15]!];
    await ctx.db.query("INSERT INTO closed_days (hosp_id, day, reason) VALUES (1, $1, '院庆')", [
      holiday,
    ]);
    await ctx.db.query(
      'INSERT INTO schedule_slots (hosp_id, day, time_range_id, limit_num) SELECT 1, $1, id, 0 FROM time_ranges',
      [noSeats],
    );
    const no = await newDraftNo();
    for (const day of [inWindow(0)[0]!, holiday, noSeats])
      expect({ day, ...(await save(no, day)) }).toMatchObject({
        day,
        status: 400,
        body: { msg: MSG.dayClosed },
      });
    expect(await tradeRow(no)).toMatchObject({ appoint_status: 0 });
    expect(await slot(inWindow(0)[0]!, 1)).toBe(0);
    // A Saturday is open in the morning only: its afternoon is a closed range.
    expect(await save(no, inWindow(6)[0]!, 4)).toMatchObject({
      status: 400,
      body: { msg: MSG.rangeClosed },
    });
  });

  it('refuses a time range the branch does not have as closed, not as full', async () => {
    const no = await newDraftNo();
    for (const range of [99, 2_000_000_000])
      expect({ range, ...(await save(no, workdays()[17]!, range)) }).toMatchObject({
        range,
        status: 400,
        body: { msg: MSG.rangeClosed },
      });
    expect(await tradeRow(no)).toMatchObject({ appoint_status: 0 });
  });

  it('refuses to move a booking to a Sunday, keeping its seat', async () => {
    const day = workdays()[16]!;
    const no = await booked(day);
    const taken = await slot(day, 1);
    expect(await reschedule(no, inWindow(0)[1]!, 1)).toMatchObject({
      status: 400,
      body: { msg: MSG.dayClosed },
    });
    expect(await slot(day, 1)).toBe(taken);
    expect(await tradeRow(no)).toMatchObject({ appoint_status: 1 });
  });
});

describe('cancel and reschedule', () => {
  it('cancels a booked order and gives its seat back; only once, and never a draft', async () => {
    const day = workdays()[4]!;
    const no = await booked(day);
    const taken = await slot(day, 1);
    const res = await inject(ctx.app, api.cancelOrder, { Value: no }, alice);
    expect(res.body.msg).toBe(MSG.orderCancelled);
    expect(await slot(day, 1)).toBe(taken - 1);
    expect((await inject(ctx.app, api.cancelOrder, { Value: no }, alice)).body.msg).toBe(
      MSG.onlyBooked,
    );
    const draftNo = await newDraftNo();
    expect((await inject(ctx.app, api.cancelOrder, { Value: draftNo }, alice)).status).toBe(409);
    expect((await inject(ctx.app, api.cancelOrder, { Value: 'P000000000' }, alice)).status).toBe(
      404,
    );
  });

  it('refuses to cancel an order paid online', async () => {
    const no = await booked(workdays()[5]!);
    await ctx.db.query(
      'UPDATE personal_orders SET payment = 1, pay_status = 1 WHERE order_no = $1',
      [no],
    );
    const res = await inject(ctx.app, api.cancelOrder, { Value: no }, alice);
    expect(res).toMatchObject({ status: 409, body: { msg: MSG.paidNoCancel } });
  });

  it('moves a booking to a new seat atomically, and keeps the old one when the new is full', async () => {
    const [from, to, full] = [workdays()[6]!, workdays()[7]!, workdays()[8]!];
    const no = await booked(from);
    const [fromBefore, toBefore] = [await slot(from, 1), await slot(to, 3)];
    const moved = await inject(
      ctx.app,
      api.changeOrderDate,
      { orderNo: no, orderDate: to, timeRangeId: 3 },
      alice,
    );
    expect(moved.body.data).toMatchObject({ appointDate: to, appointTimeRangeId: 3 });
    expect([await slot(from, 1), await slot(to, 3)]).toEqual([fromBefore - 1, toBefore + 1]);

    await ctx.db.query(
      'INSERT INTO schedule_slots (hosp_id, day, time_range_id, limit_num, order_num) VALUES (1, $1, 1, 1, 1)',
      [full],
    );
    const refused = await inject(
      ctx.app,
      api.changeOrderDate,
      { orderNo: no, orderDate: full, timeRangeId: 1 },
      alice,
    );
    expect(refused).toMatchObject({ status: 409, body: { msg: MSG.slotFull } });
    expect(await slot(to, 3)).toBe(toBefore + 1);

    await inject(ctx.app, api.cancelOrder, { Value: no }, alice);
    const afterCancel = await inject(
      ctx.app,
      api.changeOrderDate,
      { orderNo: no, orderDate: to, timeRangeId: 1 },
      alice,
    );
    expect(afterCancel.body.msg).toBe(MSG.onlyBooked);
  });
});

describe('order lists', () => {
  it("lists the caller's orders without drafts, and shows an order only to its owner", async () => {
    const no = await booked(workdays()[9]!);
    const draftNo = await newDraftNo();
    const list = await inject(ctx.app, api.userOrders, { hospId: 1 }, alice);
    const orders = list.body.data as PersonalOrder[];
    expect(orders.some((o) => o.orderNo === no)).toBe(true);
    expect(orders.some((o) => o.orderNo === draftNo)).toBe(false);
    expect(orders.every((o) => o.appointStatus !== 0)).toBe(true);

    const mine = await inject(ctx.app, api.userOrder, { hospId: 1, orderNo: no }, alice);
    expect(mine.body.data).toMatchObject({ orderNo: no, name: demoUsers[0]!.name });
    const theirs = await inject(ctx.app, api.userOrder, { hospId: 1, orderNo: no }, bob);
    expect(theirs.status).toBe(404);
  });
});

describe('online payment through the simulated cashier', () => {
  it('sends the booking to the cashier, settles the trade once, and back to the pay result route', async () => {
    const no = await newDraftNo();
    const saved = (await save(no, workdays()[10]!, 1, alice, 1)).body.data as PersonalOrder;
    expect(saved).toMatchObject({
      appointStatus: 1,
      payment: 1,
      payStatus: 0,
      tradeStatus: 'WAIT_BUYER_PAY',
    });
    // The cashier's address names the trade by an unguessable token, never by the order number.
    expect(saved.tradeUrl).toMatch(/^\/sim\/cashier\?token=[A-Za-z0-9_-]{24}$/);

    const cashier = await ctx.app.inject(saved.tradeUrl!);
    expect(cashier.statusCode).toBe(200);
    expect(cashier.body).toContain('¥299.00');
    const paid = await cashierPay(no, 'success');
    expect(paid.statusCode).toBe(302);
    expect(paid.headers.location).toBe(`/paySuccess?orderNo=${no}&hospid=1`);
    const back = await ctx.app.inject(paid.headers.location!);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/#/orderPayResult?orderNo=${no}&hospid=1`);
    expect(await tradeRow(no)).toMatchObject({
      pay_status: 1,
      trade_status: 'TRADE_SUCCESS',
      trade_no: `T${no.slice(1)}`,
    });
    expect((await cashierPay(no)).statusCode).toBe(409);

    const order = await inject(ctx.app, api.userOrder, { hospId: 1, orderNo: no }, alice);
    expect(order.body.data).toMatchObject({
      payStatus: 1,
      tradeStatus: 'TRADE_SUCCESS',
      tradeNo: `T${no.slice(1)}`,
    });
    const cancel = await inject(ctx.app, api.cancelOrder, { Value: no }, alice);
    expect(cancel.body.msg).toBe(MSG.paidNoCancel);
  });

  it('closes the trade when the payer gives up, leaving the order unpaid', async () => {
    const no = await newDraftNo();
    await save(no, workdays()[10]!, 1, alice, 2);
    const closed = await cashierPay(no, 'close');
    expect(closed.headers.location).toBe(`/paySuccess?orderNo=${no}&hospid=1`);
    expect(await tradeRow(no)).toMatchObject({ pay_status: 0, trade_status: 'TRADE_CLOSED' });
    expect((await cashierPay(no)).statusCode).toBe(409);
    const order = await inject(ctx.app, api.userOrder, { hospId: 1, orderNo: no }, alice);
    expect(order.body.data).toMatchObject({ payStatus: 0, tradeStatus: 'TRADE_CLOSED' });
  });

  it('lets the payer pay a trade opened before the server restarted', async () => {
    const no = await newDraftNo();
    await save(no, workdays()[10]!, 1, alice, 2);
    // A second server on the same database: nothing of the first one's memory is there.
    const restarted = await buildApp({ db: ctx.db });
    try {
      const paid = await cashierPay(no, 'success', restarted);
      expect(paid.headers.location).toBe(`/paySuccess?orderNo=${no}&hospid=1`);
      expect(await tradeRow(no)).toMatchObject({ pay_status: 1, trade_status: 'TRADE_SUCCESS' });
    } finally {
      await restarted.close();
    }
  });
});

describe('state transitions the first tests leave out', () => {
  it('refuses to save a booked, a cancelled or an examined order again', async () => {
    const day = workdays()[4]!;
    const no = await booked(day);
    await cancel(no);
    expect(await save(no, day)).toMatchObject({ status: 409, body: { msg: MSG.orderNotDraft } });
    expect(await tradeRow(no)).toMatchObject({ appoint_status: 9 });
    const examined = await booked(day);
    await ctx.db.query('UPDATE personal_orders SET appoint_status = 2 WHERE order_no = $1', [
      examined,
    ]);
    expect((await save(examined, day)).body.msg).toBe(MSG.orderNotDraft);
  });

  it('refuses to cancel or move a draft, a cancelled or an examined order', async () => {
    const [day, other] = [workdays()[4]!, workdays()[5]!];
    const draftNo = await newDraftNo();
    const cancelled = await booked(day);
    await cancel(cancelled);
    const examined = await booked(day);
    await ctx.db.query('UPDATE personal_orders SET appoint_status = 2 WHERE order_no = $1', [
      examined,
    ]);
    const [taken, otherTaken] = [await slot(day, 1), await slot(other, 1)];
    for (const [no, status] of [
      [draftNo, 0],
      [cancelled, 9],
      [examined, 2],
    ] as const) {
      expect(await cancel(no)).toMatchObject({ status: 409, body: { msg: MSG.onlyBooked } });
      expect(await reschedule(no, other, 1)).toMatchObject({
        status: 409,
        body: { msg: MSG.onlyBooked },
      });
      expect(await tradeRow(no)).toMatchObject({ appoint_status: status });
    }
    // No seat was given back or taken by the refusals.
    expect([await slot(day, 1), await slot(other, 1)]).toEqual([taken, otherTaken]);
  });

  it("refuses an unknown order number and another account's order, leaving it as it was", async () => {
    const [day, other] = [workdays()[5]!, workdays()[6]!];
    const no = await booked(day);
    const unknown = 'P99999999999999999999';
    expect(await cancel(unknown)).toMatchObject({ status: 404, body: { msg: MSG.orderNotFound } });
    expect((await reschedule(unknown, other, 1)).status).toBe(404);
    expect((await save(unknown, other)).status).toBe(404);
    expect(await cancel(no, bob)).toMatchObject({ status: 404, body: { msg: MSG.orderNotFound } });
    expect((await reschedule(no, other, 1, bob)).body.msg).toBe(MSG.orderNotFound);
    const theirs = await inject(ctx.app, api.userOrder, { hospId: 1, orderNo: unknown }, alice);
    expect(theirs.status).toBe(404);
    const row = await ctx.db.query<{ appoint_status: number; appoint_date: string }>(
      "SELECT appoint_status, to_char(appoint_date, 'YYYY-MM-DD') AS appoint_date FROM personal_orders WHERE order_no = $1",
      [no],
    );
    expect(row).toEqual([{ appoint_status: 1, appoint_date: day }]);
    expect((await cancel('not-a-number')).status).toBe(400);
  });

  it('cancels an unpaid online booking: the seat comes back and its trade is closed', async () => {
    const day = workdays()[7]!;
    const no = await newDraftNo();
    const before = await slot(day, 2);
    expect((await save(no, day, 2, alice, 1)).status).toBe(200);
    expect(await slot(day, 2)).toBe(before + 1);
    expect(await tradeRow(no)).toMatchObject({ pay_status: 0, trade_status: 'WAIT_BUYER_PAY' });

    expect((await cancel(no)).body.msg).toBe(MSG.orderCancelled);
    expect(await slot(day, 2)).toBe(before);
    expect(await tradeRow(no)).toMatchObject({
      appoint_status: 9,
      pay_status: 0,
      trade_status: 'TRADE_CLOSED',
    });
    // The cashier can no longer take money for the cancelled booking.
    expect((await cashierPay(no)).statusCode).toBe(409);
  });

  it('cancels an order whose online trade was closed unpaid', async () => {
    const day = workdays()[7]!;
    const no = await settledOnline(day, 3, 2, 'close');
    const taken = await slot(day, 3);
    expect((await cancel(no)).body.msg).toBe(MSG.orderCancelled);
    expect(await slot(day, 3)).toBe(taken - 1);
  });

  it('refuses to cancel an order paid through the cashier, keeping its seat', async () => {
    const day = workdays()[9]!;
    const no = await settledOnline(day, 1, 1, 'success');
    const taken = await slot(day, 1);
    expect(await cancel(no)).toMatchObject({ status: 409, body: { msg: MSG.paidNoCancel } });
    expect(await slot(day, 1)).toBe(taken);
    expect(await tradeRow(no)).toMatchObject({ appoint_status: 1, pay_status: 1 });
  });
});

describe('the cashier return URL', () => {
  it('sends the browser to the pay result route, and refuses a malformed order number', async () => {
    const res = await ctx.app.inject('/paySuccess?orderNo=P2026010100000001&hospid=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/#/orderPayResult?orderNo=P2026010100000001&hospid=1');
    for (const bad of [
      '/paySuccess?orderNo=x&hospid=1',
      '/paySuccess?orderNo=P2026010100000001',
      '/paySuccess?hospid=1',
      '/paySuccess?orderNo=P2026010100000001&hospid=0',
      '/paySuccess?orderNo=%22%3E%3Cscript%3E&hospid=1',
    ]) {
      const refused = await ctx.app.inject(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 400, data: null });
      expect(refused.headers.location).toBeUndefined();
    }
    expect((await cashierPay('bad')).statusCode).toBe(400);
    const unknown = await cashierPay('A'.repeat(24));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ msg: MSG.tradeNotFound, data: null });
    // The order number that once opened the cashier opens nothing now.
    const byNumber = await ctx.app.inject(`/sim/cashier?orderNo=${await newDraftNo()}&hospid=1`);
    expect(byNumber.statusCode).toBe(400);
  });
});

describe('PUT /order/{id}/finish', () => {
  it('answers the paid order and records nothing new when asked again', async () => {
    const no = await settledOnline(workdays()[10]!, 1, 1, 'success');
    const id = await orderId(no);
    const stored = await tradeRow(no);

    const first = await finish(id, alice);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      id,
      orderNo: no,
      payStatus: 1,
      tradeStatus: 'TRADE_SUCCESS',
      tradeNo: `T${no.slice(1)}`,
    });
    const second = await finish(id, alice);
    expect(second.json().data).toEqual(first.json().data);
    expect(await tradeRow(no)).toEqual(stored);
  });

  it('answers a closed trade as closed and the order unpaid', async () => {
    const no = await settledOnline(workdays()[10]!, 2, 2, 'close');
    const res = await finish(await orderId(no), alice);
    expect(res.json().data).toMatchObject({ payStatus: 0, tradeStatus: 'TRADE_CLOSED' });
  });

  it("refuses a draft, an order with no trade, another account's order and bad ids", async () => {
    const draftNo = await newDraftNo();
    const draftRes = await finish(await orderId(draftNo), alice);
    expect(draftRes.statusCode).toBe(409);
    expect(draftRes.json().msg).toBe(MSG.orderIsDraft);

    const onSite = await booked(workdays()[10]!);
    const noTrade = await finish(await orderId(onSite), alice);
    expect(noTrade.statusCode).toBe(409);
    expect(noTrade.json().msg).toBe(MSG.noTrade);

    const paying = await newDraftNo();
    await save(paying, workdays()[10]!, 1, alice, 1);
    const foreign = await finish(await orderId(paying), bob);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe(MSG.orderNotFound);
    expect((await finish(2_000_000_000, alice)).statusCode).toBe(404);
    expect((await finish('abc', alice)).statusCode).toBe(400);
    expect((await finish(0, alice)).statusCode).toBe(400);
    expect((await finish(await orderId(paying))).statusCode).toBe(401);
    expect(await tradeRow(paying)).toMatchObject({ trade_status: 'WAIT_BUYER_PAY', pay_status: 0 });
  });

  it("records the provider's word when the order missed its notification", async () => {
    // A provider whose notification never reached the order: it says paid when asked.
    const paidAt = '2026-01-02T03:04:05.000Z';
    const provider: PaymentGateway = {
      ...simulatedCashier(ctx.db),
      queryTrade: () => Promise.resolve({ tradeStatus: 'TRADE_SUCCESS', respondedAt: paidAt }),
    };
    const withProvider = await buildApp({ db: ctx.db, payments: provider });
    try {
      const no = await newDraftNo();
      await save(no, workdays()[10]!, 1, alice, 1);
      const id = await orderId(no);
      const ask = () =>
        withProvider.inject({
          method: 'PUT',
          url: `/order/${id}/finish`,
          headers: { authorization: `Bearer ${alice}` },
        });
      const first = await ask();
      expect(first.json().data).toMatchObject({ payStatus: 1, tradeStatus: 'TRADE_SUCCESS' });
      const row = await tradeRow(no);
      expect(row).toMatchObject({ pay_status: 1, trade_status: 'TRADE_SUCCESS' });
      expect(new Date(row!.trade_response_time!).toISOString()).toBe(paidAt);
      expect((await ask()).json().data).toEqual(first.json().data);
      expect(await tradeRow(no)).toEqual(row);
      // Paid: the booking can no longer be cancelled online.
      expect((await cancel(no)).body.msg).toBe(MSG.paidNoCancel);
    } finally {
      await withProvider.close();
    }
  });

  it('gives the seat back and keeps the draft when the provider cannot open a trade', async () => {
    const provider: PaymentGateway = {
      ...simulatedCashier(ctx.db),
      createTrade: () => Promise.reject(new Error('provider down')),
    };
    const withProvider = await buildApp({ db: ctx.db, payments: provider });
    try {
      const day = workdays()[11]!;
      const no = await newDraftNo();
      const free = await slot(day, 2);
      const res = await inject(
        withProvider,
        api.saveUserOrder,
        { orderNo: no, appointDate: day, timeRangeId: 2, payment: 1, extraData: answers },
        alice,
      );
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ msg: MSG.tradeUnavailable, data: null });
      expect(await tradeRow(no)).toMatchObject({ appoint_status: 0, trade_no: null });
      expect(await slot(day, 2)).toBe(free);
      // The draft can be booked again once the provider answers.
      expect((await save(no, day, 2)).status).toBe(200);
    } finally {
      await withProvider.close();
    }
  });

  it('keeps a booking whose payer paid before the cancel reached the provider', async () => {
    const provider: PaymentGateway = {
      ...simulatedCashier(ctx.db),
      closeTrade: () => Promise.resolve({ tradeStatus: 'TRADE_SUCCESS', respondedAt: null }),
    };
    const withProvider = await buildApp({ db: ctx.db, payments: provider });
    try {
      const day = workdays()[10]!;
      const no = await newDraftNo();
      await save(no, day, 4, alice, 1);
      const taken = await slot(day, 4);
      const res = await inject(withProvider, api.cancelOrder, { Value: no }, alice);
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe(MSG.paidNoCancel);
      expect(await tradeRow(no)).toMatchObject({
        appoint_status: 1,
        pay_status: 1,
        trade_status: 'TRADE_SUCCESS',
      });
      expect(await slot(day, 4)).toBe(taken);
    } finally {
      await withProvider.close();
    }
  });
});

describe("the branch's booking switches, enforced by the server too", () => {
  const setConfig = (code: string, value: string) =>
    ctx.db.query('UPDATE hosp_configs SET value = $3 WHERE hosp_id = $1 AND code = $2', [
      1,
      code,
      value,
    ]);

  it('requires a company from the list when the branch asks for one', async () => {
    const day = workdays()[12]!;
    for (const company of [undefined, '', '  ', '不在名单的公司']) {
      const res = await save(await newDraftNo(), day, 1, alice, 0, {
        payment_option: '银行卡',
        ...(company === undefined ? {} : { company_name: company }),
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(MSG.companyRequired);
    }
    expect((await save(await newDraftNo(), day, 1)).status).toBe(200);
  });

  it('requires a payment option from the list when paying on site, not when paying online', async () => {
    const day = workdays()[12]!;
    for (const option of [undefined, '', '现金']) {
      const res = await save(await newDraftNo(), day, 1, alice, 0, {
        company_name: '个人',
        ...(option === undefined ? {} : { payment_option: option }),
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(MSG.paymentOptionRequired);
    }
    const online = await save(await newDraftNo(), day, 1, alice, 1, { company_name: '个人' });
    expect(online.status).toBe(200);
  });

  it('refuses paying on site when the branch hides it, and asks nothing a switch turned off', async () => {
    const day = workdays()[12]!;
    await setConfig('show_default_payment', '否');
    try {
      const res = await save(await newDraftNo(), day, 1);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(MSG.onSitePaymentHidden);
      expect((await save(await newDraftNo(), day, 1, alice, 1)).status).toBe(200);
    } finally {
      await setConfig('show_default_payment', '是');
    }
    await setConfig('show_company_name_input', '否');
    await setConfig('show_payment_options', '否');
    try {
      expect((await save(await newDraftNo(), day, 1, alice, 0, {})).status).toBe(200);
    } finally {
      await setConfig('show_company_name_input', '是');
      await setConfig('show_payment_options', '是');
    }
  });
});

describe('GET /api/user/getUserState', () => {
  it('counts the booked orders of the account: up on booking, down on cancel, no drafts', async () => {
    const carol = await demoToken(ctx.app, 2);
    const [self] = await ctx.db.query<{ id: number }>(
      'SELECT p.id FROM user_profiles p JOIN user_accounts a ON a.id = p.account_id WHERE a.mobile = $1 AND p.is_self',
      [demoUsers[2]!.mobile],
    );
    const state = async () =>
      (await inject(ctx.app, api.getUserState, {}, carol)).body.data as UserState;
    // No order yet; her reports are the seed's five exams (four published, one in progress),
    // which no booking moves (the zero of a fresh account: server/modules/user/userState.test.ts).
    expect(await state()).toEqual({ reportCount: 5, orderCount: 0, companyOrderCount: 0 });

    const make = async () =>
      ((await draft(carol, { profileId: self!.id })).body.data as PersonalOrder).orderNo;
    const first = await make();
    expect((await state()).orderCount).toBe(0);
    expect((await save(first, workdays()[9]!, 1, carol)).status).toBe(200);
    const second = await make();
    expect((await save(second, workdays()[10]!, 2, carol)).status).toBe(200);
    expect(await state()).toEqual({ reportCount: 5, orderCount: 2, companyOrderCount: 0 });

    await cancel(first, carol);
    expect((await state()).orderCount).toBe(1);
    await ctx.db.query('UPDATE personal_orders SET appoint_status = 2 WHERE order_no = $1', [
      second,
    ]);
    expect((await state()).orderCount).toBe(0);
    // Another account's bookings are not counted.
    expect(await booked(workdays()[9]!)).toBeTruthy();
    expect((await state()).orderCount).toBe(0);
    expect((await inject(ctx.app, api.getUserState, {})).status).toBe(401);
  });
});
