import { Type } from 'typebox';
import type { Module } from '../../plugins/api.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { isSimulatedGateway } from '../../plugins/outside/payments.ts';
import { recordTradeNotice } from '../orders/index.ts';
import { SIM_MSG } from './messages.ts';
import { escape, page, TAG } from './page.ts';
import { sha256 } from '../../plugins/crypto/secrets.ts';
import { MSG } from '../../plugins/messages.ts';
import { cashierTrade } from './repository.ts';

// Query names arrive lower-cased (see plugins/queryCase.ts).
const TradeQuery = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{24}$' }),
  result: Type.Optional(Type.Union([Type.Literal('success'), Type.Literal('close')])),
});

/**
 * The simulated cashier: pay or give up, then back through the cashier's return URL
 * (`GET /paySuccess`) to the app's pay result page. Registered only when the payment
 * gateway is the simulator: a real provider has a cashier of its own.
 */
export const cashierModule: Module = (api, { db, payments }) => {
  if (!isSimulatedGateway(payments)) return;
  /** The trade the token names; 404 for a token no trade has. */
  async function tradeOf(token: string) {
    const trade = await cashierTrade(db, sha256(token));
    if (!trade) throw new ApiError(404, MSG.tradeNotFound);
    return trade;
  }

  api.get('/sim/cashier', { schema: { querystring: TradeQuery } }, async (request, reply) => {
    const { token } = request.query;
    const trade = await tradeOf(token);
    const link = (result: string) => `/sim/cashier/pay?${new URLSearchParams({ token, result })}`;
    return reply.type('text/html; charset=utf-8').send(
      page(
        SIM_MSG.cashierTitle,
        `<h1>${escape(SIM_MSG.cashierHeading)}${TAG}</h1>
<section><p>${escape(SIM_MSG.cashierOrderNo({ orderNo: trade.order_no }))}</p><p style="font-size:28px;color:#ee0a24">¥${trade.total.toFixed(2)}</p></section>
<a class="btn" data-testid="cashier-pay" href="${escape(link('success'))}">${escape(SIM_MSG.cashierPay)}</a>
<a class="btn alt" data-testid="cashier-close" href="${escape(link('close'))}">${escape(SIM_MSG.cashierClose)}</a>`,
      ),
    );
  });

  api.get('/sim/cashier/pay', { schema: { querystring: TradeQuery } }, async (request, reply) => {
    const { token, result = 'success' } = request.query;
    const { order_no: orderNo, hosp_id: hospId, waiting } = await tradeOf(token);
    if (!waiting) throw new ApiError(409, MSG.tradeNotWaiting);
    // The payer's decision at the provider, then the provider's notification to the orders
    // module, which records it on the order: two parties, as with a real provider.
    const trade = await payments.settle(orderNo, result);
    if (!trade) throw new ApiError(409, MSG.tradeNotWaiting);
    await recordTradeNotice(db, orderNo, trade);
    return reply.redirect(
      `/paySuccess?${new URLSearchParams({ orderNo, hospid: String(hospId) })}`,
      302,
    );
  });
};
