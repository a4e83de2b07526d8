import { WeChatDown, type IssuedToken, type WeChatTokenStore } from './wechat.ts';

/** WeChat's API host; the tests point it at their local fake. */
export const WECHAT_API_BASE = 'https://api.weixin.qq.com';

export interface WeChatApiOptions {
  appId: string;
  /** The official account's AppSecret (公众号后台 → 设置与开发 → 基本配置). */
  secret: string;
  apiBase?: string;
  /** A patient waits no longer than this for one answer of WeChat. */
  timeoutMs: number;
  tokens: WeChatTokenStore;
}

export type WeChatAnswer = Record<string, unknown> & { errcode?: number; errmsg?: string };

/** A refusal of WeChat's, with its code: the caller decides which ones it words. */
export class WeChatRefused extends WeChatDown {
  constructor(
    readonly errcode: number,
    errmsg: string,
  ) {
    super(`errcode ${errcode} ${errmsg}`);
  }
}

/** WeChat's answers to an access token it no longer takes: another was issued, or it lapsed. */
const TOKEN_REFUSED = new Set([40001, 40014, 42001]);

/**
 * WeChat's API as the official account's calls need it: one JSON call (`ask`), and calls that
 * carry the access token (`withToken`), which is kept in the token store, renewed by one
 * process for all, and renewed once more when WeChat refuses it. Anything but WeChat's JSON
 * (no answer in time, another status) is WeChat being down, never a 500.
 */
export function weChatApi(options: WeChatApiOptions) {
  const { appId, secret, timeoutMs, tokens } = options;
  const base = options.apiBase ?? WECHAT_API_BASE;

  async function ask(
    path: string,
    init: { query?: Record<string, string>; body?: object } = {},
  ): Promise<WeChatAnswer> {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      const res = await fetch(url, {
        method: init.body ? 'POST' : 'GET',
        signal: abort.signal,
        redirect: 'error',
        headers: init.body ? { 'content-type': 'application/json' } : {},
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
      if (res.status !== 200) throw new WeChatDown(`${path} answered HTTP ${res.status}`);
      const answer = (await res.json()) as WeChatAnswer;
      if (typeof answer !== 'object' || answer === null)
        throw new WeChatDown(`${path} answered no object`);
      // errcode 0 is success on some calls; the others leave it out.
      if (answer.errcode) throw new WeChatRefused(answer.errcode, String(answer.errmsg ?? ''));
      return answer;
    } catch (err) {
      if (err instanceof WeChatDown) throw err;
      const cause = (err as { cause?: unknown }).cause ?? err;
      throw new WeChatDown(
        abort.signal.aborted ? `no answer within ${timeoutMs} ms` : String(cause),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  /** A token of WeChat's answer, or WeChat down when the answer has none. */
  function issued(answer: WeChatAnswer, field: string): IssuedToken {
    const value = answer[field];
    const expiresInS = answer.expires_in;
    if (typeof value !== 'string' || value === '' || typeof expiresInS !== 'number')
      throw new WeChatDown(`answer without ${field} and expires_in`);
    return { value, expiresInS };
  }

  // The stable token: asking again while it lives gives the same one, so a second caller
  // never ends the token the first is using (cgi-bin/token would). Forced only once WeChat
  // refused the one held (20 a day at most).
  const issueAccessToken = async (force: boolean) =>
    issued(
      await ask('/cgi-bin/stable_token', {
        body: { grant_type: 'client_credential', appid: appId, secret, force_refresh: force },
      }),
      'access_token',
    );

  async function accessToken(stale?: string): Promise<string> {
    if (stale !== undefined)
      return tokens.renew('access_token', () => issueAccessToken(true), stale);
    return (
      (await tokens.peek('access_token')) ??
      tokens.renew('access_token', () => issueAccessToken(false))
    );
  }

  /** `call` with the access token; once more with a new one if WeChat refused it, no more. */
  async function withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    const token = await accessToken();
    try {
      return await call(token);
    } catch (err) {
      if (!(err instanceof WeChatRefused && TOKEN_REFUSED.has(err.errcode))) throw err;
      return call(await accessToken(token));
    }
  }

  return { appId, secret, ask, issued, withToken };
}
