import type { Db, Queryable } from '../../db/db.ts';
import { fenOf } from '../../plugins/outside/wechatPay.ts';
import type { TradeNotice } from '../../plugins/outside/wechatPayNotice.ts';
import { orderTotal, recordTradeNotice } from '../orders/index.ts';
import { deleteOldNotices, takeWeChatPayNotice } from './repository.ts';

class NoticeRefused extends Error {}

/**
 * Records a payment notification that passed WeChat Pay's checks on its order, once: one seen
 * before (by its id) changes nothing. Answers why it was refused: an amount that is not the
 * order's, as the server computed it at the prepay, or no such order; null when taken.
 */
export async function recordPaymentNotice(db: Db, notice: TradeNotice): Promise<string | null> {
  try {
    await db.tx(async (q) => {
      if (!(await takeWeChatPayNotice(q, notice.id, notice.tradeNo))) return;
      const order = await orderTotal(q, notice.orderNo);
      if (!order || fenOf(order.total) !== notice.totalFen)
        throw new NoticeRefused(
          order
            ? `amount ${notice.totalFen} is not the order's ${fenOf(order.total)}`
            : 'no such order',
        );
      await recordTradeNotice(q, notice.orderNo, notice.trade);
    });
    return null;
  } catch (err) {
    if (err instanceof NoticeRefused) return err.message;
    throw err;
  }
}

/** Housekeeping's hourly clean-up of the notifications past use: counts per table. */
export const removeExpired = (q: Queryable) => deleteOldNotices(q);
