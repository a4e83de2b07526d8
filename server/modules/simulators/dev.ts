import { Type } from 'typebox';
import type { Module } from '../../plugins/api.ts';
import { ApiError, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { accountsByMobiles, captchaAnswer } from '../auth/index.ts';
import { sendDueReminders } from '../reminders/index.ts';
import { seedHistoryOfAccount } from '../../seeds/seedReports.ts';
import { lastWeChatMessages, phoneOutbox } from './repository.ts';

// The test windows: what the simulated SMS and WeChat message gateways sent, a captcha's
// answer, and the reminder job run now, so tests and demos can finish a login or see a
// reminder go on one machine. Registered only outside production.

const OutboxQuery = Type.Object({ phone: Type.String({ pattern: '^1[0-9]{10}$' }) });
const CaptchaQuery = Type.Object({ key: Type.String({ maxLength: 64 }) });
const WeChatOutboxQuery = Type.Object({ openId: Type.String({ minLength: 1, maxLength: 64 }) });
const RunRemindersBody = Type.Object({
  phone: Type.String({ pattern: '^1[0-9]{10}$' }),
  at: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T[0-9:.]+(Z|[+-]\\d{2}:\\d{2})$' }),
});

const ExamHistoryBody = Type.Object({ phone: Type.String({ pattern: '^1[0-9]{10}$' }) });

export const devModule: Module = (api, deps) => {
  const { db, config } = deps;
  // A demo person's exam history for an account a journey made for itself: a journey that
  // rates an exam (the rating gate) then owns its data, and never meets another's rating.
  api.post('/api/dev/examHistory', { schema: { body: ExamHistoryBody } }, async (request) => {
    const [account] = await accountsByMobiles(db, [request.body.phone]);
    if (!account) throw new ApiError(404, MSG.simAccountMissing);
    const made = await db.tx((q) => seedHistoryOfAccount(q, account.id));
    if (!made) throw new ApiError(404, MSG.simAccountMissing);
    return ok(null);
  });

  // What the simulated WeChat message gateway sent an OpenID, newest first.
  api.get(
    '/api/dev/wechatOutbox',
    { schema: { querystring: WeChatOutboxQuery } },
    async (request) => ok(await lastWeChatMessages(db, request.query.openId)),
  );

  // The reminder job, now, on the clock of the test's choosing and for one account only, so
  // a journey sees its reminder go without waiting for the day before its exam.
  api.post('/api/dev/runReminders', { schema: { body: RunRemindersBody } }, async (request) => {
    const [account] = await accountsByMobiles(db, [request.body.phone]);
    if (!account) throw new ApiError(404, MSG.simAccountMissing);
    const now = new Date(request.body.at);
    return ok(await sendDueReminders(deps, { now, accountId: account.id }));
  });

  // Every SMS the simulated gateway sent a phone, and the last code among them.
  api.get('/api/dev/smsOutbox', { schema: { querystring: OutboxQuery } }, async (request) => {
    const outbox = await phoneOutbox(db, request.query.phone, config.smsCooldownS);
    if (!outbox) throw new ApiError(404, MSG.simNoSms);
    return ok(outbox);
  });

  api.get('/api/dev/captcha', { schema: { querystring: CaptchaQuery } }, async (request) => {
    const answer = await captchaAnswer(db, request.query.key);
    if (answer === null) throw new ApiError(404, MSG.simNoCaptcha);
    return ok(answer);
  });
};
