import type { Queryable } from '../../db/db.ts';
import type { TradeState } from '../../plugins/outside/payments.ts';

/** The trade opened for an order, waiting for the payer. */
export async function recordTradeOpened(q: Queryable, orderId: number, tradeNo: string) {
  await q.query(
    `UPDATE personal_orders SET trade_no = $2, trade_status = 'WAIT_BUYER_PAY', trade_request_time = now()
      WHERE id = $1`,
    [orderId, tradeNo],
  );
}

/**
 * Writes what the provider says of an order's trade onto it, once: asking again with
 * nothing new changes nothing (not even the response time). Money received marks the
 * order paid; a refund in progress or done is never set back to paid.
 */
export async function recordTradeState(
  q: Queryable,
  where: { id: number } | { orderNo: string },
  trade: TradeState,
  paid: boolean,
) {
  const byId = 'id' in where;
  await q.query(
    `UPDATE personal_orders
        SET trade_status = $2,
            pay_status = CASE WHEN $3 AND pay_status = 0 THEN 1 ELSE pay_status END,
            trade_response_time = CASE WHEN $2 = 'WAIT_BUYER_PAY' THEN trade_response_time
                                       ELSE COALESCE($4::timestamptz, trade_response_time, now()) END,
            updated_at = now()
      WHERE ${byId ? 'id = $1' : 'order_no = $1'} AND (trade_status IS DISTINCT FROM $2 OR ($3 AND pay_status = 0))`,
    [byId ? where.id : where.orderNo, trade.tradeStatus, paid, trade.respondedAt],
  );
}

/** An order's branch and total by its number, as a payment provider's cashier shows it. */
export async function orderTotal(q: Queryable, orderNo: string) {
  const [row] = await q.query<{ hosp_id: number; total: number }>(
    'SELECT hosp_id, total_price::float8 AS total FROM personal_orders WHERE order_no = $1',
    [orderNo],
  );
  return row ?? null;
}
