import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { reminderDueAt } from '../../../src/rules/reminders.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { demoSelfProfileId, demoToken, post, smsCode } from '../../test/auth.ts';
import { bookPersonal, openReminderDays } from '../../test/booking.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';

// Issue 38: the SMS test window is "the last SMS sent" (README), yet it showed only texts
// carrying a code: a reminder never appeared. It lists every SMS sent to the phone now, and
// still gives the last code apart, for the journeys that log in with it.

const ctx = useTestApp();
const zhang = demoUsers[0]!;
let token = '';

interface Outbox {
  code: string | null;
  body: string | null;
  next_code_in_s: number;
  sent: Array<{ code: string | null; body: string; sent_at: string }>;
}

const outbox = async (phone: string) => {
  const res = await ctx.app.inject(`/api/dev/smsOutbox?phone=${phone}`);
  return { status: res.statusCode, body: res.json() as { data: Outbox } };
};

beforeAll(async () => {
  token = await demoToken(ctx.app, 0);
});

describe('the SMS test window', () => {
  it('lists the evening reminder sent after a login code, newest first, the code still given apart', async () => {
    const code = await smsCode(ctx.app, zhang.mobile);
    // Not tomorrow: booked after 18:00 in China, its evening reminder would be due at once.
    const [day] = await openReminderDays(ctx, token, 2, { afterFirst: true });
    const profileId = await demoSelfProfileId(ctx.db, 0);
    const { id, saved } = await bookPersonal(ctx.app, token, {
      profileId,
      day: day!,
      packageId: 4,
      timeRangeId: 2,
    });
    expect(saved.status).toBe(200);
    const planned = await inject(ctx.app, api.bookingReminders, { booking: 'personal', id }, token);
    const eve = planned.body.data.reminders.find((r) => r.kind === 'eve')!;
    const at = reminderDueAt('eve', day!).toISOString();
    const run = await post(ctx.app, '/api/dev/runReminders', { phone: zhang.mobile, at });
    expect(run.body.data).toEqual({ sent: 1 });

    const { status, body } = await outbox(zhang.mobile);
    expect(status).toBe(200);
    expect(body.data.sent.map((s) => [s.code, s.body])).toEqual([
      [null, eve.text],
      [code, expect.stringContaining(code)],
    ]);
    expect(body.data.code).toBe(code);
    expect(body.data.body).toBe(body.data.sent[1]!.body);
  });
});
