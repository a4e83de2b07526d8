import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { reminderDueAt } from '../../../src/rules/reminders.ts';
import { readConfig } from '../../config.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { makeDeps } from '../../makeDeps.ts';
import { MSG, WAIT_MSG } from '../../plugins/messages.ts';
import { askSmsCode, demoSelfProfileId, enc } from '../../test/auth.ts';
import { bookPersonal } from '../../test/booking.ts';
import { inject } from '../../test/inject.ts';
import { useSharer } from '../../test/sharer.ts';
import { useTestApp } from '../../test/testApp.ts';
import { sendDueReminders } from '../reminders/job.ts';
import { shareSmsMsg } from '../shares/messages.ts';
import { LIMITS } from './limits.ts';

// Issue 37: every SMS through one budget. A share's text went around the SMS limits (only 20
// an hour per address and 5 per phone: 220 texts from 11 addresses of one /24 in 5 seconds),
// reminders counted toward no ceiling, and a share's text carried the owner's name as typed.
const ctx = useTestApp();
const { smsSignature } = readConfig();
const zhang = useSharer(ctx);

// Each test starts with the server's hourly ceiling unspent.
beforeEach(async () => {
  await ctx.db.query("DELETE FROM auth_attempts WHERE subject = '*'");
});
afterEach(() => vi.useRealTimers());

const count = async (sql: string, params: unknown[] = []) =>
  (await ctx.db.query<{ n: number }>(sql, params))[0]!.n;
const texts = (phone: string) =>
  count('SELECT count(*)::int AS n FROM sms_outbox WHERE mobile = $1', [phone]);
const shares = () => count('SELECT count(*)::int AS n FROM report_shares');
const ceilingUsed = () =>
  count("SELECT count(*)::int AS n FROM auth_attempts WHERE kind = 'sms_send' AND subject = '*'");

/** Earlier SMS sends counted under `subject`, `minutesAgo` old. */
async function pastSends(subject: string, n: number, minutesAgo: number) {
  await ctx.db.query(
    `INSERT INTO auth_attempts (kind, subject, created_at)
     SELECT 'sms_send', $1, now() - make_interval(mins => $3) FROM generate_series(1, $2)`,
    [subject, n, minutesAgo],
  );
}

/** 张三's share of his latest report, its code texted to `phone`, made from `from`. */
async function shareTo(phone: string, from = '127.0.0.1') {
  const res = await inject(
    ctx.app,
    api.shareCreate,
    { tjbh: zhang.latest, person: '女儿', days: 7, mobile: enc(phone) },
    zhang.token,
    { remoteAddress: from },
  );
  const body = res.body as { msg: string; data: { code: string } | null };
  return { status: res.status, msg: body.msg, code: body.data?.code };
}

/** An SMS code asked for from `from`, its captcha solved. */
const codeTo = (phone: string, from?: string) => askSmsCode(ctx.app, phone, from);

describe("a share's text, within the SMS budget", () => {
  it('stops at the network’s hourly allowance, whatever address of the /24 asks', async () => {
    await pastSends('net:10.37.1.0/24', LIMITS.smsPerNetwork.max - 1, 30);
    expect((await shareTo('13937000001', '10.37.1.11')).status).toBe(200);
    const before = await shares();
    // A new address of the same network, a new phone: the network's allowance is spent.
    expect(await shareTo('13937000002', '10.37.1.12')).toMatchObject({
      status: 429,
      msg: WAIT_MSG.smsFromAddress(30 * 60),
    });
    expect(WAIT_MSG.smsFromAddress(30 * 60)).toBe('获取验证码过于频繁，请30分钟后再试');
    // Refused, the share is not made and nothing is texted.
    expect(await shares()).toBe(before);
    expect(await texts('13937000002')).toBe(0);
    // Another network is not held back by this one.
    expect((await shareTo('13937000002', '10.37.2.12')).status).toBe(200);
  });

  it('to a phone that was just sent a code, waits the minute; and a code waits after it', async () => {
    const phone = '13937000003';
    expect((await codeTo(phone, '10.37.3.1')).status).toBe(200);
    const before = await shares();
    expect(await shareTo(phone, '10.37.3.2')).toEqual({
      status: 429,
      msg: '该手机号短信发送过于频繁，请1分钟后再试',
      code: undefined,
    });
    expect(await shares()).toBe(before);
    expect(await texts(phone)).toBe(1);
    await ctx.db.query(
      "UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1",
      [phone],
    );
    expect((await shareTo(phone, '10.37.3.2')).status).toBe(200);
    // The share's text counts for the phone's codes too, with their words as they were.
    await ctx.db.query(
      "UPDATE sms_sends SET created_at = now() - interval '30 seconds' WHERE mobile = $1",
      [phone],
    );
    expect(await codeTo(phone, '10.37.3.1')).toEqual({
      status: 429,
      msg: '操作过于频繁，请30秒后再获取验证码',
    });
  });

  it('counts toward the phone’s ten texts a day, codes and shares together', async () => {
    const phone = '13937000004';
    await ctx.db.query(
      `INSERT INTO sms_sends (mobile, kind, created_at)
       SELECT $1, 'share', now() - make_interval(hours => 2 + g) FROM generate_series(1, 9) g`,
      [phone],
    );
    expect((await codeTo(phone, '10.37.4.1')).status).toBe(200);
    expect(await codeTo(phone, '10.37.4.1')).toMatchObject({ status: 429 });
    await ctx.db.query(
      "UPDATE sms_codes SET created_at = now() - interval '2 hours' WHERE mobile = $1",
      [phone],
    );
    expect(await codeTo(phone, '10.37.4.1')).toEqual({ status: 429, msg: MSG.smsDailyCap });
    expect(await shareTo(phone, '10.37.4.2')).toMatchObject({
      status: 429,
      msg: '该手机号今日接收短信次数已达上限，请明天再试',
    });
  });
});

describe("the server's hourly SMS ceiling", () => {
  it('counts a share’s text, and refuses one once it is spent', async () => {
    expect((await shareTo('13937000005', '10.37.5.1')).status).toBe(200);
    expect(await ceilingUsed()).toBe(1);
    await pastSends('*', LIMITS.smsTotal.max - 1, 20);
    const before = await shares();
    expect(await shareTo('13937000006', '10.37.5.2')).toMatchObject({
      status: 429,
      msg: '短信发送繁忙，请40分钟后再试',
    });
    expect(await shares()).toBe(before);
    expect(await texts('13937000006')).toBe(0);
  });

  it('counts a reminder’s text; one refused by it is tried again later, not lost', async () => {
    const schedule = await inject(ctx.app, api.personalSchedules, { hospId: 1 }, zhang.token);
    const seeded = await ctx.db.query<{ day: string }>(
      'SELECT appoint_date::text AS day FROM company_appointments WHERE appoint_status = 1',
    );
    const [first, second] = schedule.body.data
      .filter((d) => d.orderable && d.timeRanges.some((r) => r.id === 2 && r.orderable))
      .map((d) => d.dayValue)
      .filter((day) => !seeded.some((s) => s.day === day))
      .slice(2);
    const profileId = await demoSelfProfileId(ctx.db, 0);
    for (const day of [first!, second!]) {
      const booked = await bookPersonal(ctx.app, zhang.token, {
        profileId,
        day,
        packageId: 4,
        timeRangeId: 2,
      });
      expect(booked.saved.status).toBe(200);
    }
    const mobile = demoUsers[0]!.mobile;
    const deps = makeDeps(ctx.db);

    // A reminder sent counts one text against the ceiling.
    const sentBefore = await texts(mobile);
    expect((await sendDueReminders(deps, { now: reminderDueAt('eve', first!) })).sent).toBe(1);
    expect(await texts(mobile)).toBe(sentBefore + 1);
    expect(await ceilingUsed()).toBe(1);

    // Spent, the next is not sent: put back for a later try, counted nowhere.
    await pastSends('*', LIMITS.smsTotal.max - 1, 20);
    const due = reminderDueAt('eve', second!);
    expect((await sendDueReminders(deps, { now: due })).sent).toBe(0);
    expect(await texts(mobile)).toBe(sentBefore + 1);
    const [held] = await ctx.db.query<{ status: string; due_at: Date }>(
      `SELECT r.status, r.due_at FROM reminders r JOIN personal_orders o ON o.id = r.booking_id
        WHERE r.booking_kind = 'personal' AND r.kind = 'eve' AND o.appoint_date = $1`,
      [second],
    );
    expect(held).toEqual({ status: 'pending', due_at: new Date(due.getTime() + 5 * 60_000) });
    expect(await ceilingUsed()).toBe(LIMITS.smsTotal.max);

    // The ceiling room again, its retry goes.
    await ctx.db.query("DELETE FROM auth_attempts WHERE subject = '*'");
    const retry = new Date(due.getTime() + 5 * 60_000);
    expect((await sendDueReminders(deps, { now: retry })).sent).toBe(1);
    expect(await texts(mobile)).toBe(sentBefore + 2);
  });
});

describe("the words of a share's text", () => {
  const outboxOf = async (phone: string) =>
    (
      await ctx.db.query<{ body: string }>(
        'SELECT body FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT 1',
        [phone],
      )
    )[0]?.body;

  it('never carry a name its owner typed: a link becomes a neutral word', async () => {
    const [account] = await ctx.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM user_accounts WHERE mobile = $1',
      [demoUsers[0]!.mobile],
    );
    await ctx.db.query("UPDATE user_accounts SET name = 't.cn/abc' WHERE id = $1", [account!.id]);
    try {
      const made = await shareTo('13937000007', '10.37.7.1');
      expect(made.status).toBe(200);
      const body = await outboxOf('13937000007');
      expect(body).toBe(
        `【${smsSignature}】您的亲友与您分享了一份体检报告，查看验证码：${made.code}，7天内有效。请打开您的亲友发给您的链接，输入验证码查看。`,
      );
      expect(body).toBe(
        shareSmsMsg({ signature: smsSignature, owner: '您的亲友', code: made.code!, days: 7 }),
      );
    } finally {
      await ctx.db.query('UPDATE user_accounts SET name = $2 WHERE id = $1', [
        account!.id,
        account!.name,
      ]);
    }
  });

  it('name a Chinese name by its family name only', async () => {
    const made = await shareTo('13937000008', '10.37.8.1');
    expect(made.status).toBe(200);
    expect(await outboxOf('13937000008')).toBe(
      `【${smsSignature}】张**与您分享了一份体检报告，查看验证码：${made.code}，7天内有效。请打开张**发给您的链接，输入验证码查看。`,
    );
  });
});
