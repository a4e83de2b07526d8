import type { WeChatPaySettings } from '../../wechatPaySettings.ts';
import type { TradeState } from './payments.ts';
import { orderNoOfTrade, tradeStateOf } from './wechatPay.ts';
import { parseObject } from './wechatPayApi.ts';
import {
  decryptResource,
  isSignedByPlatform,
  signatureOf,
  type EncryptedResource,
} from './wechatPaySign.ts';

/** How far a notification's timestamp may be from the server's clock: WeChat Pay's 5 minutes. */
export const NOTICE_WINDOW_MS = 5 * 60_000;

/** A payment notification that WeChat Pay signed and sealed, opened. */
export interface TradeNotice {
  /** The notification's id: WeChat Pay sends the same again until it is acknowledged. */
  id: string;
  tradeNo: string;
  orderNo: string;
  trade: TradeState;
  /** The amount paid for, in fen. */
  totalFen: number;
}

export type NoticeCheck =
  | { notice: TradeNotice }
  /** A notification of another event (a refund ...): acknowledged, nothing recorded. */
  | { ignored: string }
  | { refused: 400 | 401; reason: string };

/**
 * Opens a notification: WeChat Pay's signature with the platform key (the serial names the
 * key), a timestamp within five minutes of `nowMs`, then the resource decrypted with the API
 * v3 key and found to be a trade of this merchant and app. Nothing is trusted before that.
 */
export function openNotice(
  settings: WeChatPaySettings & { appId: string },
  headers: Record<string, string | string[] | undefined>,
  body: string,
  nowMs: number,
): NoticeCheck {
  const signed = signatureOf(headers);
  if (!signed) return { refused: 401, reason: 'Wechatpay-* headers missing' };
  const at = Number(signed.timestamp) * 1000;
  if (!Number.isFinite(at) || Math.abs(nowMs - at) > NOTICE_WINDOW_MS)
    return { refused: 401, reason: 'timestamp outside the 5-minute window' };
  const platform = { keyId: settings.platformKeyId, publicKey: settings.platformPublicKey };
  if (!isSignedByPlatform(body, signed, platform))
    return { refused: 401, reason: 'signature invalid' };
  const envelope = parseObject(body);
  const id = envelope?.id;
  const resource = envelope?.resource as EncryptedResource | undefined;
  if (typeof id !== 'string' || id === '' || typeof resource !== 'object' || resource === null)
    return { refused: 400, reason: 'notification without id or resource' };
  if (envelope?.event_type !== 'TRANSACTION.SUCCESS')
    return { ignored: `event ${String(envelope?.event_type)}` };
  const plaintext = decryptResource(resource, settings.apiV3Key);
  const transaction = plaintext === null ? null : parseObject(plaintext);
  if (!transaction) return { refused: 400, reason: 'resource does not open with the API v3 key' };
  if (transaction.mchid !== settings.mchid || transaction.appid !== settings.appId)
    return { refused: 400, reason: 'a trade of another merchant or app' };
  const tradeNo = transaction.out_trade_no;
  const orderNo = typeof tradeNo === 'string' ? orderNoOfTrade(tradeNo) : null;
  const trade = tradeStateOf(transaction);
  const total = (transaction.amount as { total?: unknown } | undefined)?.total;
  if (!orderNo || !trade || !Number.isInteger(total))
    return { refused: 400, reason: 'trade without out_trade_no, trade_state or amount' };
  return { notice: { id, tradeNo: tradeNo as string, orderNo, trade, totalFen: total as number } };
}
