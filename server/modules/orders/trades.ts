import type { Queryable } from '../../db/db.ts';
import {
  PAID_TRADE_STATES,
  type JsapiPayment,
  type PaymentGateway,
  type TradePayer,
  type TradeState,
} from '../../plugins/outside/payments.ts';
import * as trades from './tradesRepository.ts';
import { recordTradeOpened, recordTradeState } from './tradesRepository.ts';

/**
 * Opens the provider's trade for a booking and notes it on the order; answers where to pay,
 * and inside WeChat the signed parameters of WeChat's own cashier (JSAPI).
 */
export async function openTrade(
  q: Queryable,
  gateway: PaymentGateway,
  order: { id: number; orderNo: string; hospId: number; payer: TradePayer },
): Promise<{ tradeUrl: string; wxPay?: JsapiPayment }> {
  const { orderNo, hospId, payer } = order;
  const trade = await gateway.createTrade({ orderNo, hospId, payer });
  await recordTradeOpened(q, order.id, trade.tradeNo);
  return { tradeUrl: trade.tradeUrl, ...(trade.jsapi ? { wxPay: trade.jsapi } : {}) };
}

export const isPaid = (trade: TradeState) => PAID_TRADE_STATES.includes(trade.tradeStatus);

/** Records what the provider says of an order's trade (idempotently). */
export function recordTrade(q: Queryable, orderId: number, trade: TradeState) {
  return recordTradeState(q, { id: orderId }, trade, isPaid(trade));
}

/** The provider's notification of a settled trade, recorded on the order it names. */
export function recordTradeNotice(q: Queryable, orderNo: string, trade: TradeState) {
  return recordTradeState(q, { orderNo }, trade, isPaid(trade));
}

/** An order's branch and total by its number (the simulated cashier's page). */
export const orderTotal = (q: Queryable, orderNo: string) => trades.orderTotal(q, orderNo);
