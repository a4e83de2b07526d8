import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingReminders, ScheduleDay } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { timeRangeSelectable } from '../../../src/rules/company.ts';
import { reminderDueAt } from '../../../src/rules/reminders.ts';
import { companyPeople } from '../../seeds/seedCompany.ts';
import { DEMO_PASSWORD, demoUsers } from '../../seeds/seedData.ts';
import { makeDeps } from '../../makeDeps.ts';
import { demoSelfProfileId, demoToken, passwordLogin, post } from '../../test/auth.ts';
import { bookPersonal } from '../../test/booking.ts';
import { inject } from '../../test/inject.ts';
import { getJson, useTestApp } from '../../test/testApp.ts';
import { sendDueReminders } from './job.ts';
import { REMINDER_MSG } from './messages.ts';

// The calls of a booking's reminders: what the patient sees, the choices, a WeChat
// subscription, the hospital's switch, and a company appointment's reminders.
const ctx = useTestApp();
let zhang: string;
let li: string;
let zhangSelf: number;
let liSelf: number;
let days: string[] = [];
const deps = () => makeDeps(ctx.db);
const TEMPLATE = () => deps().wechatMessages.reminderTemplateId;

beforeAll(async () => {
  zhang = await demoToken(ctx.app, 0);
  li = await demoToken(ctx.app, 1);
  zhangSelf = await demoSelfProfileId(ctx.db, 0);
  liSelf = await demoSelfProfileId(ctx.db, 1);
  const schedule = await inject(ctx.app, api.personalSchedules, { hospId: 1 }, zhang);
  days = schedule.body.data
    .filter((d) => d.orderable && d.timeRanges.some((r) => r.id === 2 && r.orderable))
    .map((d) => d.dayValue);
});

/** Books package 4 (its notice asks for fasting) on `day` at 08:30, paid on site. */
async function book(day: string, token = zhang, profileId = zhangSelf) {
  const order = { profileId, day, packageId: 4, timeRangeId: 2 };
  const { id, saved } = await bookPersonal(ctx.app, token, order);
  expect(saved.status).toBe(200);
  return id;
}

const reminders = (id: number, token = zhang, booking: 'personal' | 'company' = 'personal') =>
  inject(ctx.app, api.bookingReminders, { booking, id }, token);
const prefs = (body: Record<string, unknown>, token = zhang) =>
  inject(ctx.app, api.setReminderPrefs, { booking: 'personal', ...body } as never, token);
const subscribe = (id: number, templateIds: string[], token = zhang) =>
  inject(ctx.app, api.subscribeReminders, { booking: 'personal', id, templateIds }, token);

describe('a booking’s reminders', () => {
  it('are its owner’s only', async () => {
    const id = await book(days[0]!);
    const other = await reminders(id, li);
    expect([other.status, other.body.msg]).toEqual([404, REMINDER_MSG.bookingNotFound]);
    const change = await prefs({ id, eve: false, morning: true, channel: 'sms' }, li);
    expect([change.status, change.body.msg]).toEqual([404, REMINDER_MSG.bookingNotFound]);
  });

  it('turn on and off: the morning one on, the evening one off', async () => {
    const day = days[1]!;
    const id = await book(day);
    const res = await prefs({ id, eve: false, morning: true, channel: 'sms' });
    expect(res.status).toBe(200);
    const data = res.body.data as BookingReminders;
    expect(data.reminders.map((r) => [r.kind, r.status])).toEqual([
      ['eve', 'off'],
      ['morning', 'pending'],
    ]);
    await sendDueReminders(deps(), { now: reminderDueAt('eve', day) });
    expect((await reminders(id)).body.data.reminders[0]!.status).toBe('off');
    await sendDueReminders(deps(), { now: reminderDueAt('morning', day) });
    const [eve, morning] = (await reminders(id)).body.data.reminders;
    expect([eve!.status, morning!.status]).toEqual(['off', 'sent']);
  });

  it('go by WeChat once subscribed, one message per subscription, then by SMS', async () => {
    const day = days[2]!;
    const id = await book(day);
    const early = await prefs({ id, eve: true, morning: true, channel: 'wechat' });
    expect([early.status, early.body.msg]).toEqual([409, REMINDER_MSG.needsSubscription]);
    const unknown = await subscribe(id, ['someone-elses-template']);
    expect([unknown.status, unknown.body.msg]).toEqual([400, REMINDER_MSG.templateUnknown]);
    // 李四's account has no WeChat identity to send to.
    const lis = await subscribe(await book(day, li, liSelf), [TEMPLATE()], li);
    expect([lis.status, lis.body.msg]).toEqual([409, REMINDER_MSG.needsWeChat]);

    expect((await prefs({ id, eve: true, morning: true, channel: 'sms' })).status).toBe(200);
    const res = await subscribe(id, [TEMPLATE()]);
    expect(res.status).toBe(200);
    const data = res.body.data as BookingReminders;
    expect(data.wechat).toEqual({ templateId: TEMPLATE(), subscriptions: 1 });
    expect(data.reminders.map((r) => r.channel)).toEqual(['wechat', 'sms']);

    await sendDueReminders(deps(), { now: reminderDueAt('eve', day) });
    await sendDueReminders(deps(), { now: reminderDueAt('morning', day) });
    const sent = await ctx.db.query<{ data: Record<string, string> }>(
      'SELECT data FROM wx_message_outbox WHERE open_id = $1 AND template_id = $2',
      [demoUsers[0]!.openId, TEMPLATE()],
    );
    expect(sent.map((m) => m.data.time)).toEqual([`${day} 08:30-09:30`]);
    const after = (await reminders(id)).body.data;
    expect(after.reminders.map((r) => [r.status, r.channel])).toEqual([
      ['sent', 'wechat'],
      ['sent', 'sms'],
    ]);
    expect(after.wechat?.subscriptions).toBe(0);
  });

  it('are not planned where the hospital’s switch is off, nor turned on', async () => {
    await ctx.db.query(
      "UPDATE hosp_configs SET value = '否' WHERE hosp_id = 1 AND code = 'reminder_enable'",
    );
    try {
      const id = await book(days[3]!);
      const res = await reminders(id);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ paused: true, reminders: [] });
      const on = await prefs({ id, eve: true, morning: false, channel: 'sms' });
      expect([on.status, on.body.msg]).toEqual([403, REMINDER_MSG.disabled]);
      const [row] = await ctx.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM reminders WHERE booking_kind = 'personal' AND booking_id = $1",
        [id],
      );
      expect(row!.n).toBe(0);
    } finally {
      await ctx.db.query(
        "UPDATE hosp_configs SET value = '是' WHERE hosp_id = 1 AND code = 'reminder_enable'",
      );
    }
  });
});

describe('a company appointment’s reminders', () => {
  it('are planned when it is booked and cancelled with it', async () => {
    const login = await passwordLogin(ctx.app, companyPeople.mode0.mobile, DEMO_PASSWORD);
    const token = (login.body.data as { token: string }).token;
    const list = await inject(ctx.app, api.companyAppointments, { hospid: 1, limit: 50 }, token);
    const appt = list.body.data.find((a) => a.appointStatus === 0)!;
    const schedule = await inject(ctx.app, api.companySchedules, { apptId: appt.id }, token);
    // The batch's last open day: its evening reminder is due at its hour whenever this runs.
    const day = (schedule.body.data as ScheduleDay[])
      .filter((d) => d.timeRanges.some(timeRangeSelectable))
      .at(-1)!;
    const range = day.timeRanges.find(timeRangeSelectable)!;
    const saved = await inject(
      ctx.app,
      api.saveCompanyAppointment,
      {
        id: appt.id,
        groupId: appt.groupId,
        addCombos: [],
        appointDate: day.dayValue,
        appointTimeRangeId: range.id,
      },
      token,
    );
    expect(saved.status).toBe(200);
    const planned = (await reminders(appt.id, token, 'company')).body.data;
    expect(planned.reminders.map((r) => [r.kind, r.status, r.dueAt])).toEqual([
      ['eve', 'pending', reminderDueAt('eve', day.dayValue).toISOString()],
      ['morning', 'off', reminderDueAt('morning', day.dayValue).toISOString()],
    ]);
    // Only the family name: the profile's name is what an account typed (issue 37).
    const name = companyPeople.mode0.name;
    expect(planned.reminders[0]!.text).toContain(`${name.slice(0, 1)}**您好`);
    expect(planned.reminders[0]!.text).not.toContain(name);

    await inject(ctx.app, api.cancelCompanyAppointment, { id: appt.id }, token);
    const cancelled = (await reminders(appt.id, token, 'company')).body.data;
    expect(cancelled.reminders.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  });
});

describe('the test windows', () => {
  it('run the job now for one account, and show its WeChat messages', async () => {
    const day = days[4]!;
    const id = await book(day);
    const other = await book(day, li, liSelf);
    expect((await subscribe(id, [TEMPLATE()])).status).toBe(200);
    const at = reminderDueAt('eve', day).toISOString();
    const run = await post(ctx.app, '/api/dev/runReminders', { phone: demoUsers[0]!.mobile, at });
    expect(run.body.data).toEqual({ sent: 1 });
    // Only that account's: 李四's reminder of the same evening waits for its own time.
    expect((await reminders(other, li)).body.data.reminders[0]!.status).toBe('pending');
    const outbox = await getJson<Array<{ template_id: string; data: Record<string, string> }>>(
      ctx.app,
      `/api/dev/wechatOutbox?openid=${demoUsers[0]!.openId}`,
    );
    expect(outbox.body.data[0]).toMatchObject({
      template_id: TEMPLATE(),
      data: { time: `${day} 08:30-09:30` },
    });
  });
});
