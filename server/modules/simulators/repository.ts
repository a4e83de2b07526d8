import type { Queryable } from '../../db/db.ts';
import { removeCounted } from '../../db/removeCounted.ts';
import { orderTotal } from '../orders/index.ts';
import type { TradeState, TradeStatus } from '../../plugins/outside/payments.ts';
import type { WeChatMessage } from '../../plugins/outside/wechatMessages.ts';

// All the SQL of the simulators' own tables (sms_outbox, wx_oauth_codes, sim_trades), and
// the simulated cashier's look at an order.

export const OAUTH_CODE_TTL_S = 300;

/** One SMS the simulated gateway sent: a code (a login's, a share's) or a plain text (a reminder). */
interface OutboxSms {
  code: string | null;
  body: string;
  sent_at: string;
}

/**
 * The outbox of one phone: the last SMS carrying a code (null fields when none did), as the
 * journeys read it, and every SMS sent, reminders included, newest first.
 */
export interface Outbox {
  code: string | null;
  body: string | null;
  sent_at: string | null;
  /** Seconds until the phone may be sent another code, by the server's own clock. */
  next_code_in_s: number;
  sent: OutboxSms[];
}

/** The most SMS the test window lists: a day of a busy test is far fewer. */
const OUTBOX_MAX = 50;

export async function insertOutbox(
  q: Queryable,
  { mobile, body, code }: { mobile: string; body: string; code?: string },
) {
  await q.query('INSERT INTO sms_outbox (mobile, body, code) VALUES ($1, $2, $3)', [
    mobile,
    body,
    code ?? null,
  ]);
}

/**
 * The SMS sent to a phone, newest first, and the last one carrying a code: a journey asking
 * for its code must not read the evening reminder that the job sent meanwhile. Null when
 * nothing was sent to the phone.
 */
export async function phoneOutbox(
  q: Queryable,
  mobile: string,
  cooldownS: number,
): Promise<Outbox | null> {
  const sent = await q.query<OutboxSms & { next_code_in_s: number }>(
    `SELECT code, body, sent_at,
            greatest(0, ceil(extract(epoch FROM sent_at + make_interval(secs => $2) - now())))::int
              AS next_code_in_s
       FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT $3`,
    [mobile, cooldownS, OUTBOX_MAX],
  );
  if (sent.length === 0) return null;
  const coded = sent.find((s) => s.code !== null);
  return {
    code: coded?.code ?? null,
    body: coded?.body ?? null,
    sent_at: coded?.sent_at ?? null,
    next_code_in_s: coded?.next_code_in_s ?? 0,
    sent: sent.map(({ code, body, sent_at }) => ({ code, body, sent_at })),
  };
}

export async function insertWeChatMessage(q: Queryable, message: WeChatMessage) {
  await q.query('INSERT INTO wx_message_outbox (open_id, template_id, data) VALUES ($1, $2, $3)', [
    message.openId,
    message.templateId,
    JSON.stringify({ ...message.data, page: message.page ?? '' }),
  ]);
}

/** The last WeChat messages sent to an OpenID, newest first. */
export function lastWeChatMessages(q: Queryable, openId: string, limit = 10) {
  return q.query<{ template_id: string; data: Record<string, string>; sent_at: string }>(
    `SELECT template_id, data, sent_at FROM wx_message_outbox
      WHERE open_id = $1 ORDER BY id DESC LIMIT $2`,
    [openId, limit],
  );
}

export async function insertOAuthCode(q: Queryable, code: string, openId: string) {
  await q.query(
    'INSERT INTO wx_oauth_codes (code, open_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))',
    [code, openId, OAUTH_CODE_TTL_S],
  );
}

/** A code works once and for five minutes, as WeChat's own do. */
export async function consumeOAuthCode(q: Queryable, code: string): Promise<string | null> {
  const [row] = await q.query<{ open_id: string }>(
    `UPDATE wx_oauth_codes SET used_at = now()
      WHERE code = $1 AND used_at IS NULL AND expires_at > now() RETURNING open_id`,
    [code],
  );
  return row?.open_id ?? null;
}

/**
 * The order a trade's token names, with what the cashier shows of it (its branch and total,
 * the orders module's) and whether the trade still waits; null when not found.
 */
export async function cashierTrade(q: Queryable, tokenHash: string) {
  const [trade] = await q.query<{ order_no: string; waiting: boolean }>(
    `SELECT order_no, trade_status = 'WAIT_BUYER_PAY' AS waiting FROM sim_trades
      WHERE token_hash = $1`,
    [tokenHash],
  );
  const order = trade && (await orderTotal(q, trade.order_no));
  return trade && order ? { ...trade, ...order } : null;
}

interface SimTradeRow {
  trade_no: string;
  trade_status: TradeStatus;
  responded_at: Date | string | null;
}

const tradeState = (row: SimTradeRow | undefined): TradeState | null =>
  row
    ? {
        tradeStatus: row.trade_status,
        respondedAt: row.responded_at === null ? null : new Date(row.responded_at).toISOString(),
      }
    : null;

/** A new trade for an order, replacing the order's earlier one (a new payment attempt). */
export async function openSimTrade(
  q: Queryable,
  trade: { orderNo: string; tradeNo: string; tokenHash: string },
) {
  await q.query(
    `INSERT INTO sim_trades (order_no, trade_no, trade_status, token_hash) VALUES ($1, $2, 'WAIT_BUYER_PAY', $3)
     ON CONFLICT (order_no) DO UPDATE
       SET trade_no = $2, trade_status = 'WAIT_BUYER_PAY', responded_at = NULL, token_hash = $3`,
    [trade.orderNo, trade.tradeNo, trade.tokenHash],
  );
}

export async function findSimTrade(q: Queryable, orderNo: string, tradeNo: string) {
  const [row] = await q.query<SimTradeRow>(
    'SELECT trade_no, trade_status, responded_at FROM sim_trades WHERE order_no = $1 AND trade_no = $2',
    [orderNo, tradeNo],
  );
  return tradeState(row);
}

/** Settles a trade still waiting for the payer; null when it was not waiting. */
export async function settleSimTrade(q: Queryable, orderNo: string, status: TradeStatus) {
  const [row] = await q.query<SimTradeRow>(
    `UPDATE sim_trades SET trade_status = $2, responded_at = now()
      WHERE order_no = $1 AND trade_status = 'WAIT_BUYER_PAY'
      RETURNING trade_no, trade_status, responded_at`,
    [orderNo, status],
  );
  return tradeState(row);
}

/** How long the simulated SMS and WeChat message gateways keep what they sent. */
export const OUTBOX_DAYS = 7;

/** Removes expired OAuth codes and the outboxes' week-old messages; rows gone per table. */
export function deleteExpired(q: Queryable) {
  return removeCounted(q, {
    wx_oauth_codes: ['DELETE FROM wx_oauth_codes WHERE expires_at < now()', []],
    sms_outbox: [
      'DELETE FROM sms_outbox WHERE sent_at < now() - make_interval(days => $1)',
      [OUTBOX_DAYS],
    ],
    wx_message_outbox: [
      'DELETE FROM wx_message_outbox WHERE sent_at < now() - make_interval(days => $1)',
      [OUTBOX_DAYS],
    ],
  });
}
