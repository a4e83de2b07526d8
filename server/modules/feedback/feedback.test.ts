import { beforeAll, describe, expect, it } from 'vitest';
import type { Feedback } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { FEEDBACK_DAILY_LIMIT, FEEDBACK_MAX_LENGTH } from '../../../src/rules/feedback.ts';
import { OPEN_HOSP_ID, demoFeedback } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { demoToken, enc } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { chinaMidnight } from './service.ts';

const ctx = useTestApp();
let first = '';
let second = '';
let third = '';

beforeAll(async () => {
  const tokens = await Promise.all([0, 1, 2].map((i) => demoToken(ctx.app, i)));
  [first, second, third] = tokens as [string, string, string];
});

const send = (token: string, body: Record<string, unknown>) =>
  inject(
    ctx.app,
    api.postFeedback,
    { hospId: OPEN_HOSP_ID, type: 'suggestion', content: '停车场的指示牌不够清楚', ...body },
    token,
  );

async function list(token: string | null, query: { hospid?: number } = { hospid: OPEN_HOSP_ID }) {
  const { status, body } = await inject(ctx.app, api.feedbackList, query as never, token);
  return { status, body: body as { code: number; msg: string; data: Feedback[] } };
}

describe('POST /api/user/feedback', () => {
  it('saves the text trimmed with a masked phone, and lists it first', async () => {
    const sent = await send(second, {
      content: '  护士很耐心，点赞！  ',
      type: 'praise',
      phone: enc('13912345678'),
    });
    expect(sent.status).toBe(200);
    expect(sent.body.msg).toBe(MSG.feedbackSent);
    const saved = sent.body.data as Feedback;
    expect(saved).toMatchObject({
      content: '护士很耐心，点赞！',
      type: 'praise',
      status: 0,
      reply: null,
    });
    expect(saved.phone).toBe('139****5678');
    const { data } = (await list(second)).body;
    expect(data[0]?.id).toBe(saved.id);
  });

  it('refuses a missing login, bad types and bad lengths with Chinese messages in the envelope', async () => {
    const anonymous = await send('', {});
    expect(anonymous.status).toBe(401);
    for (const [body, msg] of [
      [{ content: '    ' }, MSG.feedbackContentRequired],
      [{ content: '太慢' }, MSG.feedbackContentTooShort],
      [{ content: '慢'.repeat(FEEDBACK_MAX_LENGTH + 1) }, MSG.feedbackContentTooLong],
      [{ phone: enc('12345') }, MSG.feedbackPhoneInvalid],
      [{ type: 'spam' }, MSG.badInput],
      [{ content: 'x'.repeat(5000) }, MSG.badInput],
      [{ phone: 'not-encrypted' }, MSG.badInput],
    ] as const) {
      const res = await send(third, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body).toEqual({ code: 400, msg, data: null });
    }
    expect((await list(third)).body.data).toHaveLength(0);
  });

  it('takes 500 characters counted as a patient counts them (emoji are one)', async () => {
    const res = await send(third, { content: '😀'.repeat(FEEDBACK_MAX_LENGTH) });
    expect(res.status).toBe(200);
  });

  it(`takes ${FEEDBACK_DAILY_LIMIT} a day per account, then refuses in Chinese`, async () => {
    await ctx.db.query(
      'DELETE FROM feedback WHERE account_id = (SELECT id FROM user_accounts WHERE mobile = $1)',
      ['13800000003'],
    );
    const token = await demoToken(ctx.app, 2);
    const results = await Promise.all(
      Array.from({ length: FEEDBACK_DAILY_LIMIT + 2 }, (_, i) =>
        send(token, { content: `第 ${i + 1} 条建议内容` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(FEEDBACK_DAILY_LIMIT);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.body)).toEqual(
      Array(2).fill({ code: 429, msg: MSG.feedbackDailyLimit, data: null }),
    );
    // Yesterday's do not count towards today.
    await ctx.db.query(
      "UPDATE feedback SET created_at = created_at - interval '1 day' WHERE account_id = (SELECT id FROM user_accounts WHERE mobile = $1)",
      ['13800000003'],
    );
    expect((await send(token, {})).status).toBe(200);
  });

  it('counts the day from midnight in China', () => {
    expect(chinaMidnight(new Date('2026-11-23T17:00:00Z')).toISOString()).toBe(
      '2026-11-23T16:00:00.000Z',
    );
    expect(chinaMidnight(new Date('2026-11-23T15:59:00Z')).toISOString()).toBe(
      '2026-11-22T16:00:00.000Z',
    );
  });
});

describe('GET /api/user/feedbackList', () => {
  it("shows the demo account's replied feedback with the reply", async () => {
    const { data } = (await list(first)).body;
    const replied = data.find((f) => f.content === demoFeedback.content);
    expect(replied).toMatchObject({ status: 2, reply: demoFeedback.reply });
    expect(replied?.replyTime).toBeTruthy();
  });

  it("never shows another account's feedback", async () => {
    const theirs = (await list(first)).body.data.map((f) => f.id);
    const mine = (await list(second)).body.data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((f) => theirs.includes(f.id))).toBe(false);
    expect(mine.some((f) => f.content === demoFeedback.content)).toBe(false);
  });

  it('needs a login and a branch', async () => {
    expect((await list(null)).status).toBe(401);
    const noBranch = await list(first, {});
    expect(noBranch.status).toBe(400);
    expect(noBranch.body).toEqual({ code: 400, msg: MSG.badInput, data: null });
  });
});
