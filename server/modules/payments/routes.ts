import { Type } from 'typebox';
import { HospIdQuery, OrderNo, PaymentMethod, PositiveId } from '../../../src/contract/index.ts';
import { listAnswers, type Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { paymentMethods } from './repository.ts';

/** A hospital's payment methods, and the cashier's way back to the app. */
export const paymentsModule: Module = (api, { db }) => {
  api.get(
    '/api/personalOrder/GetPayments',
    { schema: { querystring: HospIdQuery, response: listAnswers(PaymentMethod) } },
    async (request) => ok(await paymentMethods(db, request.query.hospid)),
  );

  // The cashier's return URL: the provider sends the payer's browser here when the payment
  // page is done, whatever its outcome; the app's pay result page then asks for the state.
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
