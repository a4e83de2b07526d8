import { Type } from 'typebox';
import { OrderNo } from '../../../src/contract/common.ts';
import { PositiveId } from '../../../src/contract/envelope.ts';
import type { Module } from '../../plugins/api.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { isSimulatedGateway } from '../../plugins/outside/payments.ts';
import { recordTradeNotice } from '../orders/trades.ts';
import { escape, page } from './page.ts';
import { cashierOrder } from './repository.ts';

// Query names arrive lower-cased (see plugins/queryCase.ts).
const OrderQuery = Type.Object({
  orderno: OrderNo,
  hospid: PositiveId,
  result: Type.Optional(Type.Union([Type.Literal('success'), Type.Literal('close')])),
});

/**
 * The simulated cashier: pay or give up, then back through the cashier's return URL
 * (`GET /paySuccess`) to the app's pay result page. Registered only when the payment
 * gateway is the simulator: a real provider has a cashier of its own.
 */
export const cashierModule: Module = (api, { db, payments }) => {
  if (!isSimulatedGateway(payments)) return;
  api.get('/sim/cashier', { schema: { querystring: OrderQuery } }, async (request, reply) => {
    const { orderno: orderNo, hospid: hospId } = request.query;
    const order = await cashierOrder(db, orderNo, hospId);
    if (!order) throw new ApiError(404, 'order not found');
    const link = (result: string) =>
      `/sim/cashier/pay?${new URLSearchParams({ orderNo, hospid: String(hospId), result })}`;
    return reply.type('text/html; charset=utf-8').send(
      page(
        '收银台（模拟）',
        `<h1>收银台<span class="tag">模拟</span></h1>
<section><p>订单号 ${escape(orderNo)}</p><p style="font-size:28px;color:#ee0a24">¥${order.total.toFixed(2)}</p></section>
<a class="btn" data-testid="cashier-pay" href="${escape(link('success'))}">确认支付</a>
<a class="btn alt" data-testid="cashier-close" href="${escape(link('close'))}">放弃支付</a>`,
      ),
    );
  });

  api.get('/sim/cashier/pay', { schema: { querystring: OrderQuery } }, async (request, reply) => {
    const { orderno: orderNo, hospid: hospId, result = 'success' } = request.query;
    if (!(await cashierOrder(db, orderNo, hospId))) throw new ApiError(404, 'order not found');
    // The payer's decision at the provider, then the provider's notification to the orders
    // module, which records it on the order: two parties, as with a real provider.
    const trade = await payments.settle(orderNo, result);
    if (!trade) throw new ApiError(409, 'this trade is not waiting for payment');
    await recordTradeNotice(db, orderNo, trade);
    return reply.redirect(
      `/paySuccess?${new URLSearchParams({ orderNo, hospid: String(hospId) })}`,
      302,
    );
  });
};
