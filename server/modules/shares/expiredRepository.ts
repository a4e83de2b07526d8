import type { Queryable } from '../../db/db.ts';
import { removeCounted } from '../../db/removeCounted.ts';
import { SHARE_OPENS_KEPT } from './opensRepository.ts';

/** A shared report's link, with the log of its opens, once it ended or expired: the owner
 * sees for a month who opened it. */
export const ENDED_SHARES_DAYS = 30;

/** A share ended (by its owner or by guessing) or expired long enough ago to go. */
const OLD_SHARE = 'least(ended_at, expires_at) < now() - make_interval(days => $1)';

/**
 * Removes shares long over with their opens, and any share's opens beyond what it keeps
 * (rows from before 026); answers the rows gone per table.
 */
export function deleteExpired(q: Queryable) {
  return removeCounted(q, {
    // The opens first: they refer to their share.
    report_share_opens: [
      `DELETE FROM report_share_opens
        WHERE share_id IN (SELECT id FROM report_shares WHERE ${OLD_SHARE})`,
      [ENDED_SHARES_DAYS],
    ],
    report_shares: [`DELETE FROM report_shares WHERE ${OLD_SHARE}`, [ENDED_SHARES_DAYS]],
    // A live share's log keeps its newest rows only (opensRepository.ts).
    report_share_opens_beyond: [
      `DELETE FROM report_share_opens WHERE id IN (
         SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY share_id
           ORDER BY opened_at DESC, id DESC) AS n FROM report_share_opens) ranked WHERE n > $1)`,
      [SHARE_OPENS_KEPT],
    ],
  });
}
