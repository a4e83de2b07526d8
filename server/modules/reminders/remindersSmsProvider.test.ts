import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderDueAt } from '../../../src/rules/reminders.ts';
import { readConfig, type ServerConfig } from '../../config.ts';
import { makeDeps } from '../../makeDeps.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { demoSelfProfileId, demoToken } from '../../test/auth.ts';
import { bookPersonal, openReminderDays } from '../../test/booking.ts';
import {
  startFakeTencentSms,
  TENCENT_ACCOUNT,
  tencentSmsEnv,
  type FakeTencentSms,
} from '../../test/fakes/tencentSms.ts';
import { closeTestApp, createTestApp, type TestContext } from '../../test/testApp.ts';
import { sendDueReminders } from './job.ts';

// Issue 40, item 3: an SMS provider sends only its approved templates, so a reminder's SMS
// goes as SMS_TEMPLATE_REMINDER's five values, the person named as the text names them.
let fake: FakeTencentSms;
let ctx: TestContext;
let config: ServerConfig;

beforeAll(async () => {
  fake = await startFakeTencentSms(TENCENT_ACCOUNT);
  config = readConfig(tencentSmsEnv(fake.base));
  ctx = await createTestApp({ config });
});
afterAll(async () => {
  await closeTestApp(ctx);
  await fake.close();
});

describe("a reminder's SMS through Tencent Cloud SMS", () => {
  it('sends the reminder template with the family name, the time, place, package and notice', async () => {
    const token = await demoToken(ctx.app, 0);
    const [day] = await openReminderDays(ctx, token, 2, { afterFirst: true });
    const profileId = await demoSelfProfileId(ctx.db, 0);
    const { saved } = await bookPersonal(ctx.app, token, {
      profileId,
      day: day!,
      packageId: 4,
      timeRangeId: 2,
    });
    expect(saved.status).toBe(200);
    const before = fake.requests.length;

    const run = await sendDueReminders(makeDeps(ctx.db, config), {
      now: reminderDueAt('eve', day!),
    });

    expect(run.sent).toBe(1);
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      TemplateId: '1110003',
      PhoneNumberSet: [`+86${demoUsers[0]!.mobile}`],
      SignName: TENCENT_ACCOUNT.signName,
    });
    // The centre and its address do not fit WeChat's 20 characters together: the name alone.
    expect(sent[0]!.TemplateParamSet).toEqual([
      '张**',
      `${day} 08:30-09:30`,
      '康宁体检中心（滨江院区）',
      '父母关爱套餐',
      '体检当日需空腹，详见体检须知',
    ]);
  });
});
