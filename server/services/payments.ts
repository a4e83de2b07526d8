import type { Queryable } from '../db/db.ts';

/** Where a trade stands, in the provider's words (the spec's tradeStatus values). */
export type TradeStatus =
  'WAIT_BUYER_PAY' | 'TRADE_CLOSED' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_FAIL';

/** A trade as the provider reports it. */
export interface TradeState {
  tradeStatus: TradeStatus;
  /** When the provider settled it (paid, closed or failed); null while it waits. */
  respondedAt: string | null;
}

/** The trade states in which the money has reached the centre. */
export const PAID_TRADE_STATES: readonly TradeStatus[] = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

export interface TradeRef {
  orderNo: string;
  tradeNo: string;
}

/**
 * The cashier: where an online payment happens. The reference server's simulated cashier
 * is a page of its own that settles the trade and returns through `GET /paySuccess` to
 * the pay result route; a deployment puts its payment provider (WeChat Pay, UnionPay)
 * behind the same interface.
 */
export interface PaymentGateway {
  /** Opens a trade for an order; the browser is sent to `tradeUrl`. */
  createTrade(
    q: Queryable,
    order: { orderNo: string; hospId: number },
  ): Promise<{ tradeNo: string; tradeUrl: string }>;
  /** Asks the provider where a trade stands; null when it does not know the trade. */
  queryTrade(q: Queryable, trade: TradeRef): Promise<TradeState | null>;
  /**
   * Closes a trade still waiting for the payer (the booking was cancelled), so the
   * cashier can no longer take money for it. Answers the trade's state afterwards: a
   * trade the payer settled first stays settled.
   */
  closeTrade(q: Queryable, trade: TradeRef): Promise<TradeState | null>;
}

/** The simulated cashier also takes the payer's decision, as the provider's page would. */
export interface SimulatedGateway extends PaymentGateway {
  /**
   * The payer pays (`success`) or gives up (`close`) a waiting trade; the provider's
   * notification then records it on the order. False when the trade was not waiting.
   */
  settle(q: Queryable, orderNo: string, result: 'success' | 'close'): Promise<boolean>;
}

export function isSimulatedGateway(gateway: PaymentGateway): gateway is SimulatedGateway {
  return typeof (gateway as Partial<SimulatedGateway>).settle === 'function';
}

const TRADE_COLUMNS = `trade_status AS "tradeStatus",
  to_char(trade_response_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "respondedAt"`;

/**
 * The simulator keeps no ledger of its own: the trade columns of the order are where its
 * "provider" and its notifications write, so asking it reads them back.
 */
export const simulatedCashier: SimulatedGateway = {
  async createTrade(q, { orderNo, hospId }) {
    const tradeNo = `T${orderNo.slice(1)}`;
    await q.query(
      `UPDATE personal_orders SET trade_no = $2, trade_status = 'WAIT_BUYER_PAY', trade_request_time = now()
        WHERE order_no = $1`,
      [orderNo, tradeNo],
    );
    return {
      tradeNo,
      tradeUrl: `/sim/cashier?${new URLSearchParams({ orderNo, hospid: String(hospId) })}`,
    };
  },

  async queryTrade(q, { orderNo, tradeNo }) {
    const [row] = await q.query<TradeState>(
      `SELECT ${TRADE_COLUMNS} FROM personal_orders
        WHERE order_no = $1 AND trade_no = $2 AND trade_status IS NOT NULL`,
      [orderNo, tradeNo],
    );
    return row ?? null;
  },

  async closeTrade(q, trade) {
    await q.query(
      `UPDATE personal_orders SET trade_status = 'TRADE_CLOSED', trade_response_time = now()
        WHERE order_no = $1 AND trade_no = $2 AND trade_status = 'WAIT_BUYER_PAY'`,
      [trade.orderNo, trade.tradeNo],
    );
    return simulatedCashier.queryTrade(q, trade);
  },

  async settle(q, orderNo, result) {
    const settled = await q.query(
      result === 'success'
        ? `UPDATE personal_orders SET pay_status = 1, trade_status = 'TRADE_SUCCESS', trade_response_time = now()
            WHERE order_no = $1 AND trade_status = 'WAIT_BUYER_PAY' RETURNING 1`
        : `UPDATE personal_orders SET trade_status = 'TRADE_CLOSED', trade_response_time = now()
            WHERE order_no = $1 AND trade_status = 'WAIT_BUYER_PAY' RETURNING 1`,
      [orderNo],
    );
    return settled.length > 0;
  },
};
