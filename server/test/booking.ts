import type { FastifyInstance } from 'fastify';
import * as api from '../../src/contract/index.ts';
import { enc, smsCode } from './auth.ts';
import { inject } from './inject.ts';
import { type TestContext } from './testApp.ts';

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
  const draft = await inject(app, api.createUserOrder, { hospId: 1, packageId, profileId }, token);
  const { orderNo, id } = draft.body.data as { orderNo: string; id: number };
  const extraData = order.extraData ?? PERSONAL_EXTRA;
  const body = { orderNo, appointDate: day, timeRangeId, payment, extraData };
  const saved = await inject(app, api.saveUserOrder, body, token);
  return { id, orderNo, saved };
}

/**
 * The days open for a personal booking in time range `timeRangeId`, as `token` is offered
 * them, but a seeded booked company appointment's: the reminder job plans that one's
 * reminders (issue 37), and they would go with the ones a test counts. `afterFirst` leaves
 * out the first open day (tomorrow: booked after 18:00 in China its evening reminder is due
 * at once).
 */
export async function openReminderDays(
  ctx: TestContext,
  token: string,
  timeRangeId: number,
  { afterFirst = false } = {},
): Promise<string[]> {
  const schedule = await inject(ctx.app, api.personalSchedules, { hospId: 1 }, token);
  const seeded = await ctx.db.query<{ day: string }>(
    'SELECT appoint_date::text AS day FROM company_appointments WHERE appoint_status = 1',
  );
  return schedule.body.data
    .filter((d) => d.orderable && d.timeRanges.some((r) => r.id === timeRangeId && r.orderable))
    .map((d) => d.dayValue)
    .slice(afterFirst ? 1 : 0)
    .filter((day) => !seeded.some((s) => s.day === day));
}

/**
 * Adds a relative to the account of `token` as the app does, their phone proven by a code
 * sent to it: the new profile's id (sex and birth read from the ID number).
 */
export async function addRelative(
  app: FastifyInstance,
  token: string,
  person: { name: string; idcard: string; mobile: string },
): Promise<number> {
  const added = await inject(
    app,
    api.addProfile,
    {
      name: person.name,
      idType: 0,
      idcard: enc(person.idcard),
      marital: 1,
      relation: 'other',
      mobile: enc(person.mobile),
      smsCode: await smsCode(app, person.mobile),
    },
    token,
  );
  if (added.status !== 200) throw new Error(`addprofile failed: ${JSON.stringify(added.body)}`);
  return (added.body.data as { id: number }).id;
}
