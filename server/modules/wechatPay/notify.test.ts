import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import type { PersonalOrder } from '../../../src/contract/index.ts';
import { readConfig } from '../../config.ts';
import { demoSelfProfileId, demoToken } from '../../test/auth.ts';
import { bookPersonal, openReminderDays } from '../../test/booking.ts';
import {
  startFakeWeChatPay,
  wechatPayEnv,
  type FakeWeChatPay,
  type SignedNotification,
} from '../../test/fakes/wechatPay.ts';
import { inject } from '../../test/inject.ts';
import { closeTestApp, createTestApp, type TestContext } from '../../test/testApp.ts';
import { removeExpired } from './index.ts';

// Issue 40, item 2: WeChat Pay's payment notification, verified (the platform's signature,
// five minutes, a replay refused), decrypted with the API v3 key, and recorded on its order
// exactly once, whatever arrives twice or out of order.
const APP_ID = 'wx1234567890abcdef';
let fake: FakeWeChatPay;
let settings: ReturnType<typeof wechatPayEnv>;
let ctx: TestContext;
let token: string;
let profileId: number;
let days: string[];

beforeAll(async () => {
  fake = await startFakeWeChatPay(APP_ID);
  settings = wechatPayEnv(fake);
  ctx = await createTestApp({ config: readConfig(settings.env) });
  token = await demoToken(ctx.app, 0);
  profileId = await demoSelfProfileId(ctx.db, 0);
  days = await openReminderDays(ctx, token, 1);
});
afterAll(async () => {
  await closeTestApp(ctx);
  await fake.close();
  settings.remove();
});

interface OrderRow {
  id: number;
  trade_no: string;
  trade_status: string;
  pay_status: number;
  paid_at: string | null;
  updated_at: string;
  total: number;
}
const orderRow = async (orderNo: string) =>
  (
    await ctx.db.query<OrderRow>(
      `SELECT id, trade_no, trade_status, pay_status, trade_response_time::text AS paid_at,
              updated_at::text, total_price::float8 AS total
         FROM personal_orders WHERE order_no = $1`,
      [orderNo],
    )
  )[0]!;

/** An online booking through the app, its trade opened at the fake, which the payer pays. */
async function paidBooking() {
  const day = days.shift()!;
  const booked = await bookPersonal(ctx.app, token, {
    profileId,
    day,
    packageId: 1,
    timeRangeId: 1,
    payment: 1,
  });
  expect(booked.saved.status).toBe(200);
  const row = await orderRow(booked.orderNo);
  return { orderNo: booked.orderNo, row, trade: fake.pay(row.trade_no) };
}

const post = (note: SignedNotification) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/wechatpay/notify',
    headers: note.headers,
    payload: note.payload,
  });

describe('a verified notification', () => {
  it("opens the trade at WeChat Pay for the order's own total, in fen (Native on a desktop)", async () => {
    const { orderNo, row } = await paidBooking();
    const prepay = fake.trades.get(row.trade_no)!;
    expect(prepay.kind).toBe('native');
    expect(prepay.body.amount).toEqual({ total: Math.round(row.total * 100), currency: 'CNY' });
    expect(row.trade_no.startsWith(`${orderNo}_`)).toBe(true);
    expect(row).toMatchObject({ trade_status: 'WAIT_BUYER_PAY', pay_status: 0 });
  });

  it('pays the order it names, at the success time WeChat Pay tells: 204, no body', async () => {
    const { orderNo, row, trade } = await paidBooking();
    const res = await post(fake.notification(row.trade_no));
    expect({ status: res.statusCode, body: res.body }).toEqual({ status: 204, body: '' });
    const paid = await orderRow(orderNo);
    expect(paid).toMatchObject({ trade_status: 'TRADE_SUCCESS', pay_status: 1 });
    expect(new Date(paid.paid_at!).toISOString()).toBe(new Date(trade.successTime!).toISOString());
  });

  it('pays the same order once when told twice: the second changes nothing of the row', async () => {
    const { orderNo, row } = await paidBooking();
    expect((await post(fake.notification(row.trade_no))).statusCode).toBe(204);
    const first = await orderRow(orderNo);
    // WeChat Pay tells it again, a new notification of the same trade.
    expect((await post(fake.notification(row.trade_no))).statusCode).toBe(204);
    expect(await orderRow(orderNo)).toEqual(first);
  });

  it('after the pay result page recorded it from the query, changes nothing (out of order)', async () => {
    const { orderNo, row } = await paidBooking();
    const finished = await inject(ctx.app, api.finishOrderPayment, { id: row.id }, token);
    expect((finished.body.data as PersonalOrder).payStatus).toBe(1);
    const first = await orderRow(orderNo);
    expect((await post(fake.notification(row.trade_no))).statusCode).toBe(204);
    expect(await orderRow(orderNo)).toEqual(first);
  });

  it('comes over HTTP from the fake as from WeChat Pay', async () => {
    const { orderNo, row } = await paidBooking();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const res = await fake.send(
      `http://127.0.0.1:${port}/api/wechatpay/notify`,
      fake.notification(row.trade_no),
    );
    expect(res).toEqual({ status: 204, body: '' });
    expect((await orderRow(orderNo)).pay_status).toBe(1);
  });
});

describe('the health of a server paying through WeChat Pay', () => {
  it('names payment real, and none of its settings', async () => {
    const res = await inject(ctx.app, api.health, undefined);
    expect(res.body.data.real).toContain('payment');
    expect(res.body.data.simulated).not.toContain('payment');
    const text = JSON.stringify(res.body);
    for (const secret of [fake.apiV3Key, fake.mchid, fake.serialNo, fake.platformKeyId])
      expect(text).not.toContain(secret);
  });
});

describe("WeChat Pay's cashier, by where the payer is", () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const WECHAT = `${IPHONE} MicroMessenger/8.0.50(0x18003231) NetType/WIFI Language/zh_CN`;
  /** An unpaid online booking paid again from `userAgent`: the answer and the new trade. */
  async function payAgainFrom(userAgent: string) {
    const day = days.shift()!;
    const booked = await bookPersonal(ctx.app, token, {
      profileId,
      day,
      packageId: 1,
      timeRangeId: 1,
      payment: 1,
    });
    const first = (await orderRow(booked.orderNo)).trade_no;
    const again = await inject(ctx.app, api.payOrder, { Value: booked.orderNo }, token, {
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': userAgent },
    });
    expect(again.status).toBe(200);
    // The waiting trade was closed at WeChat Pay before the new one opened.
    expect(fake.trades.get(first)!.state).toBe('CLOSED');
    const order = again.body.data as PersonalOrder;
    return { order, trade: fake.trades.get(order.tradeNo!)! };
  }

  it("H5 in a phone's browser, for the payer's address, back to the pay result", async () => {
    const { order, trade } = await payAgainFrom(IPHONE);
    expect(trade.kind).toBe('h5');
    expect(trade.body.scene_info).toEqual({
      payer_client_ip: '203.0.113.9',
      h5_info: { type: 'Wap' },
    });
    const url = new URL(order.tradeUrl!);
    expect(url.host).toBe('wx.tenpay.com');
    expect(url.searchParams.get('redirect_url')).toBe(
      `https://h5.hospital.example/paySuccess?orderNo=${order.orderNo}&hospid=1`,
    );
    expect(order.wxPay).toBeUndefined();
  });

  it('inside WeChat with no OpenID bound: no trade, and the patient told how to pay', async () => {
    await ctx.db.query(
      'UPDATE user_accounts SET open_id = NULL WHERE id = (SELECT account_id FROM user_profiles WHERE id = $1)',
      [profileId],
    );
    const day = days.shift()!;
    const booked = await bookPersonal(ctx.app, token, {
      profileId,
      day,
      packageId: 1,
      timeRangeId: 1,
      payment: 1,
    });
    const trades = fake.trades.size;
    const again = await inject(ctx.app, api.payOrder, { Value: booked.orderNo }, token, {
      headers: { 'user-agent': WECHAT },
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('请从医院公众号的菜单进入并登录后再支付，或选择到院支付');
    expect(fake.trades.size).toBe(trades);
  });

  it("JSAPI inside WeChat, for the account's OpenID: the bridge's request, then the result", async () => {
    await ctx.db.query("UPDATE user_accounts SET open_id = 'o-demo-1' WHERE id = $1", [
      (
        await ctx.db.query<{ account_id: number }>(
          'SELECT account_id FROM user_profiles WHERE id = $1',
          [profileId],
        )
      )[0]!.account_id,
    ]);
    const { order, trade } = await payAgainFrom(WECHAT);
    expect(trade.kind).toBe('jsapi');
    expect(trade.body.payer).toEqual({ openid: 'o-demo-1' });
    expect(order.tradeUrl).toBe(
      `https://h5.hospital.example/paySuccess?orderNo=${order.orderNo}&hospid=1`,
    );
    expect(order.wxPay).toMatchObject({ appId: APP_ID, signType: 'RSA' });
    expect(order.wxPay!.package).toMatch(/^prepay_id=wx[0-9a-f]{28}$/);
  });
});

describe('a notification refused', () => {
  const fail = (message: string) => ({ code: 'FAIL', message });
  const refused = async (note: SignedNotification) => {
    const res = await post(note);
    return { status: res.statusCode, body: res.json() as unknown };
  };

  it('when its body was changed after WeChat Pay signed it: 401, the order unpaid', async () => {
    const { orderNo, row } = await paidBooking();
    const note = fake.notification(row.trade_no);
    const tampered = { ...note, payload: note.payload.replace('"summary":"', '"summary":" ') };
    expect(await refused(tampered)).toEqual({ status: 401, body: fail('signature invalid') });
    const forgedKey = {
      ...note,
      headers: { ...note.headers, 'wechatpay-serial': 'PUB_KEY_ID_0000000001' },
    };
    expect(await refused(forgedKey)).toEqual({ status: 401, body: fail('signature invalid') });
    expect(await orderRow(orderNo)).toMatchObject({
      pay_status: 0,
      trade_status: 'WAIT_BUYER_PAY',
    });
  });

  it('when signed more than five minutes ago; four minutes ago is taken', async () => {
    const { orderNo, row } = await paidBooking();
    const old = fake.notification(row.trade_no, { at: Date.now() - 6 * 60_000 });
    expect(await refused(old)).toEqual({
      status: 401,
      body: fail('timestamp outside the 5-minute window'),
    });
    expect((await orderRow(orderNo)).pay_status).toBe(0);
    const recent = fake.notification(row.trade_no, { at: Date.now() - 4 * 60_000 });
    expect((await post(recent)).statusCode).toBe(204);
    expect((await orderRow(orderNo)).pay_status).toBe(1);
  });

  it("when its amount is not the order's total: 400, unpaid, and not remembered", async () => {
    const { orderNo, row } = await paidBooking();
    const fen = Math.round(row.total * 100);
    const note = fake.notification(row.trade_no, { id: 'EV-amount-1', totalFen: fen - 1 });
    expect(await refused(note)).toEqual({
      status: 400,
      body: fail(`amount ${fen - 1} is not the order's ${fen}`),
    });
    expect((await orderRow(orderNo)).pay_status).toBe(0);
    const kept = await ctx.db.query(
      "SELECT 1 FROM wechatpay_notices WHERE notice_id = 'EV-amount-1'",
    );
    expect(kept).toEqual([]);
  });

  it('when replayed: acknowledged and ignored, so it cannot undo what came after it', async () => {
    const { orderNo, row } = await paidBooking();
    const note = fake.notification(row.trade_no);
    expect((await post(note)).statusCode).toBe(204);
    // The payment is refunded afterwards, as the query records it.
    await ctx.db.query(
      "UPDATE personal_orders SET trade_status = 'TRADE_CLOSED' WHERE order_no = $1",
      [orderNo],
    );
    const before = await orderRow(orderNo);
    expect(await post(note)).toMatchObject({ statusCode: 204, body: '' });
    expect(await orderRow(orderNo)).toEqual(before);
    const seen = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM wechatpay_notices WHERE out_trade_no = $1',
      [row.trade_no],
    );
    expect(seen).toEqual([{ n: 1 }]);
  });
});

describe('the notifications remembered', () => {
  it('are removed a week after they came: WeChat Pay sends one again for a day at most', async () => {
    await ctx.db.query(
      `INSERT INTO wechatpay_notices (notice_id, out_trade_no, received_at) VALUES
         ('EV-old', 'P20200101000000000001_00000000', now() - interval '8 days'),
         ('EV-recent', 'P20200101000000000001_00000000', now() - interval '6 days')`,
    );
    expect(await removeExpired(ctx.db)).toEqual({ wechatpay_notices: 1 });
    const left = await ctx.db.query<{ notice_id: string }>(
      "SELECT notice_id FROM wechatpay_notices WHERE notice_id LIKE 'EV-%' AND out_trade_no LIKE 'P2020%'",
    );
    expect(left).toEqual([{ notice_id: 'EV-recent' }]);
  });
});
