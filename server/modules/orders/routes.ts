import {
  cancelOrder,
  changeOrderDate,
  createUserOrder,
  finishOrderPayment,
  payOrder,
  saveUserOrder,
  userOrder,
  userOrders,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ApiError, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { sendPage } from '../../plugins/paged.ts';
import { route } from '../../plugins/route.ts';
import {
  bookOrder,
  cancelBooking,
  createDraft,
  finishPayment,
  listOrders,
  orderOf,
  payBooking,
  rescheduleOrder,
} from './service.ts';

/** Where the payer is, which decides the provider's cashier (payments/payer.ts). */
const clientOf = (request: { headers: { 'user-agent'?: string }; ip: string }) => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

/** Personal bookings: the draft, the booking, its payment, cancel and change of date. */
export const ordersModule: Module = (api, deps) => {
  route(api, createUserOrder, async ({ account, body }) =>
    ok(await createDraft(deps, account.id, body)),
  );

  route(api, saveUserOrder, async (request) =>
    ok(await bookOrder(deps, request.account.id, request.body, clientOf(request)), MSG.booked),
  );

  route(api, userOrders, async ({ account, query }, reply) =>
    sendPage(reply, query, await listOrders(deps, account.id, query.hospId, query)),
  );

  route(api, userOrder, async ({ account, query }) =>
    ok(await orderOf(deps, account.id, query.hospId, query.orderNo)),
  );

  route(api, cancelOrder, async ({ account, body }) => {
    // Paid after all: the payment is recorded and the booking stands.
    if (!(await cancelBooking(deps, account.id, body.Value)))
      throw new ApiError(409, MSG.paidNoCancel);
    return ok(null, MSG.orderCancelled);
  });

  route(api, payOrder, async (request) =>
    ok(await payBooking(deps, request.account.id, request.body.Value, clientOf(request))),
  );

  route(api, changeOrderDate, async ({ account, body }) =>
    ok(await rescheduleOrder(deps, account.id, body), MSG.orderRescheduled),
  );

  route(api, finishOrderPayment, async ({ account, params }) =>
    ok(await finishPayment(deps, account.id, params.id)),
  );
};
