import { listenOnLoopback } from './loopback.ts';
import { randomBytes } from 'node:crypto';
import { type IncomingMessage } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { openPglite, type Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';

/**
 * WeChat's API host on loopback, as its documentation describes the calls the server makes:
 * the web authorization's code exchange (sns/oauth2/access_token), the stable access token
 * (cgi-bin/stable_token) and the JS-SDK ticket (cgi-bin/ticket/getticket). It checks what
 * WeChat checks (the app id and secret, a code used once, the access token) and answers with
 * WeChat's documented error codes, HTTP 200 and a JSON body either way, as WeChat does.
 */
export interface FakeWeChatApi {
  base: string;
  /** A code WeChat would give the page for this OpenID (`snapshot`: a 朋友圈 preview's visitor). */
  codeFor(openId: string, options?: { snapshot?: boolean }): string;
  /** How many times each path was called. */
  calls: Record<string, number>;
  /** The JS-SDK tickets given, the last one last. */
  tickets: string[];
  /** The patient accepted one message of the template (wx-open-subscribe): one send is granted. */
  subscribe(openId: string, templateId: string): void;
  /** The subscribe messages WeChat took, as sent. */
  messages: Record<string, unknown>[];
  /** Ends the current access token, as a forced renewal elsewhere would. */
  endAccessToken(): void;
  /** The next answers of `path` are this body (WeChat busy, a limit reached ...). */
  answerNext(path: string, body: object, times?: number): void;
  close(): Promise<void>;
}

export async function startFakeWeChatApi(appId: string, secret: string): Promise<FakeWeChatApi> {
  const codes = new Map<string, { openId: string; snapshot: boolean; used: boolean }>();
  const calls: Record<string, number> = {};
  const tickets: string[] = [];
  const grants = new Map<string, number>();
  const messages: Record<string, unknown>[] = [];
  const queued: Record<string, object[]> = {};
  let accessToken: string | null = null;
  const newValue = () => randomBytes(24).toString('base64url');

  const readBody = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  };

  const answer = async (path: string, query: URLSearchParams, req: IncomingMessage) => {
    const next = queued[path]?.shift();
    if (next) return next;
    if (path === '/sns/oauth2/access_token') {
      if (query.get('appid') !== appId) return { errcode: 40013, errmsg: 'invalid appid' };
      if (query.get('secret') !== secret) return { errcode: 40125, errmsg: 'invalid appsecret' };
      const code = query.get('code');
      if (!code) return { errcode: 41008, errmsg: 'missing code' };
      const given = codes.get(code);
      if (!given) return { errcode: 40029, errmsg: 'invalid code' };
      if (given.used) return { errcode: 40163, errmsg: 'code been used' };
      given.used = true;
      return {
        access_token: newValue(),
        expires_in: 7200,
        refresh_token: newValue(),
        openid: given.openId,
        scope: 'snsapi_base',
        ...(given.snapshot ? { is_snapshotuser: 1 } : {}),
      };
    }
    if (path === '/cgi-bin/stable_token' && req.method === 'POST') {
      const body = await readBody(req);
      if (body.grant_type !== 'client_credential')
        return { errcode: 40002, errmsg: 'invalid grant_type' };
      if (body.appid !== appId) return { errcode: 40013, errmsg: 'invalid appid' };
      if (body.secret !== secret) return { errcode: 40125, errmsg: 'invalid appsecret' };
      if (body.force_refresh === true || accessToken === null) accessToken = newValue();
      return { access_token: accessToken, expires_in: 7200 };
    }
    if (path === '/cgi-bin/ticket/getticket') {
      if (query.get('type') !== 'jsapi') return { errcode: 40097, errmsg: 'invalid args' };
      if (!accessToken || query.get('access_token') !== accessToken)
        return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' };
      tickets.push(newValue());
      return { errcode: 0, errmsg: 'ok', ticket: tickets.at(-1), expires_in: 7200 };
    }
    if (path === '/cgi-bin/message/subscribe/bizsend' && req.method === 'POST') {
      if (!accessToken || query.get('access_token') !== accessToken)
        return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' };
      const body = await readBody(req);
      const grant = `${String(body.touser)} ${String(body.template_id)}`;
      if (!(grants.get(grant) ?? 0))
        return { errcode: 43101, errmsg: 'user refuse to accept the msg' };
      // 'thing' fields hold at most 20 characters, and no field is empty.
      const fields = Object.entries((body.data ?? {}) as Record<string, { value?: unknown }>);
      const bad = fields.some(
        ([key, { value }]) =>
          typeof value !== 'string' ||
          value === '' ||
          (key.startsWith('thing') && value.length > 20),
      );
      if (bad || fields.length === 0)
        return { errcode: 47003, errmsg: 'argument invalid! data.thing1.value invalid' };
      grants.set(grant, (grants.get(grant) ?? 0) - 1);
      messages.push(body);
      return { errcode: 0, errmsg: 'ok' };
    }
    return null;
  };

  const server = await listenOnLoopback((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls[url.pathname] = (calls[url.pathname] ?? 0) + 1;
    void answer(url.pathname, url.searchParams, req).then((body) => {
      if (!body) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });

  return {
    base: server.base,
    calls,
    tickets,
    messages,
    subscribe(openId, templateId) {
      const grant = `${openId} ${templateId}`;
      grants.set(grant, (grants.get(grant) ?? 0) + 1);
    },
    codeFor(openId, options = {}) {
      const code = newValue();
      codes.set(code, { openId, snapshot: options.snapshot ?? false, used: false });
      return code;
    },
    endAccessToken() {
      accessToken = newValue();
    },
    answerNext(path, body, times = 1) {
      queued[path] = [...(queued[path] ?? []), ...Array.from({ length: times }, () => body)];
    },
    close: server.close,
  };
}

/** The settings of a deployment whose official account is connected, at `apiBase`. */
export const officialWeChatEnv = (apiBase?: string) => ({
  WECHAT_APP_ID: 'wx1234567890abcdef',
  WECHAT_APP_SECRET: 'fedcba9876543210fedcba9876543210',
  WECHAT_REMINDER_TEMPLATE_ID: 'tmpl-exam-reminder',
  WECHAT_REMINDER_FIELDS: 'name:thing1,time:time2,place:thing3,package:thing4,notice:thing5',
  WECHAT_APP_URL: 'https://h5.hospital.example/',
  ...(apiBase ? { WECHAT_API_BASE: apiBase } : {}),
});

/**
 * The test file's WeChat: a fresh migrated database for the token store and the fake API,
 * started before its tests and closed after them; the fields are read inside tests only.
 */
export function useFakeWeChat(appId: string, secret: string) {
  const ctx = {} as { db: Db; fake: FakeWeChatApi };
  beforeAll(async () => {
    ctx.db = await openPglite();
    await migrate(ctx.db);
    ctx.fake = await startFakeWeChatApi(appId, secret);
  });
  afterAll(async () => {
    await ctx.fake?.close();
    await ctx.db?.close();
  });
  return ctx;
}
