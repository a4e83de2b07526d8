import { Type } from 'typebox';
import { OrderNo, paymentMethods, PositiveId } from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { route } from '../../plugins/route.ts';
import { paymentMethodsOf as methodsOf } from './service.ts';

/** A hospital's payment methods, and the cashier's way back to the app. */
export const paymentsModule: Module = (api, { db }) => {
  route(api, paymentMethods, async ({ query }) => ok(await methodsOf(db, query.hospId)));

  // The cashier's return URL: the provider sends the payer's browser here when the payment
  // page is done, whatever its outcome; the app's pay result page then asks for the state.
  // A redirect, not an envelope call, so a plain route and no endpoint of the contract.
  api.get(
    '/paySuccess',
    { schema: { querystring: Type.Object({ orderno: OrderNo, hospid: PositiveId }) } },
    async (request, reply) => {
      const { orderno, hospid } = request.query;
      return reply.redirect(
        `/#/orderPayResult?${new URLSearchParams({ orderNo: orderno, hospid: String(hospid) })}`,
        302,
      );
    },
  );
};
