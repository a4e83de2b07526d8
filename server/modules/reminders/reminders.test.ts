import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { reminderDueAt } from '../../../src/rules/reminders.ts';
import { demoUsers, hospitals, timeRanges } from '../../seeds/seedData.ts';
import { makeDeps } from '../../makeDeps.ts';
import { demoSelfProfileId, demoToken } from '../../test/auth.ts';
import { bookPersonal, openReminderDays } from '../../test/booking.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { sendDueReminders } from './job.ts';

// Issue 29's bar for the job: on a fake clock (the job's `now`), a reminder is sent once,
// moves with its booking, is dropped with it, is not sent again after a restart and not
// twice by two senders at once.
const ctx = useTestApp();
const people: Array<{ token: string; profileId: number; mobile: string }> = [];
let days: string[] = [];

beforeAll(async () => {
  for (const index of [0, 1, 2])
    people.push({
      token: await demoToken(ctx.app, index),
      profileId: await demoSelfProfileId(ctx.db, index),
      mobile: demoUsers[index]!.mobile,
    });
  days = await openReminderDays(ctx, people[0]!.token, 1);
});

/**
 * Books package 4 (its notice asks for fasting) on `day` at 07:30 for a demo person, paid on
 * site: its order id and number. Never tomorrow's first day: booked after 18:00 in China,
 * its evening reminder would be due at once, not at its hour.
 */
async function book(person: number, day: string) {
  const { token, profileId } = people[person]!;
  const order = { profileId, day, packageId: 4, timeRangeId: 1 };
  const { id, orderNo, saved } = await bookPersonal(ctx.app, token, order);
  expect(saved.status).toBe(200);
  return { orderNo, id };
}

const remindersOf = async (id: number, person = 0) => {
  const res = await inject(
    ctx.app,
    api.bookingReminders,
    { booking: 'personal', id },
    people[person]!.token,
  );
  expect(res.status).toBe(200);
  return res.body.data;
};

/** The SMS messages the simulated gateway holds for a phone with these words. */
const smsWith = async (mobile: string, words: string) =>
  (
    await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sms_outbox WHERE mobile = $1 AND body LIKE $2',
      [mobile, `%${words}%`],
    )
  )[0]!.n;

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
/** A server's own deps on the test database: a new one is a restarted server. */
const server = () => makeDeps(ctx.db);

describe('the reminder job', () => {
  it('plans the evening SMS at booking and sends it once, at its time', async () => {
    const day = days[1]!;
    const { id } = await book(0, day);
    const due = reminderDueAt('eve', day);
    const planned = await remindersOf(id);
    expect(planned.reminders.map((r) => [r.kind, r.status, r.channel, r.dueAt])).toEqual([
      ['eve', 'pending', 'sms', due.toISOString()],
      ['morning', 'off', 'sms', reminderDueAt('morning', day).toISOString()],
    ]);
    const text = planned.reminders[0]!.text;
    // Time, address and the package's fasting notice.
    for (const words of [day, timeRanges[0]!.name, hospitals[0]!.address, '空腹'])
      expect(text).toContain(words);

    const mobile = people[0]!.mobile;
    await sendDueReminders(server(), { now: minutes(due, -1) });
    expect(await smsWith(mobile, text)).toBe(0);
    await sendDueReminders(server(), { now: due });
    expect(await smsWith(mobile, text)).toBe(1);
    await sendDueReminders(server(), { now: minutes(due, 30) });
    expect(await smsWith(mobile, text)).toBe(1);
    const [eve] = (await remindersOf(id)).reminders;
    expect(eve).toMatchObject({ status: 'sent', channel: 'sms', sentAt: due.toISOString(), text });
  });

  it('moves the reminders with a rescheduled booking', async () => {
    const [first, second] = [days[2]!, days[3]!];
    const { id, orderNo } = await book(0, first);
    const moved = await inject(
      ctx.app,
      api.changeOrderDate,
      { orderNo, orderDate: second, timeRangeId: 1 },
      people[0]!.token,
    );
    expect(moved.status).toBe(200);
    const [eve] = (await remindersOf(id)).reminders;
    expect(eve).toMatchObject({
      status: 'pending',
      dueAt: reminderDueAt('eve', second).toISOString(),
    });
    expect(eve!.text).toContain(second);

    await sendDueReminders(server(), { now: reminderDueAt('eve', first) });
    expect((await remindersOf(id)).reminders[0]!.status).toBe('pending');
    await sendDueReminders(server(), { now: reminderDueAt('eve', second) });
    expect(await smsWith(people[0]!.mobile, eve!.text)).toBe(1);
  });

  it('drops the reminders of a cancelled booking, and never sends one whose booking ended', async () => {
    const day = days[4]!;
    const { id, orderNo } = await book(0, day);
    const text = (await remindersOf(id)).reminders[0]!.text;
    const cancel = await inject(ctx.app, api.cancelOrder, { Value: orderNo }, people[0]!.token);
    expect(cancel.status).toBe(200);
    expect((await remindersOf(id)).reminders.map((r) => r.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    await sendDueReminders(server(), { now: reminderDueAt('eve', day) });
    expect(await smsWith(people[0]!.mobile, text)).toBe(0);

    // A booking ended behind the orders module's back (a centre's own system): the job
    // looks at the booking itself before sending.
    const other = await book(1, day);
    const otherText = (await remindersOf(other.id, 1)).reminders[0]!.text;
    await ctx.db.query('UPDATE personal_orders SET appoint_status = 9 WHERE id = $1', [other.id]);
    await sendDueReminders(server(), { now: reminderDueAt('eve', day) });
    expect(await smsWith(people[1]!.mobile, otherText)).toBe(0);
    expect((await remindersOf(other.id, 1)).reminders[0]!.status).toBe('cancelled');
  });

  it('sends after a restart what was due while no server ran, and not again', async () => {
    const day = days[5]!;
    const { id } = await book(0, day);
    const due = reminderDueAt('eve', day);
    await sendDueReminders(server(), { now: minutes(due, -5) });
    // Restarted two hours late: still sent, once, by the new server; a third start sends
    // nothing. (The seeded bookings of that day, given their reminders by the job, go too.)
    const late = minutes(due, 120);
    await sendDueReminders(server(), { now: late });
    const [eve] = (await remindersOf(id)).reminders;
    expect(eve).toMatchObject({ status: 'sent', sentAt: late.toISOString() });
    expect(await smsWith(people[0]!.mobile, eve!.text)).toBe(1);
    expect((await sendDueReminders(server(), { now: minutes(late, 1) })).sent).toBe(0);
    expect(await smsWith(people[0]!.mobile, eve!.text)).toBe(1);
  });

  it('is not doubled by two senders running at once', async () => {
    const day = days[6]!;
    const booked = [await book(0, day), await book(1, day), await book(2, day)];
    const due = reminderDueAt('eve', day);
    const runs = await Promise.all([
      sendDueReminders(server(), { now: due }),
      sendDueReminders(server(), { now: due }),
      sendDueReminders(server(), { now: due }),
    ]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(3);
    for (const [person, { id }] of booked.entries()) {
      const [eve] = (await remindersOf(id, person)).reminders;
      expect(eve!.status).toBe('sent');
      expect(await smsWith(people[person]!.mobile, eve!.text)).toBe(1);
    }
  });
});
