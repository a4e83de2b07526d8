import { Type } from 'typebox';
import {
  CancelOrderInput,
  ChangeOrderDateInput,
  CreateOrderInput,
  envelopeOf,
  PersonalOrder,
  PositiveId,
  SaveOrderInput,
  SurveyCheck,
  SurveyCheckInput,
  UserOrderQuery,
  UserOrdersQuery,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ApiError, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { personalOrders } from './service.ts';

const auth = { auth: true };
const anOrder = { 200: envelopeOf(PersonalOrder) };

/** Personal bookings: the draft, the booking, its payment, cancel and change of date. */
export const ordersModule: Module = (api, deps) => {
  const service = personalOrders(deps);

  api.post(
    '/api/PersonalOrder/CreateUserOrder',
    { config: auth, schema: { body: CreateOrderInput, response: anOrder } },
    async (request) => ok(await service.createDraft(request.account.id, request.body)),
  );

  api.post(
    '/api/PersonalOrder/SaveUserOrder',
    { config: auth, schema: { body: SaveOrderInput, response: anOrder } },
    async (request) => ok(await service.book(request.account.id, request.body), MSG.booked),
  );

  api.get(
    '/api/personalOrder/GetUserOrders',
    {
      config: auth,
      schema: {
        querystring: UserOrdersQuery,
        response: { 200: envelopeOf(Type.Array(PersonalOrder)) },
      },
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
    {
      config: auth,
      schema: { body: CancelOrderInput, response: { 200: envelopeOf(Type.Null()) } },
    },
    async (request) => {
      // Paid after all: the payment is recorded and the booking stands.
      if (!(await service.cancel(request.account.id, request.body.Value)))
        throw new ApiError(409, MSG.paidNoCancel);
      return ok(null, MSG.orderCancelled);
    },
  );

  api.post(
    '/api/PersonalOrder/ChangeOrderDate',
    { config: auth, schema: { body: ChangeOrderDateInput, response: anOrder } },
    async (request) =>
      ok(await service.reschedule(request.account.id, request.body), MSG.orderRescheduled),
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

  api.post(
    '/api/survey/checkUserSurvey',
    {
      config: auth,
      schema: { body: SurveyCheckInput, response: { 200: envelopeOf(SurveyCheck) } },
    },
    // Questionnaires arrive with their own issue; until then no package asks for one.
    async () => ok({ surveyId: null, surveyStatus: 0, surveyPostDate: null }),
  );
};
