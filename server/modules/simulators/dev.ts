import { Type } from 'typebox';
import type { Module } from '../../plugins/api.ts';
import { ApiError, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { captchaAnswer } from '../auth/index.ts';
import { lastOutbox } from './repository.ts';

// The test windows: what the simulated SMS gateway sent, and a captcha's answer, so tests
// and demos can finish a login on one machine. Registered only outside production.

const OutboxQuery = Type.Object({ phone: Type.String({ pattern: '^1[0-9]{10}$' }) });
const CaptchaQuery = Type.Object({ key: Type.String({ maxLength: 64 }) });

export const devModule: Module = (api, { db, config }) => {
  api.get('/api/dev/smsOutbox', { schema: { querystring: OutboxQuery } }, async (request) => {
    const last = await lastOutbox(db, request.query.phone, config.smsCooldownS);
    if (!last) throw new ApiError(404, MSG.simNoSms);
    return ok(last);
  });

  api.get('/api/dev/captcha', { schema: { querystring: CaptchaQuery } }, async (request) => {
    const answer = await captchaAnswer(db, request.query.key);
    if (answer === null) throw new ApiError(404, MSG.simNoCaptcha);
    return ok(answer);
  });
};
