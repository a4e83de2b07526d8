import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';

/**
 * WeChat, as the server needs it: turning an OAuth code into an OpenID, and the JS-SDK
 * ticket. The official API is wechatOfficial.ts (WECHAT_APP_SECRET set); the demo's and
 * the tests' is the simulator (the simulators module).
 */
export interface WeChatGateway {
  /** The OpenID a code was given for; null when WeChat does not take the code (used, expired). */
  exchangeCode(q: Queryable, code: string): Promise<string | null>;
  jsapiTicket(): Promise<string>;
  appId: string;
}

/** WeChat cannot be asked now (no answer, busy, or the account's settings refused). */
export class WeChatDown extends Error {
  constructor(readonly reason: string) {
    super(`WeChat API: ${reason}`);
  }
}

export type WeChatTokenKind = 'access_token' | 'jsapi_ticket';

/** A token as WeChat gives it: the value and how many seconds it lives. */
export interface IssuedToken {
  value: string;
  expiresInS: number;
}

/**
 * Where the official account's access token and JS-SDK ticket are kept for every process of
 * the server (the wechat module's, in the database).
 */
export interface WeChatTokenStore {
  /** The stored value while it has time left; null otherwise. */
  peek(kind: WeChatTokenKind): Promise<string | null>;
  /**
   * The stored value if another process has stored a usable one meanwhile (one other than
   * `stale`, a value WeChat just refused), else `issue`'s, stored: one process at a time.
   */
  renew(kind: WeChatTokenKind, issue: () => Promise<IssuedToken>, stale?: string): Promise<string>;
}

/** WeChat's JS-SDK signature: SHA-1 of the ticket, nonce, timestamp and page URL, in that order. */
export function jssdkSignature(
  ticket: string,
  nonceStr: string,
  timestamp: number,
  url: string,
): string {
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');
}
