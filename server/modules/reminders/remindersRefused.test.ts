import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { REMINDER_RETRY_MINUTES, reminderDueAt } from '../../../src/rules/reminders.ts';
import { readConfig, type ServerConfig } from '../../config.ts';
import { makeDeps } from '../../makeDeps.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { demoSelfProfileId, demoToken } from '../../test/auth.ts';
import { bookPersonal, openReminderDays } from '../../test/booking.ts';
import {
  officialWeChatEnv,
  startFakeWeChatApi,
  type FakeWeChatApi,
} from '../../test/fakes/wechatApi.ts';
import { inject } from '../../test/inject.ts';
import { closeTestApp, createTestApp, type TestContext } from '../../test/testApp.ts';
import { sendDueReminders } from './job.ts';

// Issue 40, item 1: a reminder's subscribe message WeChat refuses for good (43101, 47003,
// 40003) is recorded on the reminder, which goes by SMS instead where the patient has a
// phone, once; WeChat busy is tried again later, as any gateway's refusal is.
const { WECHAT_APP_ID, WECHAT_APP_SECRET } = officialWeChatEnv();
const BIZSEND = '/cgi-bin/message/subscribe/bizsend';
const ZHANG = demoUsers[0]!;

let fake: FakeWeChatApi;
let ctx: TestContext;
let config: ServerConfig;
let days: string[] = [];

beforeAll(async () => {
  fake = await startFakeWeChatApi(WECHAT_APP_ID, WECHAT_APP_SECRET);
  config = readConfig(officialWeChatEnv(fake.base));
  ctx = await createTestApp({ config });
  days = await openReminderDays(ctx, await demoToken(ctx.app, 0), 2, { afterFirst: true });
});
afterAll(async () => {
  await closeTestApp(ctx);
  await fake.close();
});

/** A server's own deps on the test database, its WeChat the official account's (the fake). */
const server = () => makeDeps(ctx.db, config);
const TEMPLATE = officialWeChatEnv().WECHAT_REMINDER_TEMPLATE_ID;

/**
 * Demo user `index` books package 4 on `day` at 08:30 and accepts one reminder message in
 * WeChat: the evening reminder is to go by WeChat. Answers the booking's id.
 */
async function bookByWeChat(index: number, day: string) {
  const token = await demoToken(ctx.app, index);
  const profileId = await demoSelfProfileId(ctx.db, index);
  const order = { profileId, day, packageId: 4, timeRangeId: 2 };
  const { id, saved } = await bookPersonal(ctx.app, token, order);
  expect(saved.status).toBe(200);
  const ref = { booking: 'personal' as const, id };
  const subscribed = await inject(
    ctx.app,
    api.subscribeReminders,
    { ...ref, templateIds: [TEMPLATE] },
    token,
  );
  expect(subscribed.body.data.reminders.map((r) => r.channel)).toEqual(['wechat', 'sms']);
  return id;
}

/** The booking's evening reminder as stored, and the record of its send. */
async function stored(id: number) {
  const [row] = await ctx.db.query<Record<string, unknown>>(
    `SELECT status, channel, sent_by, sent_at, body, wechat_refusal, wechat_refused_at
       FROM reminders WHERE booking_kind = 'personal' AND booking_id = $1 AND kind = 'eve'`,
    [id],
  );
  const sends = await ctx.db.query<{ sent_by: string }>(
    "SELECT sent_by FROM reminder_sends WHERE booking_kind = 'personal' AND booking_id = $1",
    [id],
  );
  return { row: row!, sends: sends.map((s) => s.sent_by) };
}

/** The SMS the simulated gateway holds with exactly this text, by phone. */
const smsOf = async (body: unknown) =>
  (
    await ctx.db.query<{ mobile: string }>('SELECT mobile FROM sms_outbox WHERE body = $1', [body])
  ).map((r) => r.mobile);

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

describe('a reminder WeChat refuses for good', () => {
  it.each([
    [43101, 'the patient accepted no message (the fake holds no grant)', null],
    [47003, 'a field the template does not take', 'argument invalid! data.thing1.value invalid'],
    [40003, 'an OpenID WeChat does not know', 'invalid openid'],
  ] as const)('%i (%s): recorded, sent by SMS once', async (errcode, _why, errmsg) => {
    const day = days[[43101, 47003, 40003].indexOf(errcode)]!;
    const id = await bookByWeChat(0, day);
    if (errmsg) fake.answerNext(BIZSEND, { errcode, errmsg });
    const calls = fake.calls[BIZSEND] ?? 0;
    const due = reminderDueAt('eve', day);

    expect((await sendDueReminders(server(), { now: due })).sent).toBe(1);
    expect(fake.calls[BIZSEND]).toBe(calls + 1);
    const { row, sends } = await stored(id);
    expect(row).toMatchObject({
      status: 'sent',
      channel: 'wechat',
      sent_by: 'sms',
      sent_at: due,
      wechat_refusal: errcode,
      wechat_refused_at: due,
    });
    expect(row.body).toContain(day);
    expect(sends).toEqual(['sms']);
    expect(await smsOf(row.body)).toEqual([ZHANG.mobile]);

    // A rerun, and the retry's time: nothing more by either.
    for (const at of [due, minutes(due, REMINDER_RETRY_MINUTES + 1)])
      expect((await sendDueReminders(server(), { now: at })).sent).toBe(0);
    expect(fake.calls[BIZSEND]).toBe(calls + 1);
    expect(await smsOf(row.body)).toEqual([ZHANG.mobile]);
    const seen = await inject(
      ctx.app,
      api.bookingReminders,
      { booking: 'personal', id },
      await demoToken(ctx.app, 0),
    );
    expect(seen.body.data.reminders[0]).toMatchObject({
      status: 'sent',
      channel: 'sms',
      text: row.body,
    });
  });

  it('is recorded and has failed where the patient has no phone: no SMS, none later', async () => {
    const day = days[3]!;
    const chen = demoUsers[3]!.mobile;
    await ctx.db.query("UPDATE user_accounts SET open_id = 'o-chen' WHERE mobile = $1", [chen]);
    const id = await bookByWeChat(3, day);
    // An account with no phone on file (a partner's sign-on that asserted none), nor its
    // profile of him.
    await ctx.db.query(
      `UPDATE user_profiles SET mobile_enc = ''
        WHERE account_id = (SELECT id FROM user_accounts WHERE mobile = $1)`,
      [chen],
    );
    await ctx.db.query("UPDATE user_accounts SET mobile = 'partner-1' WHERE mobile = $1", [chen]);
    const due = reminderDueAt('eve', day);
    expect((await sendDueReminders(server(), { now: due })).sent).toBe(0);
    const { row, sends } = await stored(id);
    expect(row).toMatchObject({
      status: 'failed',
      sent_by: null,
      sent_at: null,
      wechat_refusal: 43101,
      wechat_refused_at: due,
    });
    expect(sends).toEqual([]);
    expect(await smsOf(row.body)).toEqual([]);
    expect((await sendDueReminders(server(), { now: minutes(due, 30) })).sent).toBe(0);
    expect((await stored(id)).row.status).toBe('failed');
  });
});

describe('a reminder WeChat refused whose SMS the gateway refused too', () => {
  it('is tried again by SMS only, and goes once', async () => {
    const day = days[5]!;
    const id = await bookByWeChat(0, day);
    const calls = fake.calls[BIZSEND] ?? 0;
    const due = reminderDueAt('eve', day);
    const refusing = server();
    refusing.sms = {
      ...refusing.sms,
      send: async () => {
        throw new Error('gateway down');
      },
    };
    expect((await sendDueReminders(refusing, { now: due })).sent).toBe(0);
    const put = await stored(id);
    expect(put.row).toMatchObject({ status: 'pending', sent_by: null, wechat_refusal: 43101 });
    expect(put.sends).toEqual([]);

    const retry = minutes(due, REMINDER_RETRY_MINUTES);
    expect((await sendDueReminders(server(), { now: retry })).sent).toBe(1);
    const { row, sends } = await stored(id);
    expect(row).toMatchObject({
      status: 'sent',
      sent_by: 'sms',
      sent_at: retry,
      wechat_refusal: 43101,
      wechat_refused_at: due,
    });
    expect(sends).toEqual(['sms']);
    expect(fake.calls[BIZSEND]).toBe(calls + 1);
    expect(await smsOf(row.body)).toEqual([ZHANG.mobile]);
  });
});

describe('a reminder WeChat cannot take now (-1, busy)', () => {
  it('is tried again later by WeChat, as before: no refusal recorded, no SMS', async () => {
    const day = days[4]!;
    const id = await bookByWeChat(0, day);
    fake.subscribe(ZHANG.openId!, TEMPLATE);
    fake.answerNext(BIZSEND, { errcode: -1, errmsg: 'system error' });
    const due = reminderDueAt('eve', day);
    const before = fake.messages.length;

    expect((await sendDueReminders(server(), { now: due })).sent).toBe(0);
    const put = await stored(id);
    expect(put.row).toMatchObject({ status: 'pending', sent_by: null, wechat_refusal: null });
    expect(put.sends).toEqual([]);

    const retry = minutes(due, REMINDER_RETRY_MINUTES);
    expect((await sendDueReminders(server(), { now: retry })).sent).toBe(1);
    const { row, sends } = await stored(id);
    expect(row).toMatchObject({
      status: 'sent',
      sent_by: 'wechat',
      sent_at: retry,
      wechat_refusal: null,
    });
    expect(sends).toEqual(['wechat']);
    expect(fake.messages.slice(before).map((m) => m.touser)).toEqual([ZHANG.openId]);
    expect(await smsOf(row.body)).toEqual([]);
  });
});
