import { Type } from 'typebox';
import {
  CancelOrderInput,
  ChangeOrderDateInput,
  CreateOrderInput,
  PayOrderInput,
  PersonalOrder,
  PositiveId,
  SaveOrderInput,
  UserOrderQuery,
  UserOrdersQuery,
} from '../../../src/contract/index.ts';
import { accountPost, answers, listAnswers, type Module } from '../../plugins/api.ts';
import { ApiError, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { personalOrders } from './service.ts';

const auth = { auth: true };
const anOrder = answers(PersonalOrder);

/** Personal bookings: the draft, the booking, its payment, cancel and change of date. */
export const ordersModule: Module = (api, deps) => {
  const service = personalOrders(deps);

  accountPost(
    api,
    '/api/PersonalOrder/CreateUserOrder',
    { body: CreateOrderInput, data: PersonalOrder },
    service.createDraft,
  );
  accountPost(
    api,
    '/api/PersonalOrder/SaveUserOrder',
    { body: SaveOrderInput, data: PersonalOrder },
    service.book,
    MSG.booked,
  );

  api.get(
    '/api/personalOrder/GetUserOrders',
    {
      config: auth,
      schema: { querystring: UserOrdersQuery, response: listAnswers(PersonalOrder) },
    },
    async (request) => ok(await service.list(request.account.id, request.query.hospid)),
  );

  api.get(
    '/api/personalOrder/GetUserOrder',
    { config: auth, schema: { querystring: UserOrderQuery, response: anOrder } },
    async (request) => {
      const { hospid, orderno } = request.query;
      return ok(await service.get(request.account.id, hospid, orderno));
    },
  );

  api.post(
    '/api/PersonalOrder/CancelOrder',
    { config: auth, schema: { body: CancelOrderInput, response: answers(Type.Null()) } },
    async (request) => {
      // Paid after all: the payment is recorded and the booking stands.
      if (!(await service.cancel(request.account.id, request.body.Value)))
        throw new ApiError(409, MSG.paidNoCancel);
      return ok(null, MSG.orderCancelled);
    },
  );

  api.post(
    '/api/PersonalOrder/PayOrder',
    { config: auth, schema: { body: PayOrderInput, response: anOrder } },
    async (request) => ok(await service.pay(request.account.id, request.body.Value)),
  );

  accountPost(
    api,
    '/api/PersonalOrder/ChangeOrderDate',
    { body: ChangeOrderDateInput, data: PersonalOrder },
    service.reschedule,
    MSG.orderRescheduled,
  );

  // The pay result page's call: the provider's word on the order's trade, then the order.
  api.put(
    '/order/:id/finish',
    {
      config: auth,
      schema: { params: Type.Object({ id: PositiveId }), response: anOrder },
    },
    async (request) => ok(await service.finishPayment(request.account.id, request.params.id)),
  );
};
