import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { reminderDueAt } from '../../../src/rules/reminders.ts';
import { addDays } from '../../../src/rules/schedule.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { makeDeps } from '../../makeDeps.ts';
import { demoSelfProfileId, demoToken } from '../../test/auth.ts';
import { bookPersonal, openReminderDays } from '../../test/booking.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { sendDueReminders } from './job.ts';

// Issue 37: one reminder of a kind per booking and exam day, whatever the moves. Moved to
// tomorrow after 18:00, a booking's evening reminder goes at once; moved away and back, it
// must not go again.
const ctx = useTestApp();
const mobile = demoUsers[0]!.mobile;
let zhang: string;
let days: string[] = [];

beforeAll(async () => {
  zhang = await demoToken(ctx.app, 0);
  days = await openReminderDays(ctx, zhang, 2);
});

afterEach(() => vi.useRealTimers());

const smsCount = async (words: string) =>
  (
    await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sms_outbox WHERE mobile = $1 AND body LIKE $2',
      [mobile, `%${words}%`],
    )
  )[0]!.n;

describe('a booking moved to tomorrow and back after 18:00', () => {
  it('sends the evening reminder of tomorrow once, in three moves', async () => {
    const [tomorrow, later] = [days[1]!, days[2]!];
    const profileId = await demoSelfProfileId(ctx.db, 0);
    const { id, orderNo, saved } = await bookPersonal(ctx.app, zhang, {
      profileId,
      day: later,
      packageId: 4,
      timeRangeId: 2,
    });
    expect(saved.status).toBe(200);
    // The server's clock (only its Date: the database keeps its own) at 18:30 China time
    // of the day before `tomorrow`.
    const evening = new Date(`${addDays(tomorrow, -1)}T18:30:00+08:00`);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(evening);
    const move = async (day: string, minute: number) => {
      vi.setSystemTime(new Date(evening.getTime() + minute * 60_000));
      const res = await inject(
        ctx.app,
        api.changeOrderDate,
        { orderNo, orderDate: day, timeRangeId: 2 },
        zhang,
      );
      expect(res.status).toBe(200);
      return sendDueReminders(makeDeps(ctx.db), { now: new Date() });
    };

    expect((await move(tomorrow, 0)).sent).toBe(1);
    const eve = async () =>
      (await inject(ctx.app, api.bookingReminders, { booking: 'personal', id }, zhang)).body.data
        .reminders[0]!;
    const first = await eve();
    expect(first).toMatchObject({ status: 'sent', sentAt: evening.toISOString() });
    expect(await smsCount(first.text)).toBe(1);

    expect((await move(later, 1)).sent).toBe(0);
    expect((await move(tomorrow, 2)).sent).toBe(0);
    expect((await move(later, 3)).sent).toBe(0);
    expect((await move(tomorrow, 4)).sent).toBe(0);
    expect(await smsCount(first.text)).toBe(1);
    // Back on tomorrow, it shows the one that went.
    expect(await eve()).toMatchObject({ status: 'sent', sentAt: first.sentAt, text: first.text });
  });
});

describe('a reminder the gateway refused', () => {
  it('is not taken for sent: its retry goes, once', async () => {
    const day = days[3]!;
    const { id, saved } = await bookPersonal(ctx.app, zhang, {
      profileId: await demoSelfProfileId(ctx.db, 0),
      day,
      packageId: 4,
      timeRangeId: 2,
    });
    expect(saved.status).toBe(200);
    const due = reminderDueAt('eve', day);
    const refusing = makeDeps(ctx.db);
    refusing.sms = {
      ...refusing.sms,
      send: async () => {
        throw new Error('gateway down');
      },
    };
    expect((await sendDueReminders(refusing, { now: due })).sent).toBe(0);
    const retry = new Date(due.getTime() + 5 * 60_000);
    expect((await sendDueReminders(makeDeps(ctx.db), { now: retry })).sent).toBe(1);
    const res = await inject(ctx.app, api.bookingReminders, { booking: 'personal', id }, zhang);
    const [eve] = res.body.data.reminders;
    expect(eve).toMatchObject({ status: 'sent', sentAt: retry.toISOString() });
    expect(await smsCount(eve!.text)).toBe(1);
  });
});
