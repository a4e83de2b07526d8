import { randomBytes } from 'node:crypto';
import type { JsSdkSignature, WxAuthResult } from '../../../src/contract/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { jssdkSignature, WeChatDown } from '../../plugins/outside/wechat.ts';
import { issueBindingTicket, loginByOpenId } from '../auth/index.ts';

/**
 * OAuth: code -> OpenID, and the user when that OpenID is bound to an account. The
 * answer's openId is a binding ticket for the OpenID, the only thing a later login or
 * sign-up can bind with: the OpenID itself never leaves the server.
 */
/** WeChat's own failure, as the patient reads it: the log keeps WeChat's reason. */
async function askingWeChat<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (err) {
    if (err instanceof WeChatDown) throw new ApiError(503, MSG.wechatUnavailable, 503, err.reason);
    throw err;
  }
}

export async function exchangeOAuthCode(
  { db, wechat, config }: Deps,
  code: string,
): Promise<WxAuthResult> {
  return db.tx(async (q) => {
    const openId = await askingWeChat(() => wechat.exchangeCode(q, code));
    if (!openId) throw new ApiError(400, MSG.oauthExpired);
    const user = await loginByOpenId(q, openId, config.sessionsPerAccount);
    return { openId: await issueBindingTicket(q, openId), user };
  });
}

export async function signPage({ wechat }: Deps, pageUrl: string): Promise<JsSdkSignature> {
  // WeChat signs the page's URL without its fragment.
  const url = pageUrl.split('#')[0] ?? '';
  const timestamp = Math.floor(Date.now() / 1000);
  const nonceStr = randomBytes(8).toString('hex');
  const ticket = await askingWeChat(() => wechat.jsapiTicket());
  const signature = jssdkSignature(ticket, nonceStr, timestamp, url);
  return { appId: wechat.appId, timestamp, nonceStr, signature };
}
