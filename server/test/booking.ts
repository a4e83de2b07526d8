import type { FastifyInstance } from 'fastify';
import { post } from './auth.ts';

/** What the demo's personal booking form answers when it asks for a company and a payment. */
export const PERSONAL_EXTRA = { company_name: '个人', payment_option: '银行卡' };

/**
 * Books a personal check-up the way the app does: a draft (CreateUserOrder), then the day,
 * time range and payment (SaveUserOrder). Answers the order's id and number and the save's
 * answer, for the test to check.
 */
export async function bookPersonal(
  app: FastifyInstance,
  token: string,
  order: {
    profileId: number;
    day: string;
    packageId: number;
    timeRangeId: number;
    payment?: number;
    extraData?: Record<string, string>;
  },
) {
  const { profileId, day, packageId, timeRangeId, payment = 0 } = order;
  const draft = await post(
    app,
    '/api/PersonalOrder/CreateUserOrder',
    { hospId: 1, packageId, profileId },
    token,
  );
  const { orderNo, id } = draft.body.data as { orderNo: string; id: number };
  const extraData = order.extraData ?? PERSONAL_EXTRA;
  const body = { orderNo, appointDate: day, timeRangeId, payment, extraData };
  const saved = await post(app, '/api/PersonalOrder/SaveUserOrder', body, token);
  return { id, orderNo, saved };
}
