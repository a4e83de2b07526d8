import type { Queryable } from '../../db/db.ts';
import { removeCounted } from '../../db/removeCounted.ts';

/**
 * Notes a WeChat Pay notification as taken; false when it was taken before (sent again, or
 * replayed). In the caller's transaction, so a notification refused after it is not noted.
 */
export async function takeWeChatPayNotice(q: Queryable, noticeId: string, tradeNo: string) {
  const rows = await q.query(
    `INSERT INTO wechatpay_notices (notice_id, out_trade_no) VALUES ($1, $2)
     ON CONFLICT (notice_id) DO NOTHING RETURNING 1`,
    [noticeId, tradeNo],
  );
  return rows.length > 0;
}

/**
 * WeChat Pay sends a notification again for about a day until it is acknowledged; a week
 * later its id is of no use (a replay that old is refused by its timestamp anyway).
 */
export const NOTICES_KEPT_DAYS = 7;

export function deleteOldNotices(q: Queryable) {
  return removeCounted(q, {
    wechatpay_notices: [
      'DELETE FROM wechatpay_notices WHERE received_at < now() - make_interval(days => $1)',
      [NOTICES_KEPT_DAYS],
    ],
  });
}
