import type { FastifyBaseLogger } from 'fastify';
import {
  heldUntil,
  REMINDER_MAX_ATTEMPTS,
  REMINDER_RETRY_MINUTES,
  type ReminderChannel,
} from '../../../src/rules/reminders.ts';
import { isValidPhone } from '../../../src/rules/phone.ts';
import { addDays, chinaDate } from '../../../src/rules/schedule.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { runPeriodically } from '../../db/periodic.ts';
import type { Deps } from '../../deps.ts';
import { lastingRefusal } from '../../plugins/outside/wechatMessages.ts';
import { sendSms } from '../auth/index.ts';
import * as bookings from './bookingsRepository.ts';
import * as repo from './repository.ts';
import { switchedOn, syncReminders } from './service.ts';
import { reminderFields, reminderSmsParams, reminderText } from './text.ts';

/** Reminders taken per transaction. */
const BATCH = 20;
const MINUTE_MS = 60_000;

interface Outgoing {
  id: number;
  by: ReminderChannel;
  mobile: string;
  openId: string | null;
  templateId: string | null;
  text: string;
  fields: Record<string, string>;
  /** The SMS provider's template values (SMS_TEMPLATE_REMINDER). */
  smsParams: Record<string, string>;
}

export interface SendOptions {
  /** The job's clock: the tests' fake one, the test window's chosen moment. */
  now?: Date;
  /** Only this account's reminders (the test window's run for one patient). */
  accountId?: number | null;
}

/** A reminder's SMS, within the SMS budget (the phone's hour and day, the server's ceiling). */
const textOf = (deps: Deps, o: Outgoing) =>
  deps.db.tx((q) =>
    sendSms(q, deps, {
      kind: 'reminder',
      mobile: o.mobile,
      body: o.text,
      params: o.smsParams,
      clientIp: null,
    }),
  );

/**
 * Sends one reminder taken for sent: its WeChat message, or its SMS. A message WeChat refuses
 * for good (lastingRefusal) is recorded on the reminder, which goes by SMS at once where the
 * patient has a phone, and has failed where not. Answers whether a message went; throws
 * what is worth another try (the SMS too: its retry goes by SMS, the refusal being recorded).
 */
async function deliver(deps: Deps, o: Outgoing, now: Date): Promise<boolean> {
  if (o.by === 'sms' || !o.openId || !o.templateId) {
    await textOf(deps, o);
    return true;
  }
  try {
    await deps.wechatMessages.send(deps.db, {
      openId: o.openId,
      templateId: o.templateId,
      data: o.fields,
      page: '#/orderlist',
    });
    return true;
  } catch (err) {
    const errcode = lastingRefusal(err);
    if (errcode === null) throw err;
    const bySms = isValidPhone(o.mobile);
    await repo.recordWeChatRefusal(deps.db, o.id, { errcode, at: now, bySms });
    if (bySms) await textOf(deps, o);
    return bySms;
  }
}

/** Whether each branch sends reminders, as this run found its switch. */
type Switches = Map<number, boolean>;

async function switchOf(q: Queryable, switches: Switches, hospId: number) {
  if (!switches.has(hospId)) switches.set(hospId, await switchedOn(q, { hospId }));
  return switches.get(hospId) === true;
}

/**
 * Where a reminder's SMS goes: the phone of the person examined, as the holding account's
 * profile of them has it (proven by SMS when the profile was added: a relative with a phone
 * of their own reads their own reminder), else the account's.
 */
function examineePhone({ vault }: Pick<Deps, 'vault'>, to: bookings.Holder): string {
  let own = '';
  try {
    own = vault.open(to.profile_mobile_enc);
  } catch {
    // A phone that does not open (another key's) is none: the account's is known good.
  }
  return isValidPhone(own) ? own : to.mobile;
}

/**
 * Plans the reminders of the bookings of today and tomorrow that have none (booked before
 * reminders existed, or by the centre's own system), addressed to an account holding the
 * person: a booking that stands always has its reminders by the evening before.
 */
async function planMissing(db: Db, now: Date, switches: Switches) {
  const today = chinaDate(now);
  for (const ref of await bookings.bookedWithout(db, today, addDays(today, 1))) {
    if (!(await switchOf(db, switches, ref.hospId))) continue;
    await db.tx(async (q) => {
      const to = await bookings.holderOf(q, ref, null);
      if (to) await syncReminders(q, { kind: ref.kind, id: ref.id }, to.id, now);
    });
  }
}

/**
 * Sends every reminder due at `now`, once. Each batch is claimed and marked sent in one
 * transaction, its rows locked with SKIP LOCKED, so a second sender (another server on the
 * same database) takes other rows or none, and a restart finds every unsent one still
 * pending; the messages go after the commit, so no gateway call holds the database. A
 * booking no longer standing (cancelled, or moved without its reminders) is put right
 * instead of sent. One whose branch's switch is off now is held: not sent, and sent once the
 * switch is on again only while still in time (heldUntil), so a switch turned on again
 * never brings a burst of stale reminders. A reminder goes to an account holding the
 * person examined at that moment (holderOf): the one it was addressed to while it
 * still has a live profile of them, otherwise the person's own account or another holding
 * them; held like the switch's while none does. Its SMS goes to the person's own phone
 * (examineePhone), a WeChat message to the account's OpenID. One of a kind and exam day that went before
 * the booking moved away and back is not sent again. A gateway's refusal puts the reminder
 * back for a later try; WeChat's lasting refusal sends it by SMS instead (deliver).
 */
export async function sendDueReminders(deps: Deps, options: SendOptions = {}) {
  const { db, config } = deps;
  const now = options.now ?? new Date();
  const accountId = options.accountId ?? null;
  // The switches as they are at this run, and the reminders it held back.
  const switches: Switches = new Map();
  const held: number[] = [];
  await planMissing(db, now, switches);
  await repo.expireOverdue(db, now, accountId);
  let sent = 0;
  for (;;) {
    const { claimed, outgoing } = await db.tx(async (q) => {
      const rows = await repo.claimDue(q, now, BATCH, accountId, held);
      const out: Outgoing[] = [];
      for (const r of rows) {
        const ref = { kind: r.booking_kind, id: r.booking_id };
        const booking = await bookings.bookingOf(q, ref);
        if (!booking?.active || booking.day !== r.exam_day) {
          await syncReminders(q, ref, r.account_id, now);
          continue;
        }
        if (await repo.matchEarlierSends(q, ref, r.id)) continue;
        const to = (await switchOf(q, switches, booking.hospId))
          ? await bookings.holderOf(q, ref, r.account_id)
          : null;
        if (!to) {
          await repo.hold(q, r.id, heldUntil(r.kind, r.exam_day), now);
          held.push(r.id);
          continue;
        }
        if (to.id !== r.account_id) await repo.readdress(q, r.id, to.id);
        // WeChat refused this one's message for good: its retries go by SMS.
        const byWeChat = r.channel === 'wechat' && to.open_id && r.wechat_refusal === null;
        const templateId = byWeChat ? await repo.useGrant(q, ref, r.id, to.id) : null;
        const by: ReminderChannel = templateId ? 'wechat' : 'sms';
        const text = reminderText(r.kind, booking, config.smsSignature);
        await repo.markSent(q, r.id, { by, body: text, at: now });
        const fields = reminderFields(booking);
        const mobile = examineePhone(deps, to);
        const smsParams = reminderSmsParams(booking);
        out.push({ id: r.id, by, mobile, openId: to.open_id, templateId, text, fields, smsParams });
      }
      return { claimed: rows.length, outgoing: out };
    });
    for (const o of outgoing) {
      try {
        if (await deliver(deps, o, now)) sent += 1;
      } catch {
        // A gateway's refusal, or the SMS budget's: put back, tried again a few times, then
        // failed.
        const retryAt = new Date(now.getTime() + REMINDER_RETRY_MINUTES * MINUTE_MS);
        await repo.markUnsent(db, o.id, retryAt, REMINDER_MAX_ATTEMPTS);
      }
    }
    if (claimed < BATCH) return { sent };
  }
}

/**
 * Runs the sending every minute while the server listens. Every instance may run it: the
 * claim above keeps two from sending one reminder.
 */
export function startReminderJob(deps: Deps, log: FastifyBaseLogger, everyMs = MINUTE_MS) {
  const send = async () => {
    const { sent } = await sendDueReminders(deps);
    if (sent > 0) log.info({ sent }, 'reminders sent');
  };
  return runPeriodically('reminders', log, send, everyMs);
}
