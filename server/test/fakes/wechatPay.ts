import { listenOnLoopback } from './loopback.ts';
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  encryptResource,
  newNonce,
  parseAuthorization,
  rsaVerify,
  signatureMessage,
  unixSeconds,
  wechatpayHeaders,
} from '../../plugins/outside/wechatPaySign.ts';
import { parseObject } from '../../plugins/outside/wechatPayApi.ts';

/**
 * WeChat Pay's API v3 on loopback, as its documentation describes the calls the server makes:
 * the prepay of each kind (transactions/jsapi, h5, native), the query and the close by
 * out_trade_no. It checks what WeChat Pay checks (the merchant's signature of each request,
 * with the merchant's public key: 401 SIGN_ERROR otherwise; the mchid and appid; the fields
 * each kind needs: 400 PARAM_ERROR) and signs each answer with the platform's key. It keeps
 * the trades, lets a payer pay one, and sends the signed, encrypted payment notification.
 */
export interface FakeWeChatPay extends WeChatPayMerchant {
  base: string;
  /** The trades by out_trade_no, as WeChat Pay keeps them. */
  trades: Map<string, FakeTrade>;
  /** The requests taken (method and path), in order. */
  calls: string[];
  /** The payer pays a waiting trade: SUCCESS, with its success time. */
  pay(tradeNo: string): FakeTrade;
  /** A payment notification of a trade, signed and sealed as WeChat Pay sends it. */
  notification(tradeNo: string, options?: NotificationOptions): SignedNotification;
  /** Posts a notification to the server's notify_url as WeChat Pay does: its status and body. */
  send(url: string, note: SignedNotification): Promise<{ status: number; body: string }>;
  /** The answers from now on are signed by another key than the platform's (a forger's). */
  forgeAnswers: boolean;
  close(): Promise<void>;
}

export interface FakeTrade {
  kind: string;
  body: Record<string, unknown>;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  successTime?: string;
  transactionId?: string;
}

export interface NotificationOptions {
  /** The Wechatpay-Timestamp, in ms (now by default). */
  at?: number;
  /** The notification's id (a new one by default). */
  id?: string;
  /** The amount told, in fen (the trade's by default). */
  totalFen?: number;
}

export interface SignedNotification {
  headers: Record<string, string>;
  payload: string;
}

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') =>
  key.export({ type, format: 'pem' }).toString();

/** A merchant of WeChat Pay as 商户平台 gives one: its ids, its key and the platform's. */
export interface WeChatPayMerchant {
  appId: string;
  mchid: string;
  serialNo: string;
  platformKeyId: string;
  apiV3Key: string;
  /** The merchant's private key in PEM, as apiclient_key.pem holds it. */
  merchantKeyPem: string;
  /** The platform's public key in PEM, as pub_key.pem holds it. */
  platformPublicKeyPem: string;
  keys: { merchant: KeyPair; platform: KeyPair };
}
type KeyPair = { privateKey: KeyObject; publicKey: KeyObject };

/** A new merchant, its RSA keys made here. */
export function newWeChatPayMerchant(appId: string): WeChatPayMerchant {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    appId,
    mchid: '1900009191',
    serialNo: randomBytes(20).toString('hex').toUpperCase(),
    platformKeyId: `PUB_KEY_ID_01${randomBytes(12).toString('hex')}`,
    apiV3Key: randomBytes(16).toString('hex'),
    merchantKeyPem: pem(merchant.privateKey, 'pkcs8'),
    platformPublicKeyPem: pem(platform.publicKey, 'spki'),
    keys: { merchant, platform },
  };
}

export async function startFakeWeChatPay(
  appId: string,
  account: WeChatPayMerchant = newWeChatPayMerchant(appId),
): Promise<FakeWeChatPay> {
  const { mchid, serialNo, platformKeyId, apiV3Key } = account;
  const { merchant, platform } = account.keys;
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const trades = new Map<string, FakeTrade>();
  const calls: string[] = [];

  const transaction = (tradeNo: string, trade: FakeTrade, totalFen?: number) => ({
    appid: trade.body.appid,
    mchid,
    out_trade_no: tradeNo,
    ...(trade.transactionId ? { transaction_id: trade.transactionId } : {}),
    trade_type: String(trade.kind).toUpperCase(),
    trade_state: trade.state,
    trade_state_desc: trade.state,
    ...(trade.successTime ? { success_time: trade.successTime } : {}),
    amount: {
      total: totalFen ?? (trade.body.amount as { total: number }).total,
      currency: 'CNY',
    },
  });

  const answer = (res: ServerResponse, status: number, body?: object) => {
    const text = body ? JSON.stringify(body) : '';
    const key = fake.forgeAnswers ? forger.privateKey : platform.privateKey;
    res
      .writeHead(status, {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...wechatpayHeaders(text, { keyId: platformKeyId, privateKey: key }),
      })
      .end(text);
  };
  const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code, message }));

  /** The merchant's signature of the request, checked as WeChat Pay does. */
  function signedByMerchant(req: IncomingMessage, pathAndQuery: string, body: string): boolean {
    const auth = parseAuthorization(req.headers.authorization);
    if (!auth || auth.mchid !== mchid || auth.serial_no !== serialNo) return false;
    const { timestamp = '', nonce_str: nonce = '', signature = '' } = auth;
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
    const message = signatureMessage(req.method ?? '', pathAndQuery, timestamp, nonce, body);
    return rsaVerify(message, signature, merchant.publicKey);
  }

  function prepay(kind: string, body: Record<string, unknown>, res: ServerResponse) {
    const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
    const tradeNo = body.out_trade_no;
    const scene = body.scene_info as { payer_client_ip?: unknown; h5_info?: unknown } | undefined;
    const missing =
      body.appid !== appId ||
      body.mchid !== mchid ||
      typeof body.description !== 'string' ||
      typeof tradeNo !== 'string' ||
      !/^[0-9A-Za-z_\-|*]{6,32}$/.test(tradeNo) ||
      typeof body.notify_url !== 'string' ||
      !body.notify_url.startsWith('https://') ||
      !Number.isInteger(amount?.total) ||
      (amount?.total as number) < 1 ||
      (kind === 'jsapi' && typeof (body.payer as { openid?: unknown })?.openid !== 'string') ||
      (kind === 'h5' && (typeof scene?.payer_client_ip !== 'string' || !scene.h5_info));
    if (missing) return refuse(res, 400, 'PARAM_ERROR', '参数错误');
    const known = trades.get(tradeNo as string);
    if (known?.state === 'CLOSED') return refuse(res, 400, 'ORDER_CLOSED', '订单已关闭');
    if (known?.state === 'SUCCESS') return refuse(res, 400, 'ORDERPAID', '订单已支付');
    trades.set(tradeNo as string, { kind, body, state: 'NOTPAY' });
    const prepayId = `wx${randomBytes(14).toString('hex')}`;
    if (kind === 'jsapi') return answer(res, 200, { prepay_id: prepayId });
    if (kind === 'h5')
      return answer(res, 200, {
        h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=${randomBytes(4).readUInt32BE()}`,
      });
    return answer(res, 200, {
      code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}`,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(`${req.method} ${url.pathname}`);
    if (!signedByMerchant(req, req.url ?? '/', text))
      return refuse(res, 401, 'SIGN_ERROR', '签名错误');
    const body = text ? parseObject(text) : {};
    if (!body) return refuse(res, 400, 'PARAM_ERROR', '请求体不是 JSON');
    const kind = /^\/v3\/pay\/transactions\/(jsapi|h5|native)$/.exec(url.pathname)?.[1];
    if (kind && req.method === 'POST') return prepay(kind, body, res);
    const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    if (!byNo) return refuse(res, 404, 'NOT_FOUND', 'no such call');
    const tradeNo = decodeURIComponent(byNo[1]!);
    const trade = trades.get(tradeNo);
    const closing = byNo[2] === '/close' && req.method === 'POST';
    if ((closing ? body.mchid : url.searchParams.get('mchid')) !== mchid)
      return refuse(res, 400, 'PARAM_ERROR', 'mchid 不正确');
    if (!trade) return refuse(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
    if (!closing) return answer(res, 200, transaction(tradeNo, trade));
    if (trade.state === 'SUCCESS') return refuse(res, 400, 'ORDERPAID', '订单已支付');
    trade.state = 'CLOSED';
    return answer(res, 204);
  }

  const server = await listenOnLoopback((req, res) => void handle(req, res));

  const fake: FakeWeChatPay = {
    ...account,
    base: server.base,
    trades,
    calls,
    forgeAnswers: false,
    pay(tradeNo) {
      const trade = trades.get(tradeNo);
      if (trade?.state !== 'NOTPAY') throw new Error(`trade ${tradeNo} is not waiting`);
      trade.state = 'SUCCESS';
      trade.successTime = new Date().toISOString().replace(/\.\d+Z$/, '+00:00');
      trade.transactionId = `4200${randomBytes(12).toString('hex')}`;
      return trade;
    },
    notification(tradeNo, options = {}) {
      const trade = trades.get(tradeNo);
      if (!trade) throw new Error(`no trade ${tradeNo}`);
      const resource = encryptResource(
        JSON.stringify(transaction(tradeNo, trade, options.totalFen)),
        apiV3Key,
        randomBytes(6).toString('hex'),
        'transaction',
      );
      const payload = JSON.stringify({
        id: options.id ?? `EV-${randomBytes(10).toString('hex')}`,
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource,
      });
      const at = { timestamp: unixSeconds(options.at), nonce: newNonce() };
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          ...wechatpayHeaders(
            payload,
            { keyId: platformKeyId, privateKey: platform.privateKey },
            at,
          ),
        },
      };
    },
    async send(url, note) {
      const res = await fetch(url, { method: 'POST', headers: note.headers, body: note.payload });
      return { status: res.status, body: await res.text() };
    },
    close: server.close,
  };
  return fake;
}

/**
 * The settings of a deployment whose WeChat Pay is this merchant, at the fake's address when
 * given one: the key files written to a fresh folder (removed by `remove`).
 */
export function wechatPayEnv(
  fake: WeChatPayMerchant & { base?: string },
  notifyUrl = 'https://h5.hospital.example/api/wechatpay/notify',
) {
  const dir = mkdtempSync(join(tmpdir(), 'wechatpay-'));
  writeFileSync(join(dir, 'apiclient_key.pem'), fake.merchantKeyPem);
  writeFileSync(join(dir, 'pub_key.pem'), fake.platformPublicKeyPem);
  return {
    env: {
      WECHAT_APP_ID: fake.appId,
      WECHATPAY_MCHID: fake.mchid,
      WECHATPAY_SERIAL_NO: fake.serialNo,
      WECHATPAY_PRIVATE_KEY_FILE: join(dir, 'apiclient_key.pem'),
      WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: join(dir, 'pub_key.pem'),
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: fake.platformKeyId,
      WECHATPAY_API_V3_KEY: fake.apiV3Key,
      ...(fake.base ? { WECHATPAY_API_BASE: fake.base } : {}),
      WECHATPAY_NOTIFY_URL: notifyUrl,
    },
    dir,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
