import type { FastifyInstance } from 'fastify';
import { configEnabled } from '../../src/rules/configs.ts';
import { isValidPhone } from '../../src/rules/phone.ts';
import type { HospConfig } from '../../src/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import type { Deps } from '../deps.ts';
import { bearerToken, requireAccount } from '../http/auth.ts';
import { ApiError, ok } from '../plugins/envelope.ts';
import { bindOpenId } from '../services/accounts.ts';
import { MSG } from '../plugins/messages.ts';
import { encryptedField, positiveId } from '../http/schemas.ts';
import { consumeCaptcha, createCaptcha } from '../services/captcha.ts';
import { hashPassword, loginHash as loginHashOf, verifyPassword } from '../services/secrets.ts';
import { loginRecord, revokeSession } from '../services/sessions.ts';
import { consumeSign, issueSign } from '../services/signs.ts';
import { consumeSmsCode, issueSmsCode } from '../services/smsCodes.ts';
import { checkNewPassword, passwordLevelFor } from '../services/passwords.ts';

const smsCode = { type: 'string', pattern: '^[0-9]{4}$' } as const;
const loginHashSchema = { type: 'string', pattern: '^[0-9a-fA-F]{64}$' } as const;
const openId = { type: 'string', maxLength: 128 } as const;

export const PASSWORD_MAX_AGE_DAYS = 90;

/** A phone from an encrypted field, refused unless it is 11 digits starting with 1. */
export function decryptPhone(deps: Deps, value: unknown, field: string): string {
  const phone = deps.fields.decrypt(value, field);
  if (!isValidPhone(phone)) throw new ApiError(400, MSG.phoneInvalid);
  return phone;
}

export async function hospitalConfigs(q: Queryable, hospId: number) {
  return q.query<HospConfig>(
    'SELECT code, value, detail_note FROM hosp_configs WHERE hosp_id = $1',
    [hospId],
  );
}

export function authRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  app.get('/api/auth/captcha', async () => ok(await createCaptcha(db)));
  // The spec's second captcha call (hospId, mobile) answers the same picture.
  app.get('/api/auth/GetCaptcha', async () => ok(await createCaptcha(db)));

  app.post<{ Body: { hospId: number; phone: string; captchaKey?: string; captchaCode?: string } }>(
    '/api/auth/sendSmsCode',
    {
      schema: {
        body: {
          type: 'object',
          required: ['hospId', 'phone'],
          properties: {
            hospId: positiveId,
            phone: encryptedField,
            captchaKey: { type: 'string', maxLength: 64 },
            captchaCode: { type: 'string', maxLength: 8 },
          },
        },
      },
    },
    async (request) => {
      const { hospId, captchaKey, captchaCode } = request.body;
      const phone = decryptPhone(deps, request.body.phone, 'phone');
      const configs = await hospitalConfigs(db, hospId);
      if (configs.length === 0) throw new ApiError(404, `hospital ${hospId} not found`);
      if (configEnabled(configs, 'enable_captcha')) {
        if (!captchaKey || !captchaCode) throw new ApiError(400, MSG.captchaRequired);
        if (!(await consumeCaptcha(db, captchaKey, captchaCode)))
          throw new ApiError(400, MSG.captchaWrong);
      }
      await db.tx((q) => issueSmsCode(q, deps.sms, phone, deps.config.smsSignature));
      return ok(null, MSG.smsSent);
    },
  );

  app.post<{ Body: { mobile: string; code: string } }>(
    '/api/auth/CheckCaptcha',
    {
      schema: {
        body: {
          type: 'object',
          required: ['mobile', 'code'],
          properties: { mobile: encryptedField, code: smsCode },
        },
      },
    },
    async (request) => {
      const mobile = decryptPhone(deps, request.body.mobile, 'mobile');
      if (!(await consumeSmsCode(db, mobile, request.body.code)))
        throw new ApiError(400, MSG.smsCodeWrong);
      return ok(await issueSign(db, mobile));
    },
  );

  app.post<{ Body: { username: string; password: string; openid?: string } }>(
    '/api/Auth/Login',
    {
      schema: {
        body: {
          type: 'object',
          required: ['username', 'password'],
          properties: {
            hospid: positiveId,
            username: encryptedField,
            password: loginHashSchema,
            openid: openId,
          },
        },
      },
    },
    async (request) => {
      const mobile = decryptPhone(deps, request.body.username, 'username');
      const [account] = await db.query<{
        id: number;
        name: string;
        mobile: string;
        password_hash: string | null;
      }>('SELECT id, name, mobile, password_hash FROM user_accounts WHERE mobile = $1', [mobile]);
      // The same answer for an unknown phone and a wrong password: no probing for accounts.
      if (
        !account ||
        !(await verifyPassword(request.body.password.toLowerCase(), account.password_hash))
      ) {
        throw new ApiError(400, MSG.loginFailed);
      }
      return ok(
        await db.tx(async (q) => {
          await bindOpenId(q, account.id, request.body.openid);
          return loginRecord(q, account);
        }),
      );
    },
  );

  app.post<{ Body: { username?: string; mobile?: string; captcha: string; openid?: string } }>(
    '/api/Auth/LoginSMS',
    {
      schema: {
        body: {
          type: 'object',
          required: ['captcha'],
          properties: {
            hospid: positiveId,
            username: encryptedField,
            mobile: encryptedField,
            captcha: smsCode,
            openid: openId,
          },
        },
      },
    },
    async (request, reply) => {
      const { username, mobile: encMobile, captcha, openid } = request.body;
      const mobile = decryptPhone(deps, encMobile ?? username, encMobile ? 'mobile' : 'username');
      if (!(await consumeSmsCode(db, mobile, captcha))) throw new ApiError(400, MSG.smsCodeWrong);
      const outcome = await db.tx(async (q) => {
        const [account] = await q.query<{ id: number; name: string; mobile: string }>(
          'SELECT id, name, mobile FROM user_accounts WHERE mobile = $1',
          [mobile],
        );
        if (!account) return { registered: false as const, sign: await issueSign(q, mobile) };
        await bindOpenId(q, account.id, openid);
        return { registered: true as const, record: await loginRecord(q, account) };
      });
      // The spec's code 204: the phone is verified but has no account; `data` is the sign
      // that lets the sign-up profile step create one for it.
      if (!outcome.registered)
        return reply.send({ code: 204, msg: MSG.phoneNotRegistered, data: outcome.sign });
      return ok(outcome.record);
    },
  );

  app.post('/api/Auth/Logout', async (request) => {
    const token = bearerToken(request);
    if (token) await revokeSession(db, token);
    return ok(null, MSG.loggedOut);
  });

  app.post<{ Body: { mobile: string; newPassword: string; sign: string } }>(
    '/api/auth/updatePassword',
    {
      schema: {
        body: {
          type: 'object',
          required: ['mobile', 'newPassword', 'sign'],
          properties: {
            mobile: encryptedField,
            newPassword: encryptedField,
            sign: { type: 'string', minLength: 1, maxLength: 128 },
          },
        },
      },
    },
    async (request) => {
      const mobile = decryptPhone(deps, request.body.mobile, 'mobile');
      const password = deps.fields.decrypt(request.body.newPassword, 'newPassword');
      await db.tx(async (q) => {
        const [account] = await q.query<{ id: number; hosp_id: number }>(
          'SELECT id, hosp_id FROM user_accounts WHERE mobile = $1 FOR UPDATE',
          [mobile],
        );
        if (!account) throw new ApiError(404, MSG.accountMissing);
        checkNewPassword(password, await passwordLevelFor(q, account.hosp_id));
        if (!(await consumeSign(q, request.body.sign, mobile)))
          throw new ApiError(400, MSG.signInvalid);
        await q.query(
          'UPDATE user_accounts SET password_hash = $1, password_changed_at = now() WHERE id = $2',
          [await hashPassword(loginHashOf(password, mobile)), account.id],
        );
      });
      return ok(null, MSG.passwordChanged);
    },
  );

  app.post('/api/user/CheckPasswordExpire', async (request) => {
    const account = await requireAccount(db, request);
    const [row] = await db.query<{ expired: boolean }>(
      `SELECT password_hash IS NOT NULL
              AND coalesce(password_changed_at, created_at) < now() - make_interval(days => $2) AS expired
         FROM user_accounts WHERE id = $1`,
      [account.id, PASSWORD_MAX_AGE_DAYS],
    );
    return ok(row?.expired ? MSG.passwordExpired : '');
  });
}
