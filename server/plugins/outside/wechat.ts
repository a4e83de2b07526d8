import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/db.ts';

/**
 * WeChat, as the server needs it: turning an OAuth code into an OpenID, and the JS-SDK
 * ticket. The reference server's implementation is a simulator (the simulators module);
 * a deployment puts the official API (sns/oauth2/access_token, ticket/getticket) behind
 * the same interface.
 */
export interface WeChatGateway {
  exchangeCode(q: Queryable, code: string): Promise<string | null>;
  jsapiTicket(): Promise<string>;
  appId: string;
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
