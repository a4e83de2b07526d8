import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleDay } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { bookingReminders, setReminderPrefs } from '../../../src/contract/reminders.ts';
import { timeRangeSelectable } from '../../../src/rules/company.ts';
import { checkDigitOf } from '../../../src/rules/idCard.ts';
import { reminderDueAt } from '../../../src/rules/reminders.ts';
import { companyPeople } from '../../seeds/seedCompany.ts';
import { DEMO_PASSWORD, demoUsers } from '../../seeds/seedData.ts';
import { makeDeps } from '../../makeDeps.ts';
import { demoSelfProfileId, demoToken, passwordLogin } from '../../test/auth.ts';
import { addRelative, bookPersonal, openReminderDays } from '../../test/booking.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { sendDueReminders } from './job.ts';
import { REMINDER_MSG } from './messages.ts';

// Issue 37: a booking's reminders belong to the person examined, matched as exam records are
// (the same ID number, name and phone as a live profile of the caller), not to the account
// that booked; and a booking that stands always has them, planned when first needed.
const ctx = useTestApp();
const zhou = companyPeople.mode0;
const [zhangUser, liUser] = demoUsers as [(typeof demoUsers)[number], (typeof demoUsers)[number]];
let zhang: string;
let zhouToken: string;
/** Open days for personal bookings at 08:30, but a seeded booked appointment's. */
let days: string[] = [];
const deps = () => makeDeps(ctx.db);

beforeAll(async () => {
  zhang = await demoToken(ctx.app, 0);
  const login = await passwordLogin(ctx.app, zhou.mobile, DEMO_PASSWORD);
  zhouToken = (login.body.data as { token: string }).token;
  days = await openReminderDays(ctx, zhang, 2);
});

const reminders = (booking: 'personal' | 'company', id: number, token: string) =>
  inject(ctx.app, bookingReminders, { booking, id }, token);
const prefs = (booking: 'personal' | 'company', id: number, token: string) =>
  inject(
    ctx.app,
    setReminderPrefs,
    { booking, id, eve: true, morning: true, channel: 'sms' },
    token,
  );

/** The SMS messages the simulated gateway holds for a phone with these words. */
const smsWith = async (mobile: string, words: string) =>
  (
    await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sms_outbox WHERE mobile = $1 AND body LIKE $2',
      [mobile, `%${words}%`],
    )
  )[0]!.n;

/** Adds a profile to 张三's account, its phone proven by a code sent to it: the profile's id. */
const addToZhang = (person: { name: string; idcard: string; mobile: string }) =>
  addRelative(ctx.app, zhang, person);

const unbind = async (profileId: number) =>
  expect((await inject(ctx.app, api.deleteProfile, { Value: profileId }, zhang)).status).toBe(200);

describe('a company appointment booked by another account', () => {
  it('is the person’s once the booker removes the profile: reads, choices and texts', async () => {
    const profileId = await addToZhang(zhou);
    const list = await inject(ctx.app, api.companyAppointments, { hospid: 1, limit: 50 }, zhang);
    const appt = list.body.data.find((a) => a.appointStatus === 0 && a.name === zhou.name)!;
    const schedule = await inject(ctx.app, api.companySchedules, { apptId: appt.id }, zhang);
    // The batch's last open day: its evening reminder is due at its hour whenever this runs.
    const day = (schedule.body.data as ScheduleDay[])
      .filter((d) => d.timeRanges.some(timeRangeSelectable))
      .at(-1)!;
    const saved = await inject(
      ctx.app,
      api.saveCompanyAppointment,
      {
        id: appt.id,
        groupId: appt.groupId,
        addCombos: [],
        appointDate: day.dayValue,
        appointTimeRangeId: day.timeRanges.find(timeRangeSelectable)!.id,
      },
      zhang,
    );
    expect(saved.status).toBe(200);
    expect((await reminders('company', appt.id, zhang)).status).toBe(200);

    await unbind(profileId);
    const read = await reminders('company', appt.id, zhang);
    expect([read.status, read.body.msg]).toEqual([404, REMINDER_MSG.bookingNotFound]);
    const switched = await prefs('company', appt.id, zhang);
    expect([switched.status, switched.body.msg]).toEqual([404, REMINDER_MSG.bookingNotFound]);

    const own = await reminders('company', appt.id, zhouToken);
    expect(own.status).toBe(200);
    expect(own.body.data.reminders.map((r) => [r.kind, r.status])).toEqual([
      ['eve', 'pending'],
      ['morning', 'off'],
    ]);
    const text = own.body.data.reminders[0]!.text;

    const due = reminderDueAt('eve', day.dayValue);
    await sendDueReminders(deps(), { now: due });
    expect(await smsWith(zhangUser.mobile, text)).toBe(0);
    expect(await smsWith(zhou.mobile, text)).toBe(1);
    const after = await prefs('company', appt.id, zhouToken);
    expect(after.status).toBe(200);
    expect(after.body.data.reminders.map((r) => r.status)).toEqual(['sent', 'pending']);
  });
});

describe('a personal booking of a relative', () => {
  it('sends nothing to the account once it removed the relative', async () => {
    const relative = {
      name: '赵小梅',
      idcard: `${'11010119850304102'}${checkDigitOf('11010119850304102')}`,
      mobile: zhangUser.mobile,
    };
    const profileId = await addToZhang(relative);
    // Not tomorrow: booked after 18:00 in China, its evening reminder would be due at once.
    const day = days[2]!;
    const order = { profileId, day, packageId: 4, timeRangeId: 2 };
    const { id, saved } = await bookPersonal(ctx.app, zhang, order);
    expect(saved.status).toBe(200);
    const text = (await reminders('personal', id, zhang)).body.data.reminders[0]!.text;

    await unbind(profileId);
    const read = await reminders('personal', id, zhang);
    expect([read.status, read.body.msg]).toEqual([404, REMINDER_MSG.bookingNotFound]);
    const run = await sendDueReminders(deps(), { now: reminderDueAt('eve', day) });
    expect(run.sent).toBe(0);
    expect(await smsWith(zhangUser.mobile, text)).toBe(0);
  });
});

describe('a booked appointment without reminders (seeded before them)', () => {
  /** 李四's seeded company appointment, booked: its id and day. */
  const seeded = async () =>
    (
      await ctx.db.query<{ id: number; day: string }>(
        `SELECT id, appoint_date::text AS day FROM company_appointments
          WHERE name = $1 AND appoint_status = 1 AND appoint_date IS NOT NULL`,
        [liUser.name],
      )
    )[0]!;

  it('has them planned by the job, and sent at their time', async () => {
    const { id, day } = await seeded();
    const due = reminderDueAt('eve', day);
    await sendDueReminders(deps(), { now: due });
    const res = await reminders('company', id, await demoToken(ctx.app, 1));
    expect(res.status).toBe(200);
    const [eve] = res.body.data.reminders;
    expect(eve).toMatchObject({ kind: 'eve', status: 'sent', sentAt: due.toISOString() });
    expect(await smsWith(liUser.mobile, eve!.text)).toBe(1);
  });

  it('has them planned when its owner first reads them', async () => {
    const day = days[3]!;
    const order = {
      profileId: await demoSelfProfileId(ctx.db, 0),
      day,
      packageId: 4,
      timeRangeId: 2,
    };
    const { id } = await bookPersonal(ctx.app, zhang, order);
    // As a booking made before the reminders existed.
    await ctx.db.query(
      "DELETE FROM reminders WHERE booking_kind = 'personal' AND booking_id = $1",
      [id],
    );
    const res = await reminders('personal', id, zhang);
    expect(res.status).toBe(200);
    expect(res.body.data.reminders.map((r) => [r.kind, r.status, r.dueAt])).toEqual([
      ['eve', 'pending', reminderDueAt('eve', day).toISOString()],
      ['morning', 'off', reminderDueAt('morning', day).toISOString()],
    ]);
  });
});
