import type { FastifyInstance } from 'fastify';
import type { UserState } from '../../src/contract/index.ts';
import type { Deps } from '../deps.ts';
import { requireAccount } from '../http/auth.ts';
import { ApiError, ok } from '../plugins/envelope.ts';
import { MSG } from '../plugins/messages.ts';
import { encryptedField, positiveId } from '../http/schemas.ts';
import { checkNewPassword, passwordLevelFor } from '../services/passwords.ts';
import { validateProfile } from '../services/profileInput.ts';
import { insertProfile } from '../services/profiles.ts';
import { hashPassword, loginHash } from '../services/secrets.ts';
import { loginRecord } from '../services/sessions.ts';
import { consumeSign } from '../services/signs.ts';
import { decryptPhone } from './auth.ts';

interface RegisterBody {
  hospId: number;
  name: string;
  idType: number;
  idcard: string;
  mobile: string;
  password: string;
  sex?: number;
  birth?: string;
  marital?: number;
  openId?: string;
  sign: string;
}

export const SELF_RELATION = 'self' as const;

export function userRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;

  app.post<{ Body: RegisterBody }>(
    '/api/User/Register',
    {
      schema: {
        body: {
          type: 'object',
          required: ['hospId', 'name', 'idType', 'idcard', 'mobile', 'password', 'sign'],
          properties: {
            hospId: positiveId,
            name: { type: 'string', maxLength: 64 },
            idType: { type: 'integer', enum: [0, 1, 2, 3] },
            idcard: encryptedField,
            mobile: encryptedField,
            password: encryptedField,
            sex: { type: 'integer' },
            birth: { type: 'string', maxLength: 8 },
            marital: { type: 'integer' },
            openId: { type: 'string', maxLength: 128 },
            sign: { type: 'string', minLength: 1, maxLength: 128 },
          },
        },
      },
    },
    async (request) => {
      const body = request.body;
      const mobile = decryptPhone(deps, body.mobile, 'mobile');
      const password = deps.fields.decrypt(body.password, 'password');
      const profile = validateProfile({
        name: body.name,
        idType: body.idType,
        idcard: deps.fields.decrypt(body.idcard, 'idcard'),
        sex: body.sex,
        birth: body.birth,
        marital: body.marital,
      });
      const record = await db.tx(async (q) => {
        const hosp = await q.query('SELECT 1 FROM hospitals WHERE id = $1', [body.hospId]);
        if (hosp.length === 0) throw new ApiError(404, `hospital ${body.hospId} not found`);
        checkNewPassword(password, await passwordLevelFor(q, body.hospId));
        const existing = await q.query('SELECT 1 FROM user_accounts WHERE mobile = $1', [mobile]);
        if (existing.length > 0) throw new ApiError(409, MSG.phoneRegistered);
        if (!(await consumeSign(q, body.sign, mobile))) throw new ApiError(400, MSG.signInvalid);
        if (body.openId)
          await q.query('UPDATE user_accounts SET open_id = NULL WHERE open_id = $1', [
            body.openId,
          ]);
        const [account] = await q.query<{ id: number; name: string; mobile: string }>(
          `INSERT INTO user_accounts (hosp_id, mobile, name, password_hash, password_changed_at, open_id)
           VALUES ($1, $2, $3, $4, now(), $5) RETURNING id, name, mobile`,
          [
            body.hospId,
            mobile,
            profile.name,
            await hashPassword(loginHash(password, mobile)),
            body.openId || null,
          ],
        );
        if (!account) throw new Error('account insert returned no row');
        await insertProfile(q, deps.vault, {
          accountId: account.id,
          profile,
          mobile,
          relation: SELF_RELATION,
        });
        return loginRecord(q, account);
      });
      return ok(record, MSG.registered);
    },
  );

  app.get('/api/user/getUserState', async (request) => {
    const account = await requireAccount(db, request);
    // orderCount: the account's personal bookings still to be examined (status 1), at any
    // branch: what the user centre's badge asks the patient to attend to. Drafts were never
    // booked; examined and cancelled ones need nothing more.
    const [orders] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM personal_orders WHERE account_id = $1 AND appoint_status = 1',
      [account.id],
    );
    const state: UserState = {
      // Reports and company bookings (document 2) have no tables yet: none to count.
      reportCount: 0,
      orderCount: orders?.n ?? 0,
      companyOrderCount: 0,
    };
    return ok(state);
  });
}

/** Simulators' windows for tests and demos; never registered in production. */
export function devRoutes(app: FastifyInstance, { db }: Deps) {
  app.get<{ Querystring: { phone: string } }>(
    '/api/dev/smsOutbox',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['phone'],
          properties: { phone: { type: 'string', pattern: '^1[0-9]{10}$' } },
        },
      },
    },
    async (request) => {
      const [last] = await db.query<{ code: string | null; body: string; sent_at: string }>(
        'SELECT code, body, sent_at FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT 1',
        [request.query.phone],
      );
      if (!last) throw new ApiError(404, `no message sent to ${request.query.phone}`);
      return ok(last);
    },
  );

  app.get<{ Querystring: { key: string } }>(
    '/api/dev/captcha',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['key'],
          properties: { key: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const [row] = await db.query<{ answer: string }>(
        'SELECT answer FROM captchas WHERE key = $1',
        [request.query.key],
      );
      if (!row) throw new ApiError(404, 'no such captcha');
      return ok(row.answer);
    },
  );
}
