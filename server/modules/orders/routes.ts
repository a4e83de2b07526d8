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
import { personalOrders } from './service.ts';

/** Personal bookings: the draft, the booking, its payment, cancel and change of date. */
export const ordersModule: Module = (api, deps) => {
  const service = personalOrders(deps);

  route(api, createUserOrder, async ({ account, body }) =>
    ok(await service.createDraft(account.id, body)),
  );

  route(api, saveUserOrder, async ({ account, body }) =>
    ok(await service.book(account.id, body), MSG.booked),
  );

  route(api, userOrders, async ({ account, query }, reply) =>
    sendPage(reply, query, await service.list(account.id, query.hospId, query)),
  );

  route(api, userOrder, async ({ account, query }) =>
    ok(await service.get(account.id, query.hospId, query.orderNo)),
  );

  route(api, cancelOrder, async ({ account, body }) => {
    // Paid after all: the payment is recorded and the booking stands.
    if (!(await service.cancel(account.id, body.Value))) throw new ApiError(409, MSG.paidNoCancel);
    return ok(null, MSG.orderCancelled);
  });

  route(api, payOrder, async ({ account, body }) => ok(await service.pay(account.id, body.Value)));

  route(api, changeOrderDate, async ({ account, body }) =>
    ok(await service.reschedule(account.id, body), MSG.orderRescheduled),
  );

  route(api, finishOrderPayment, async ({ account, params }) =>
    ok(await service.finishPayment(account.id, params.id)),
  );
};
