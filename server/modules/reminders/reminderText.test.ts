import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { REMINDER_SMS_MAX_CHARS } from '../../../src/rules/reminderNotice.ts';
import { reminderDueAt } from '../../../src/rules/reminders.ts';
import { demoUsers, hospitals } from '../../seeds/seedData.ts';
import { makeDeps } from '../../makeDeps.ts';
import { demoSelfProfileId, demoToken } from '../../test/auth.ts';
import { bookPersonal } from '../../test/booking.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { sendDueReminders } from './job.ts';
import { NOTICE_FIELD_WORDS } from './messages.ts';

// Issue 36: a reminder carries the notice's preparation whole, wherever the centre wrote it,
// within an SMS length the providers accept; the WeChat field never cuts a sentence.
const ctx = useTestApp();
const deps = () => makeDeps(ctx.db);

const FASTING = '体检当日需空腹（禁食 8 小时以上），可少量饮水。';
const DIET = '体检前三天请清淡饮食，勿饮酒。';
/** A notice whose preparation comes after a heading, a welcome and the documents to bring. */
const LATE = `<h3>体检须知</h3>
<p>欢迎您选择康宁体检中心进行健康体检，我们将竭诚为您提供专业、细致、温馨的服务。</p>
<p>请携带本人有效身份证件，按预约时段到达一楼前台签到，领取体检指引单。</p>
<ol><li>${DIET}</li><li>${FASTING}</li></ol>`;

let zhang: string;
let day: string;

beforeAll(async () => {
  await ctx.db.query('UPDATE packages SET notice_content = $1 WHERE id = 4', [LATE]);
  zhang = await demoToken(ctx.app, 0);
  const schedule = await inject(ctx.app, api.personalSchedules, { hospId: 1 }, zhang);
  // Never tomorrow: booked after 18:00 in China, its evening reminder would be due at once.
  day = schedule.body.data.filter(
    (d) => d.orderable && d.timeRanges.some((r) => r.id === 2 && r.orderable),
  )[1]!.dayValue;
});

describe('a reminder of a package whose notice prepares late in its text', () => {
  it('carries the fasting and diet sentences whole, by SMS and in WeChat', async () => {
    const profileId = await demoSelfProfileId(ctx.db, 0);
    const order = { profileId, day, packageId: 4, timeRangeId: 2 };
    const { id, saved } = await bookPersonal(ctx.app, zhang, order);
    expect(saved.status).toBe(200);
    const ref = { booking: 'personal' as const, id };
    expect(
      (
        await inject(
          ctx.app,
          api.setReminderPrefs,
          { ...ref, eve: true, morning: true, channel: 'sms' },
          zhang,
        )
      ).status,
    ).toBe(200);
    const template = deps().wechatMessages.reminderTemplateId;
    expect(
      (await inject(ctx.app, api.subscribeReminders, { ...ref, templateIds: [template] }, zhang))
        .status,
    ).toBe(200);
    const planned = await inject(ctx.app, api.bookingReminders, { booking: 'personal', id }, zhang);
    const [eve, morning] = planned.body.data.reminders;
    // The welcome and the documents are not preparation; the sentences are in the notice's order.
    expect(morning!.text).toContain(`${DIET}${FASTING}`);
    expect(morning!.text).not.toContain('欢迎');
    expect(morning!.text.length).toBeLessThanOrEqual(REMINDER_SMS_MAX_CHARS);
    // Two SMS parts leave the evening text room for the fasting rule only: it goes first.
    expect(eve!.text).toContain(`地址：${hospitals[0]!.address}。${FASTING}请带身份证件按时到达。`);

    // The evening one by WeChat (one subscription), the morning one by SMS.
    await sendDueReminders(deps(), { now: reminderDueAt('eve', day) });
    await sendDueReminders(deps(), { now: reminderDueAt('morning', day) });
    const [wechat] = await ctx.db.query<{ data: Record<string, string> }>(
      'SELECT data FROM wx_message_outbox WHERE open_id = $1 AND template_id = $2',
      [demoUsers[0]!.openId, template],
    );
    // The fasting rule is longer than the field's 20 characters: the field says fasting is
    // asked, rather than a cut sentence or the shorter diet rule.
    expect(wechat!.data.notice).toBe(NOTICE_FIELD_WORDS.fasting);
    const [sms] = await ctx.db.query<{ body: string }>(
      'SELECT body FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT 1',
      [demoUsers[0]!.mobile],
    );
    expect(sms!.body).toBe(morning!.text);
  });

  it('keeps the SMS within two 67-character parts', () => {
    expect(REMINDER_SMS_MAX_CHARS).toBe(134);
  });
});
