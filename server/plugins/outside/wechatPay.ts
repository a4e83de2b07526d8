import { randomBytes } from 'node:crypto';
import type { WeChatPaySettings } from '../../wechatPaySettings.ts';
import { ApiError } from '../envelope.ts';
import { MSG } from '../messages.ts';
import type {
  JsapiPayment,
  PaymentGateway,
  TradePayer,
  TradeRef,
  TradeState,
  TradeStatus,
} from './payments.ts';
import {
  wechatPayApi,
  WeChatPayDown,
  WeChatPayRefused,
  type WeChatPayAnswer,
} from './wechatPayApi.ts';
import { newNonce, rsaSign, signatureMessage, unixSeconds } from './wechatPaySign.ts';

/** WeChat Pay's trade_state in the app's words (the spec's Alipay-style tradeStatus). */
const TRADE_STATES: Record<string, TradeStatus> = {
  SUCCESS: 'TRADE_SUCCESS',
  NOTPAY: 'WAIT_BUYER_PAY',
  USERPAYING: 'WAIT_BUYER_PAY',
  CLOSED: 'TRADE_CLOSED',
  REVOKED: 'TRADE_CLOSED',
  // Money that was paid and is being given back: the order stays paid (the repository never
  // sets it back), the trade shows closed, as Alipay's full refund does.
  REFUND: 'TRADE_CLOSED',
  PAYERROR: 'TRADE_FAIL',
};

/** A trade of WeChat Pay's answer (a query, or a notification's resource) as the app's. */
export function tradeStateOf(transaction: WeChatPayAnswer): TradeState | null {
  const state = transaction.trade_state;
  const status = typeof state === 'string' ? TRADE_STATES[state] : undefined;
  if (!status) return null;
  const successTime = transaction.success_time;
  return {
    tradeStatus: status,
    respondedAt: status === 'TRADE_SUCCESS' && typeof successTime === 'string' ? successTime : null,
  };
}

/** Fen, the unit of WeChat Pay's amounts, of a total in yuan. */
export const fenOf = (yuan: number) => Math.round(yuan * 100);

/**
 * The merchant's trade number of an order's payment attempt (out_trade_no): the order number
 * and a tail, since WeChat Pay never reopens a closed one and a new attempt needs its own.
 */
export const newTradeNo = (orderNo: string) => `${orderNo}_${randomBytes(4).toString('hex')}`;

/** The order an out_trade_no pays; null when it is not one of ours. */
export function orderNoOfTrade(tradeNo: string): string | null {
  const m = /^(P\d{20})_[0-9a-f]{8}$/.exec(tradeNo);
  return m?.[1] ?? null;
}

export interface WeChatPayOptions extends WeChatPaySettings {
  /** The official account (or app) the merchant is bound to: every prepay names it. */
  appId: string;
  /** An order's total in yuan, read by the server: the amount never comes from a client. */
  orderTotal(orderNo: string): Promise<{ total: number } | null>;
}

/**
 * The payment gateway through WeChat Pay's API v3: the prepay of the payer's kind (JSAPI,
 * H5 or Native), the query and the close of a trade by its out_trade_no. The order is
 * recorded paid by the orders module, from a verified notification or a query.
 */
export function wechatPayGateway(options: WeChatPayOptions): PaymentGateway {
  const ask = wechatPayApi(options);
  const { appId, mchid } = options;
  const tradePath = (tradeNo: string) =>
    `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}`;
  /** Where the payer comes back to: the cashier's return route of this server. */
  const returnUrl = (orderNo: string, hospId: number) =>
    new URL(
      `/paySuccess?${new URLSearchParams({ orderNo, hospid: String(hospId) })}`,
      options.notifyUrl,
    ).href;

  function jsapiPayment(prepayId: string): JsapiPayment {
    const timeStamp = unixSeconds();
    const nonceStr = newNonce();
    const pkg = `prepay_id=${prepayId}`;
    const paySign = rsaSign(signatureMessage(appId, timeStamp, nonceStr, pkg), options.privateKey);
    return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
  }

  /** The answer's field that names the cashier, or WeChat Pay down without it. */
  function field(answer: WeChatPayAnswer | null, name: string): string {
    const value = answer?.[name];
    if (typeof value !== 'string' || value === '')
      throw new WeChatPayDown(`prepay answered without ${name}`);
    return value;
  }

  async function queryTrade({ tradeNo }: TradeRef): Promise<TradeState | null> {
    try {
      const answer = await ask('GET', `${tradePath(tradeNo)}?${new URLSearchParams({ mchid })}`);
      const trade = answer && tradeStateOf(answer);
      if (!trade)
        throw new WeChatPayDown(`query answered trade_state ${String(answer?.trade_state)}`);
      return trade;
    } catch (err) {
      if (err instanceof WeChatPayRefused && err.refusal === 'ORDER_NOT_EXIST') return null;
      if (err instanceof WeChatPayDown) throw new WeChatPayDown(err.reason, MSG.tradeUnknown);
      throw err;
    }
  }

  return {
    // Without a payer, Native: its code needs nothing of the payer's surroundings.
    async createTrade({ orderNo, hospId, payer = { kind: 'native' } satisfies TradePayer }) {
      // Inside WeChat, WeChat Pay takes JSAPI only, which needs the payer's OpenID.
      if (payer.kind === 'wechatUnbound') throw new ApiError(409, MSG.payNeedsWeChatLogin);
      const order = await options.orderTotal(orderNo);
      if (!order) throw new WeChatPayDown(`no order ${orderNo}`);
      const tradeNo = newTradeNo(orderNo);
      const body = {
        appid: appId,
        mchid,
        description: `${MSG.tradeDescription} ${orderNo}`,
        out_trade_no: tradeNo,
        notify_url: options.notifyUrl,
        amount: { total: fenOf(order.total), currency: 'CNY' },
        ...(payer.kind === 'jsapi' ? { payer: { openid: payer.openId } } : {}),
        ...(payer.kind === 'h5'
          ? { scene_info: { payer_client_ip: payer.clientIp, h5_info: { type: 'Wap' } } }
          : {}),
      };
      const answer = await ask('POST', `/v3/pay/transactions/${payer.kind}`, body);
      const back = returnUrl(orderNo, hospId);
      if (payer.kind === 'jsapi')
        return { tradeNo, tradeUrl: back, jsapi: jsapiPayment(field(answer, 'prepay_id')) };
      if (payer.kind === 'h5') {
        // WeChat Pay's H5 cashier returns the payer to redirect_url, whatever the outcome.
        const h5 = new URL(field(answer, 'h5_url'));
        h5.searchParams.set('redirect_url', back);
        return { tradeNo, tradeUrl: h5.href };
      }
      return { tradeNo, tradeUrl: field(answer, 'code_url') };
    },

    queryTrade,

    async closeTrade(trade) {
      try {
        await ask('POST', `${tradePath(trade.tradeNo)}/close`, { mchid });
      } catch (err) {
        // A trade WeChat Pay will not close (paid meanwhile, unknown) is told by the query.
        if (!(err instanceof WeChatPayRefused)) throw err;
      }
      return queryTrade(trade);
    },
  };
}
