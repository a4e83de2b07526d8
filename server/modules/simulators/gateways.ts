import type { SmsGateway } from '../../plugins/outside/sms.ts';
import type { SsoPortal } from '../../plugins/outside/sso.ts';
import type { WeChatGateway } from '../../plugins/outside/wechat.ts';
import { randomToken, sha256 } from '../../plugins/crypto/secrets.ts';
import type { Queryable } from '../../db/db.ts';
import { consumeSsoCode } from '../sso/repository.ts';
import { consumeOAuthCode, insertOAuthCode, insertOutbox } from './repository.ts';

// The reference server's outside parties: simulators on its own tables, so every door
// runs end to end on one machine. A deployment replaces each behind the same interface.

export const outboxGateway: SmsGateway = { send: insertOutbox };

export function simulatedWeChat(appId: string): WeChatGateway {
  return {
    appId,
    exchangeCode: consumeOAuthCode,
    async jsapiTicket() {
      return `sim-ticket-${sha256(appId).slice(0, 16)}`;
    },
  };
}

/** The simulator's authorize step: a code for an OpenID. */
export async function issueOAuthCode(q: Queryable, openId: string): Promise<string> {
  const code = randomToken(16);
  await insertOAuthCode(q, code, openId);
  return code;
}

export const simulatedPortal: SsoPortal = { redeem: consumeSsoCode };
