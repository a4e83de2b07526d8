import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { randomToken, sha256 } from './secrets.ts';

/**
 * WeChat, as the server needs it: turning an OAuth code into an OpenID, and the JS-SDK
 * ticket. The reference server's implementation is a simulator backed by its own tables;
 * a deployment puts the official API (sns/oauth2/access_token, ticket/getticket) behind
 * the same interface.
 */
export interface WeChatGateway {
  exchangeCode(q: Queryable, code: string): Promise<string | null>;
  jsapiTicket(): Promise<string>;
  appId: string;
}

export const OAUTH_CODE_TTL_S = 300;

export function simulatedWeChat(appId: string): WeChatGateway {
  return {
    appId,
    async exchangeCode(q, code) {
      // A code works once and for five minutes, as WeChat's own do.
      const [row] = await q.query<{ open_id: string }>(
        `UPDATE wx_oauth_codes SET used_at = now()
          WHERE code = $1 AND used_at IS NULL AND expires_at > now() RETURNING open_id`,
        [code],
      );
      return row?.open_id ?? null;
    },
    async jsapiTicket() {
      return `sim-ticket-${sha256(appId).slice(0, 16)}`;
    },
  };
}

/** The simulator's authorize step: a code for an OpenID. */
export async function issueOAuthCode(q: Queryable, openId: string): Promise<string> {
  const code = randomToken(16);
  await q.query(
    'INSERT INTO wx_oauth_codes (code, open_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))',
    [code, openId, OAUTH_CODE_TTL_S],
  );
  return code;
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
