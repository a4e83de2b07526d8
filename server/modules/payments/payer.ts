import type { Queryable } from '../../db/db.ts';
import type { TradePayer } from '../../plugins/outside/payments.ts';
import { accountContact } from '../auth/index.ts';

/** What a call tells of where its payer is: the browser's user agent and address. */
export interface PayerClient {
  userAgent: string | undefined;
  ip: string;
}

/**
 * Where the payer of a trade is, which decides WeChat Pay's cashier: JSAPI inside WeChat for
 * an account bound to its OpenID (WeChat Pay refuses H5 there), H5 in another phone
 * browser, Native (a QR code) on a desktop. The account's OpenID is read only inside WeChat.
 */
export async function payerFor(
  q: Queryable,
  accountId: number,
  client: PayerClient,
): Promise<TradePayer> {
  const ua = client.userAgent ?? '';
  if (/MicroMessenger/i.test(ua)) {
    const openId = (await accountContact(q, accountId))?.open_id;
    return openId ? { kind: 'jsapi', openId } : { kind: 'wechatUnbound' };
  }
  if (/Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(ua))
    return { kind: 'h5', clientIp: client.ip };
  return { kind: 'native' };
}
