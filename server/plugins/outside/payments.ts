import type { WxPayRequest } from '../../../src/contract/index.ts';
import type { TradeStatus } from '../../../src/rules/orderStatus.ts';

export type { TradeStatus } from '../../../src/rules/orderStatus.ts';
export { PAID_TRADE_STATES } from '../../../src/rules/orderStatus.ts';

/** A trade as the provider reports it. */
export interface TradeState {
  tradeStatus: TradeStatus;
  /** When the provider settled it (paid, closed or failed); null while it waits. */
  respondedAt: string | null;
}

export interface TradeRef {
  orderNo: string;
  tradeNo: string;
}

/**
 * Where the payer is, which decides how a provider with several cashiers takes the money
 * (WeChat Pay: JSAPI inside WeChat, H5 in another phone browser, Native as a QR code on a
 * desktop). H5 needs the payer's address, JSAPI the payer's OpenID of the official account.
 */
export type TradePayer =
  | { kind: 'jsapi'; openId: string }
  | { kind: 'h5'; clientIp: string }
  | { kind: 'native' }
  /** Inside WeChat with no OpenID bound to the account: WeChat Pay has no cashier for it. */
  | { kind: 'wechatUnbound' };

/** What the page hands WeChat's bridge (getBrandWCPayRequest), signed by the server. */
export type JsapiPayment = WxPayRequest;

/**
 * The cashier: where an online payment happens. The reference server's simulated cashier
 * is a page of its own that settles the trade and returns through `GET /paySuccess` to
 * the pay result route; a deployment puts its payment provider (WeChat Pay, UnionPay)
 * behind the same interface. A gateway only answers what the provider says: the orders
 * module records it on the order.
 */
export interface PaymentGateway {
  /**
   * Opens a trade for an order; the browser is sent to `tradeUrl`. Inside WeChat (JSAPI)
   * the page first pays through the bridge with `jsapi`, then goes to `tradeUrl`.
   */
  createTrade(order: {
    orderNo: string;
    hospId: number;
    payer?: TradePayer;
  }): Promise<{ tradeNo: string; tradeUrl: string; jsapi?: JsapiPayment }>;
  /** Asks the provider where a trade stands; null when it does not know the trade. */
  queryTrade(trade: TradeRef): Promise<TradeState | null>;
  /**
   * Closes a trade still waiting for the payer (the booking was cancelled), so the
   * cashier can no longer take money for it. Answers the trade's state afterwards: a
   * trade the payer settled first stays settled.
   */
  closeTrade(trade: TradeRef): Promise<TradeState | null>;
}

/** The simulated cashier also takes the payer's decision, as the provider's page would. */
export interface SimulatedGateway extends PaymentGateway {
  /**
   * The payer pays (`success`) or gives up (`close`) the waiting trade of an order:
   * answers the trade's new state, which the provider's notification carries to the
   * order; null when the trade was not waiting.
   */
  settle(orderNo: string, result: 'success' | 'close'): Promise<TradeState | null>;
}

export function isSimulatedGateway(gateway: PaymentGateway): gateway is SimulatedGateway {
  return typeof (gateway as Partial<SimulatedGateway>).settle === 'function';
}
