import type { FastifyBaseLogger } from 'fastify';
import {
  heldUntil,
  REMINDER_MAX_ATTEMPTS,
  REMINDER_RETRY_MINUTES,
  type ReminderChannel,
} from '../../../src/rules/reminders.ts';
import { runPeriodically } from '../../db/periodic.ts';
import type { Deps } from '../../deps.ts';
import * as repo from './repository.ts';
import { switchedOn, syncReminders } from './service.ts';
import { reminderFields, reminderText } from './text.ts';

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
}

export interface SendOptions {
  /** The job's clock: the tests' fake one, the test window's chosen moment. */
  now?: Date;
  /** Only this account's reminders (the test window's run for one patient). */
  accountId?: number | null;
}

/**
 * Sends every reminder due at `now`, once. Each batch is claimed and marked sent in one
 * transaction, its rows locked with SKIP LOCKED, so a second sender (another server on the
 * same database) takes other rows or none, and a restart finds every unsent one still
 * pending; the messages go after the commit, so no gateway call holds the database. A
 * booking no longer standing (cancelled, or moved without its reminders) is put right
 * instead of sent. One whose branch's switch is off now is held: not sent, and sent once the
 * switch is on again only while still in time (heldUntil), so a switch turned on again
 * never brings a burst of stale reminders. A gateway's refusal puts the reminder back for a
 * later try.
 */
export async function sendDueReminders(deps: Deps, options: SendOptions = {}) {
  const { db, sms, wechatMessages, config } = deps;
  const now = options.now ?? new Date();
  const accountId = options.accountId ?? null;
  await repo.expireOverdue(db, now, accountId);
  let sent = 0;
  // The switches as they are at this run, and the reminders it held back.
  const switches = new Map<number, boolean>();
  const held: number[] = [];
  for (;;) {
    const { claimed, outgoing } = await db.tx(async (q) => {
      const rows = await repo.claimDue(q, now, BATCH, accountId, held);
      const out: Outgoing[] = [];
      for (const r of rows) {
        const ref = { kind: r.booking_kind, id: r.booking_id };
        const booking = await repo.bookingOf(q, ref);
        if (!booking?.active || booking.day !== r.exam_day) {
          await syncReminders(q, ref, r.account_id, now);
          continue;
        }
        if (!switches.has(booking.hospId))
          switches.set(booking.hospId, await switchedOn(q, booking));
        if (!switches.get(booking.hospId)) {
          await repo.hold(q, r.id, heldUntil(r.kind, r.exam_day), now);
          held.push(r.id);
          continue;
        }
        const templateId =
          r.channel === 'wechat' && r.open_id ? await repo.useGrant(q, ref, r.id) : null;
        const by: ReminderChannel = templateId ? 'wechat' : 'sms';
        const text = reminderText(r.kind, booking, config.smsSignature);
        await repo.markSent(q, r.id, { by, body: text, at: now });
        const fields = reminderFields(booking);
        out.push({ id: r.id, by, mobile: r.mobile, openId: r.open_id, templateId, text, fields });
      }
      return { claimed: rows.length, outgoing: out };
    });
    for (const o of outgoing) {
      try {
        if (o.by === 'wechat' && o.openId && o.templateId)
          await wechatMessages.send(db, {
            openId: o.openId,
            templateId: o.templateId,
            data: o.fields,
            page: '#/orderlist',
          });
        else await sms.send(db, { mobile: o.mobile, body: o.text });
        sent += 1;
      } catch {
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
