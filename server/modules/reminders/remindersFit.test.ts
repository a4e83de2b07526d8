import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { checkDigitOf } from '../../../src/rules/idCard.ts';
import { reminderDueAt } from '../../../src/rules/reminders.ts';
import { demoUsers, packages } from '../../seeds/seedData.ts';
import { makeDeps } from '../../makeDeps.ts';
import { demoToken } from '../../test/auth.ts';
import { addRelative, bookPersonal, openReminderDays } from '../../test/booking.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { sendDueReminders } from './job.ts';
import { reminderText } from './text.ts';

// Issue 38: the evening SMS was three parts long, told a 65-year-old man "孕期及备孕女性请勿预约",
// and went to the booking account's phone, never to the examinee's own proven one. It fits the
// person now, in two parts at most, and goes to the examinee's phone.
const ctx = useTestApp();
const zhang = demoUsers[0]!;
let token = '';
let day = '';

/** Package 4, whose seeded notice asks for fasting and warns pregnant women off its X-ray. */
const PACKAGE = 4;
const PREGNANCY = '孕期及备孕女性请勿预约';
const FASTING = '本套餐含空腹项目，请于体检当日 10:00 前 空腹到院。';

/** SMS parts as Tencent Cloud and Aliyun bill them: 70 characters in one, 67 a part when longer. */
const smsParts = (text: string) => {
  const chars = [...text].length;
  return chars <= 70 ? 1 : Math.ceil(chars / 67);
};

/** An ID number of a person `age` years old on the exam day, male or female. */
function idcardOf(age: number, sex: 'male' | 'female') {
  const body = `110101${Number(day.slice(0, 4)) - age}010100${sex === 'male' ? 1 : 2}`;
  return `${body}${checkDigitOf(body)}`;
}

/** Books package 4 on the test's day for a new relative of 张三 with a phone of their own. */
async function bookFor(name: string, age: number, sex: 'male' | 'female', mobile: string) {
  const profileId = await addRelative(ctx.app, token, { name, idcard: idcardOf(age, sex), mobile });
  const order = { profileId, day, packageId: PACKAGE, timeRangeId: 2 };
  const { id, saved } = await bookPersonal(ctx.app, token, order);
  expect(saved.status).toBe(200);
  return id;
}

const eveText = async (id: number) => {
  const res = await inject(ctx.app, api.bookingReminders, { booking: 'personal', id }, token);
  expect(res.status).toBe(200);
  return res.body.data.reminders.find((r) => r.kind === 'eve')!.text;
};

const smsTo = (mobile: string) =>
  ctx.db.query<{ body: string }>('SELECT body FROM sms_outbox WHERE mobile = $1 ORDER BY id', [
    mobile,
  ]);

beforeAll(async () => {
  token = await demoToken(ctx.app, 0);
  // Not tomorrow: booked after 18:00 in China, its evening reminder would be due at once.
  [day] = (await openReminderDays(ctx, token, 2, { afterFirst: true })) as [string];
  expect(packages[PACKAGE - 1]!.notice).toContain(PREGNANCY);
});

describe('the evening reminder of a 65-year-old man booked by his son', () => {
  it('keeps the fasting rule, says nothing of pregnancy, fits two SMS parts and goes to his own phone', async () => {
    const mobile = '13912380001';
    const id = await bookFor('王建国', 65, 'male', mobile);
    const text = await eveText(id);
    expect(text).toContain(FASTING);
    expect(text).not.toContain(PREGNANCY);
    expect(smsParts(text)).toBeLessThanOrEqual(2);

    const before = (await smsTo(zhang.mobile)).length;
    await sendDueReminders(makeDeps(ctx.db), { now: reminderDueAt('eve', day) });
    expect((await smsTo(mobile)).map((s) => s.body)).toEqual([
      expect.stringContaining('验证码'),
      text,
    ]);
    expect(await smsTo(zhang.mobile)).toHaveLength(before);
  });
});

describe('the pregnancy line', () => {
  it('is kept for a woman of 40 and left out for a woman of 60 and a man, the same notice for all', async () => {
    const notice = '<p>体检当日需空腹。</p><p>孕期及备孕女性请勿预约。</p>';
    const [seeded] = await ctx.db.query<{ notice_content: string }>(
      'SELECT notice_content FROM packages WHERE id = $1',
      [PACKAGE],
    );
    await ctx.db.query('UPDATE packages SET notice_content = $2 WHERE id = $1', [PACKAGE, notice]);
    try {
      const young = await eveText(await bookFor('李秀兰', 40, 'female', '13912380002'));
      const older = await eveText(await bookFor('赵桂芳', 60, 'female', '13912380003'));
      const man = await eveText(await bookFor('钱志强', 40, 'male', '13912380004'));
      expect(young).toContain('体检当日需空腹。孕期及备孕女性请勿预约。请带身份证件按时到达。');
      for (const text of [older, man]) {
        expect(text).toContain('体检当日需空腹。请带身份证件按时到达。');
        expect(text).not.toContain('孕');
      }
      for (const text of [young, older, man]) expect(smsParts(text)).toBeLessThanOrEqual(2);
    } finally {
      await ctx.db.query('UPDATE packages SET notice_content = $2 WHERE id = $1', [
        PACKAGE,
        seeded!.notice_content,
      ]);
    }
  });
});

describe('a branch whose address is too long for two SMS parts', () => {
  it('has its address shortened, the text still within two parts', () => {
    const address = `浙江省杭州市滨江区江南大道 1888 号康宁大厦${'东'.repeat(60)}楼`;
    const booking = {
      hospId: 1,
      active: true,
      day,
      time: '07:30-08:30',
      person: '王建国',
      packageName: '父母关爱套餐',
      notice: packages[PACKAGE - 1]!.notice ?? null,
      hospital: '康宁体检中心（滨江院区）',
      address,
      sex: 1,
      birth: '1961-01-01',
    };
    for (const kind of ['eve', 'morning'] as const) {
      const text = reminderText(kind, booking, '康宁体检');
      expect(smsParts(text)).toBe(2);
      expect(text).toContain('地址：浙江省杭州市滨江区江南大道 1888 号康宁大厦东');
      expect(text).not.toContain(address);
    }
  });
});
