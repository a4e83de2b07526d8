import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.ts';
import type { Deps } from '../deps.ts';
import { ApiError, ok } from '../plugins/envelope.ts';
import { bindOpenId } from '../services/accounts.ts';
import { positiveId } from '../http/schemas.ts';
import { loginRecord } from '../services/sessions.ts';
import { consumeSsoCode, issueSsoCode } from '../services/ssoCodes.ts';
import { jssdkSignature } from '../services/wechat.ts';

const code = { type: 'string', minLength: 1, maxLength: 128 } as const;
const openId = { type: 'string', maxLength: 128 } as const;

export const MSG_OAUTH_EXPIRED = '微信授权已失效，请重新进入';
export const MSG_SSO_EXPIRED = '登录凭证无效或已过期，请从合作平台重新进入';

async function accountById(q: Queryable, id: number) {
  const [account] = await q.query<{ id: number; name: string; mobile: string }>(
    'SELECT id, name, mobile FROM user_accounts WHERE id = $1',
    [id],
  );
  if (!account) throw new ApiError(404, 'account not found');
  return account;
}

export function wechatSsoRoutes(app: FastifyInstance, deps: Deps) {
  const { db, wechat } = deps;

  // OAuth: code -> OpenID, and the user when that OpenID is bound to an account.
  app.get<{ Querystring: { hospid: number; code: string } }>(
    '/api/auth/wxauth',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['hospid', 'code'],
          properties: { hospid: positiveId, code },
        },
      },
    },
    async (request) => {
      const result = await db.tx(async (q) => {
        const openIdValue = await wechat.exchangeCode(q, request.query.code);
        if (!openIdValue) throw new ApiError(400, MSG_OAUTH_EXPIRED);
        const [account] = await q.query<{ id: number; name: string; mobile: string }>(
          'SELECT id, name, mobile FROM user_accounts WHERE open_id = $1',
          [openIdValue],
        );
        return { openId: openIdValue, user: account ? await loginRecord(q, account) : null };
      });
      return ok(result);
    },
  );

  app.get<{ Querystring: { url: string } }>(
    '/api/wechat/jssdkSignature',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['url'],
          properties: { url: { type: 'string', pattern: '^https?://', maxLength: 2048 } },
        },
      },
    },
    async (request) => {
      // WeChat signs the page's URL without its fragment.
      const url = request.query.url.split('#')[0] ?? '';
      const timestamp = Math.floor(Date.now() / 1000);
      const nonceStr = randomBytes(8).toString('hex');
      const signature = jssdkSignature(await wechat.jsapiTicket(), nonceStr, timestamp, url);
      return ok({ appId: wechat.appId, timestamp, nonceStr, signature });
    },
  );

  // The /ssoLogin door: the partner's auth_code becomes a partner user, who then logs in.
  app.get<{ Querystring: { hospid: number; auth_code: string } }>(
    '/openApi/sso/getuser',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['hospid', 'auth_code'],
          properties: { hospid: positiveId, auth_code: code },
        },
      },
    },
    async (request) => {
      const user = await db.tx(async (q) => {
        const accountId = await consumeSsoCode(q, ['auth_code'], request.query.auth_code);
        if (accountId === null) throw new ApiError(400, MSG_SSO_EXPIRED);
        const account = await accountById(q, accountId);
        return { ticket: await issueSsoCode(q, 'user_ticket', accountId), name: account.name };
      });
      return ok(user);
    },
  );

  app.post<{ Body: { hospId: number; user: { ticket: string; openId?: string } } }>(
    '/api/auth/ssoLogin',
    {
      schema: {
        body: {
          type: 'object',
          required: ['hospId', 'user'],
          properties: {
            hospId: positiveId,
            user: { type: 'object', required: ['ticket'], properties: { ticket: code, openId } },
          },
        },
      },
    },
    async (request) => {
      const record = await db.tx(async (q) => {
        const accountId = await consumeSsoCode(q, ['user_ticket'], request.body.user.ticket);
        if (accountId === null) throw new ApiError(400, MSG_SSO_EXPIRED);
        await bindOpenId(q, accountId, request.body.user.openId);
        return loginRecord(q, await accountById(q, accountId));
      });
      return ok({ ...record, openId: request.body.user.openId ?? null });
    },
  );

  // The /sso and /portal doors: a code (or sso_token) and an OpenID, straight to a login.
  app.post<{ Body: { hospId: number; code: string; state?: string; openId?: string } }>(
    '/api/auth/ssoAuth',
    {
      schema: {
        body: {
          type: 'object',
          required: ['hospId', 'code'],
          properties: {
            hospId: positiveId,
            code,
            state: { type: 'string', maxLength: 512 },
            openId,
          },
        },
      },
    },
    async (request) => {
      const record = await db.tx(async (q) => {
        const accountId = await consumeSsoCode(q, ['code', 'sso_token'], request.body.code);
        if (accountId === null) throw new ApiError(400, MSG_SSO_EXPIRED);
        await bindOpenId(q, accountId, request.body.openId);
        return loginRecord(q, await accountById(q, accountId));
      });
      return ok({ ...record, openId: request.body.openId ?? null });
    },
  );
}
