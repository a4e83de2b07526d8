import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BookingReminders } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { reminderDueAt } from '../../../src/rules/reminders.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { makeDeps } from '../../makeDeps.ts';
import { demoSelfProfileId, demoToken } from '../../test/auth.ts';
import { bookPersonal, openReminderDays } from '../../test/booking.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { sendDueReminders } from './job.ts';
import { REMINDER_MSG } from './messages.ts';

// Issue 36: the hospital's `reminder_enable` switch is held at the moment of sending. Turned
// off after reminders were planned, nothing goes; on again, a held reminder goes only while
// still in time. Meanwhile the patient still sees them and may turn them off, not on.
const ctx = useTestApp();
let zhang: string;
let zhangSelf: number;
let days: string[] = [];
const deps = () => makeDeps(ctx.db);
const TEMPLATE = () => deps().wechatMessages.reminderTemplateId;
const mobile = demoUsers[0]!.mobile;

beforeAll(async () => {
  zhang = await demoToken(ctx.app, 0);
  zhangSelf = await demoSelfProfileId(ctx.db, 0);
  // Never tomorrow: booked after 18:00 in China, its evening reminder would be due at once.
  days = await openReminderDays(ctx, zhang, 2, { afterFirst: true });
});

const turnSwitch = (value: '是' | '否') =>
  ctx.db.query(
    "UPDATE hosp_configs SET value = $1 WHERE hosp_id = 1 AND code = 'reminder_enable'",
    [value],
  );
afterEach(() => turnSwitch('是'));

/** Books package 4 on `day` at 08:30, paid on site: the order's id. */
async function book(day: string) {
  const order = { profileId: zhangSelf, day, packageId: 4, timeRangeId: 2 };
  const { id, saved } = await bookPersonal(ctx.app, zhang, order);
  expect(saved.status).toBe(200);
  return id;
}

const reminders = (id: number) =>
  inject(ctx.app, api.bookingReminders, { booking: 'personal', id }, zhang);
const prefs = (id: number, choice: { eve: boolean; morning: boolean }) =>
  inject(
    ctx.app,
    api.setReminderPrefs,
    { booking: 'personal', id, channel: 'sms', ...choice },
    zhang,
  );
const statuses = async (id: number) =>
  (await reminders(id)).body.data.reminders.map((r) => [r.kind, r.status]);
const smsWith = async (text: string) =>
  (
    await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sms_outbox WHERE mobile = $1 AND body = $2',
      [mobile, text],
    )
  )[0]!.n;
const hours = (at: Date, n: number) => new Date(at.getTime() + n * 3_600_000);

describe('reminders where the hospital turned its switch off after they were planned', () => {
  it('are not sent; on again the same evening, the evening one goes then, once', async () => {
    const day = days[0]!;
    const id = await book(day);
    const text = (await reminders(id)).body.data.reminders[0]!.text;
    await turnSwitch('否');
    const due = reminderDueAt('eve', day);
    expect(await sendDueReminders(deps(), { now: due })).toEqual({ sent: 0 });
    expect(await smsWith(text)).toBe(0);
    expect(await statuses(id)).toEqual([
      ['eve', 'pending'],
      ['morning', 'off'],
    ]);

    // 21:00 in China, the evening before the exam: still in time.
    await turnSwitch('是');
    const late = hours(due, 3);
    expect(await sendDueReminders(deps(), { now: late })).toEqual({ sent: 1 });
    expect(await sendDueReminders(deps(), { now: hours(late, 1) })).toEqual({ sent: 0 });
    expect(await smsWith(text)).toBe(1);
    expect((await reminders(id)).body.data.reminders[0]).toMatchObject({
      status: 'sent',
      sentAt: late.toISOString(),
    });
  });

  it('are not sent in a burst when it is on again too late: only what is still in time', async () => {
    const day = days[1]!;
    const id = await book(day);
    expect((await prefs(id, { eve: true, morning: true })).status).toBe(200);
    await turnSwitch('否');
    await sendDueReminders(deps(), { now: reminderDueAt('eve', day) });
    await sendDueReminders(deps(), { now: reminderDueAt('morning', day) });
    // On again at 08:00 of the exam day: the evening one is of no use any more, the
    // morning one still is (until noon).
    await turnSwitch('是');
    const at = hours(reminderDueAt('morning', day), 1);
    expect(await sendDueReminders(deps(), { now: at })).toEqual({ sent: 1 });
    expect(await statuses(id)).toEqual([
      ['eve', 'expired'],
      ['morning', 'sent'],
    ]);
  });
});

describe('the patient, while the hospital has paused reminders', () => {
  it('sees them and may turn them off, not on, nor subscribe', async () => {
    const day = days[2]!;
    const id = await book(day);
    await turnSwitch('否');
    const seen = await reminders(id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.paused).toBe(true);
    expect(seen.body.data.reminders.map((r) => [r.kind, r.status])).toEqual([
      ['eve', 'pending'],
      ['morning', 'off'],
    ]);

    const on = await prefs(id, { eve: true, morning: true });
    expect([on.status, on.body.msg]).toEqual([403, REMINDER_MSG.paused]);
    const subscribed = await inject(
      ctx.app,
      api.subscribeReminders,
      { booking: 'personal', id, templateIds: [TEMPLATE()] },
      zhang,
    );
    expect([subscribed.status, subscribed.body.msg]).toEqual([403, REMINDER_MSG.paused]);

    const off = await prefs(id, { eve: false, morning: false });
    expect(off.status).toBe(200);
    expect((off.body.data as BookingReminders).reminders.map((r) => r.status)).toEqual([
      'off',
      'off',
    ]);
    // Turned off, it stays off when the hospital turns its switch on again.
    await turnSwitch('是');
    expect(await sendDueReminders(deps(), { now: reminderDueAt('eve', day) })).toEqual({
      sent: 0,
    });
    expect((await reminders(id)).body.data).toMatchObject({ paused: false });
    expect(await statuses(id)).toEqual([
      ['eve', 'off'],
      ['morning', 'off'],
    ]);
  });
});
