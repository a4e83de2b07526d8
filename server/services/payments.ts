import type { Queryable } from '../db/db.ts';

/**
 * The cashier: where an online payment happens. The reference server's simulated cashier
 * is a page of its own that settles the trade and returns to the pay result route; a
 * deployment puts its payment provider (WeChat Pay, UnionPay) behind the same interface.
 */
export interface PaymentGateway {
  /** Opens a trade for an order; the browser is sent to `tradeUrl`. */
  createTrade(
    q: Queryable,
    order: { orderNo: string; hospId: number },
  ): Promise<{ tradeNo: string; tradeUrl: string }>;
}

export const simulatedCashier: PaymentGateway = {
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
};
