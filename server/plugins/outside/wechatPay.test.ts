import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../test/fakes/closedPort.ts';
import { startFakeWeChatPay, type FakeWeChatPay } from '../../test/fakes/wechatPay.ts';
import { MSG } from '../messages.ts';
import type { PaymentGateway } from './payments.ts';
import { orderNoOfTrade, tradeStateOf, wechatPayGateway } from './wechatPay.ts';
import { WeChatPayDown } from './wechatPayApi.ts';
import {
  authorization,
  decryptResource,
  parseAuthorization,
  rsaVerify,
  signatureMessage,
} from './wechatPaySign.ts';

// Issue 40, item 2: WeChat Pay's API v3 behind the payment gateway, proven against a fake
// that checks the merchant's signature and signs its answers with the platform's key.
const APP_ID = 'wx1234567890abcdef';
const ORDER_NO = 'P20261207120000123456';
let fake: FakeWeChatPay;
/** The orders the gateway reads its amounts from: number -> total in yuan. */
const totals = new Map<string, number>();

const gateway = (changes: { privateKeyPem?: string; apiBase?: string } = {}): PaymentGateway =>
  wechatPayGateway({
    appId: APP_ID,
    mchid: fake.mchid,
    serialNo: fake.serialNo,
    privateKey: createPrivateKey(changes.privateKeyPem ?? fake.merchantKeyPem),
    platformPublicKey: createPublicKey(fake.platformPublicKeyPem),
    platformKeyId: fake.platformKeyId,
    apiV3Key: fake.apiV3Key,
    apiBase: changes.apiBase ?? fake.base,
    notifyUrl: 'https://h5.hospital.example/api/wechatpay/notify',
    timeoutMs: 2_000,
    orderTotal: async (orderNo) => {
      const total = totals.get(orderNo);
      return total === undefined ? null : { total };
    },
  });

beforeAll(async () => {
  fake = await startFakeWeChatPay(APP_ID);
  totals.set(ORDER_NO, 1280.5);
});
afterAll(() => fake.close());

/** The call failed as WeChat Pay down: a 502 with `message` for the patient. */
async function downWith(call: Promise<unknown>, message: string, reason: RegExp) {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WeChatPayDown);
  expect((err as WeChatPayDown).status).toBe(502);
  expect((err as WeChatPayDown).message).toBe(message);
  expect((err as WeChatPayDown).reason).toMatch(reason);
}

describe("the documentation's vectors", () => {
  it('builds the signature string of the request signing guide, each line ended by \\n', () => {
    // 签名生成: GET of /v3/certificates at 1554208460 with nonce 593BEC0C..., empty body.
    expect(
      signatureMessage(
        'GET',
        '/v3/certificates',
        '1554208460',
        '593BEC0C930BF1AFEB40B4A08C8FB242',
        '',
      ),
    ).toBe('GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n');
  });

  it('writes the Authorization header in its documented order, its signature over that string', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const header = authorization(
      { mchid: '1900009191', serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C', privateKey },
      { method: 'GET', pathAndQuery: '/v3/certificates', body: '' },
      { timestamp: '1554208460', nonce: '593BEC0C930BF1AFEB40B4A08C8FB242' },
    );
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="[A-Za-z0-9+/]{342}==",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"$/,
    );
    const { signature } = parseAuthorization(header)!;
    const message = 'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n';
    expect(rsaVerify(message, signature!, publicKey)).toBe(true);
    expect(rsaVerify(message.replace('GET', 'POST'), signature!, publicKey)).toBe(false);
  });

  // Computed once with another AES-GCM implementation (Python's cryptography AESGCM), pinned.
  const SEALED = {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext:
      'GZXYCQgZtvrrtEG9IFm8X/ljNjuBB9LOObWfHu1JtRblPK900oJE0GjNFv7On1gxrVeP8BrDmQCClmDZvxKVu3HA1i4mNHEdv5a789XeMGrx/wCieBMXSMkxMzxL64mlJFbO6C9LQ2cXu+PCTh0=',
    associated_data: 'transaction',
    nonce: 'fdasflkja484',
  };
  const KEY = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';

  it("opens a notification's resource with the API v3 key, nonce and associated data", () => {
    expect(decryptResource(SEALED, KEY)).toBe(
      '{"mchid":"1900009191","out_trade_no":"P20261207120000123456_0a1b2c3d","trade_state":"SUCCESS"}',
    );
  });

  it('opens nothing with another key, other associated data or a changed byte', () => {
    expect(decryptResource(SEALED, KEY.replace('a1', 'b1'))).toBeNull();
    expect(decryptResource({ ...SEALED, associated_data: 'refund' }, KEY)).toBeNull();
    const bytes = Buffer.from(SEALED.ciphertext, 'base64');
    bytes[3] = bytes[3]! ^ 1;
    expect(decryptResource({ ...SEALED, ciphertext: bytes.toString('base64') }, KEY)).toBeNull();
  });
});

describe("trade_state in the app's words", () => {
  it.each([
    ['SUCCESS', 'TRADE_SUCCESS'],
    ['NOTPAY', 'WAIT_BUYER_PAY'],
    ['USERPAYING', 'WAIT_BUYER_PAY'],
    ['CLOSED', 'TRADE_CLOSED'],
    ['REVOKED', 'TRADE_CLOSED'],
    ['REFUND', 'TRADE_CLOSED'],
    ['PAYERROR', 'TRADE_FAIL'],
  ])('%s is %s', (state, status) => {
    expect(tradeStateOf({ trade_state: state })?.tradeStatus).toBe(status);
  });

  it('keeps the success time of a paid trade only, and knows no other state', () => {
    const at = '2026-12-07T20:00:00+08:00';
    expect(tradeStateOf({ trade_state: 'SUCCESS', success_time: at })).toEqual({
      tradeStatus: 'TRADE_SUCCESS',
      respondedAt: at,
    });
    expect(tradeStateOf({ trade_state: 'NOTPAY', success_time: at })?.respondedAt).toBeNull();
    expect(tradeStateOf({ trade_state: 'ACCEPT' })).toBeNull();
  });

  it("reads the order of a trade number of ours, and nothing from another's", () => {
    expect(orderNoOfTrade(`${ORDER_NO}_0a1b2c3d`)).toBe(ORDER_NO);
    expect(orderNoOfTrade(ORDER_NO)).toBeNull();
    expect(orderNoOfTrade('1217752501201407033233368018')).toBeNull();
  });
});

describe('the prepay of each kind', () => {
  const body = (tradeNo: string) => fake.trades.get(tradeNo)!.body;

  it("Native: the code_url to show as a QR code, for the order's total in fen", async () => {
    const trade = await gateway().createTrade({ orderNo: ORDER_NO, hospId: 1 });
    expect(trade.tradeNo).toMatch(/^P20261207120000123456_[0-9a-f]{8}$/);
    expect(trade.tradeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=[0-9a-f]{10}$/);
    expect(body(trade.tradeNo)).toEqual({
      appid: APP_ID,
      mchid: fake.mchid,
      description: `${MSG.tradeDescription} ${ORDER_NO}`,
      out_trade_no: trade.tradeNo,
      notify_url: 'https://h5.hospital.example/api/wechatpay/notify',
      amount: { total: 128050, currency: 'CNY' },
    });
    expect(fake.calls.at(-1)).toBe('POST /v3/pay/transactions/native');
  });

  it("H5: WeChat Pay's cashier page, which returns the payer to the pay result", async () => {
    const trade = await gateway().createTrade({
      orderNo: ORDER_NO,
      hospId: 1,
      payer: { kind: 'h5', clientIp: '203.0.113.9' },
    });
    const url = new URL(trade.tradeUrl);
    expect(url.origin + url.pathname).toBe('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb');
    expect(url.searchParams.get('redirect_url')).toBe(
      `https://h5.hospital.example/paySuccess?orderNo=${ORDER_NO}&hospid=1`,
    );
    expect(body(trade.tradeNo).scene_info).toEqual({
      payer_client_ip: '203.0.113.9',
      h5_info: { type: 'Wap' },
    });
  });

  it("JSAPI: the bridge's parameters, signed by the merchant over appId, time, nonce, package", async () => {
    const trade = await gateway().createTrade({
      orderNo: ORDER_NO,
      hospId: 1,
      payer: { kind: 'jsapi', openId: 'o-patient-1' },
    });
    expect(body(trade.tradeNo).payer).toEqual({ openid: 'o-patient-1' });
    expect(trade.tradeUrl).toBe(
      `https://h5.hospital.example/paySuccess?orderNo=${ORDER_NO}&hospid=1`,
    );
    const pay = trade.jsapi!;
    expect(pay).toMatchObject({ appId: APP_ID, signType: 'RSA' });
    expect(pay.package).toMatch(/^prepay_id=wx[0-9a-f]{28}$/);
    const message = `${APP_ID}\n${pay.timeStamp}\n${pay.nonceStr}\n${pay.package}\n`;
    expect(
      rsaVerify(message, pay.paySign, createPublicKey(createPrivateKey(fake.merchantKeyPem))),
    ).toBe(true);
  });

  it("is refused by WeChat Pay (401 SIGN_ERROR) when signed with another merchant's key", async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await downWith(
      gateway({ privateKeyPem: pem }).createTrade({ orderNo: ORDER_NO, hospId: 1 }),
      MSG.tradeUnavailable,
      /^HTTP 401 SIGN_ERROR/,
    );
  });

  it('takes no answer the platform did not sign: WeChat Pay down, no trade url', async () => {
    fake.forgeAnswers = true;
    try {
      await downWith(
        gateway().createTrade({ orderNo: ORDER_NO, hospId: 1 }),
        MSG.tradeUnavailable,
        /answered without the platform's signature/,
      );
    } finally {
      fake.forgeAnswers = false;
    }
  });

  it('opens no trade for an order the server does not have', async () => {
    const calls = fake.calls.length;
    await downWith(
      gateway().createTrade({ orderNo: 'P20261207120000999999', hospId: 1 }),
      MSG.tradeUnavailable,
      /no order/,
    );
    expect(fake.calls).toHaveLength(calls);
  });
});

describe('the query and the close by out_trade_no', () => {
  it('answers a waiting trade, then the paid one with its success time', async () => {
    const { tradeNo } = await gateway().createTrade({ orderNo: ORDER_NO, hospId: 1 });
    const ref = { orderNo: ORDER_NO, tradeNo };
    expect(await gateway().queryTrade(ref)).toEqual({
      tradeStatus: 'WAIT_BUYER_PAY',
      respondedAt: null,
    });
    const paid = fake.pay(tradeNo);
    expect(await gateway().queryTrade(ref)).toEqual({
      tradeStatus: 'TRADE_SUCCESS',
      respondedAt: paid.successTime,
    });
    expect(fake.calls.at(-1)).toBe(`GET /v3/pay/transactions/out-trade-no/${tradeNo}`);
  });

  it('answers null for a trade WeChat Pay does not know (404 ORDER_NOT_EXIST)', async () => {
    expect(
      await gateway().queryTrade({ orderNo: ORDER_NO, tradeNo: `${ORDER_NO}_ffffffff` }),
    ).toBeNull();
  });

  it('closes a waiting trade, and answers it closed as the query after the close says', async () => {
    const { tradeNo } = await gateway().createTrade({ orderNo: ORDER_NO, hospId: 1 });
    const closed = await gateway().closeTrade({ orderNo: ORDER_NO, tradeNo });
    expect(closed).toEqual({ tradeStatus: 'TRADE_CLOSED', respondedAt: null });
    expect(fake.trades.get(tradeNo)!.state).toBe('CLOSED');
    expect(fake.calls.slice(-2)).toEqual([
      `POST /v3/pay/transactions/out-trade-no/${tradeNo}/close`,
      `GET /v3/pay/transactions/out-trade-no/${tradeNo}`,
    ]);
  });

  it('answers a trade the payer paid before the close as paid: it stays settled', async () => {
    const { tradeNo } = await gateway().createTrade({ orderNo: ORDER_NO, hospId: 1 });
    fake.pay(tradeNo);
    const trade = await gateway().closeTrade({ orderNo: ORDER_NO, tradeNo });
    expect(trade?.tradeStatus).toBe('TRADE_SUCCESS');
    expect(fake.trades.get(tradeNo)!.state).toBe('SUCCESS');
  });

  it('is WeChat Pay down for the patient, in the words of an unknown trade, when it is gone', async () => {
    await downWith(
      gateway({ apiBase: `http://127.0.0.1:${await closedPort()}` }).queryTrade({
        orderNo: ORDER_NO,
        tradeNo: `${ORDER_NO}_ffffffff`,
      }),
      MSG.tradeUnknown,
      /ECONNREFUSED/,
    );
  });
});
