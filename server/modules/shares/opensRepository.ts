import type { ShareOpen } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';

// The SQL of report_share_opens: who opened a share, one row per reader (masked address and
// device) per hour with a count (026), and at most SHARE_OPENS_KEPT rows per share, so a
// reader opening a share again and again grows neither the table nor the owner's list.

/** The rows of opens kept per share: the newest; the clean-up trims any beyond (expiredRepository.ts). */
export const SHARE_OPENS_KEPT = 50;
/** The opens of each share the owner's list answers, newest first. */
export const SHARE_OPENS_LISTED = 20;

/** Who opened a share, as readerSeen.ts sums them up. */
export interface Seen {
  place: string;
  system: string;
  app: string;
}

/**
 * Logs a right code's open: the reader's row of this hour counts one more, or a row is
 * begun, and then the share's oldest rows beyond SHARE_OPENS_KEPT go.
 */
export async function recordOpen(q: Queryable, id: number, seen: Seen) {
  const [row] = await q.query<{ began: boolean }>(
    `INSERT INTO report_share_opens (share_id, hour, client_address, device_os, device_app)
     VALUES ($1, date_trunc('hour', now()), $2, $3, $4)
     ON CONFLICT (share_id, hour, client_address, device_os, device_app)
     DO UPDATE SET open_count = report_share_opens.open_count + 1, opened_at = now()
     RETURNING xmax = 0 AS began`,
    [id, seen.place, seen.system, seen.app],
  );
  if (row?.began) await trimShareOpens(q, id);
}

/** Drops a share's oldest rows of opens beyond SHARE_OPENS_KEPT. */
function trimShareOpens(q: Queryable, id: number) {
  return q.query(
    `DELETE FROM report_share_opens WHERE share_id = $1 AND id NOT IN (
       SELECT id FROM report_share_opens WHERE share_id = $1
        ORDER BY opened_at DESC, id DESC LIMIT $2)`,
    [id, SHARE_OPENS_KEPT],
  );
}

/** The opens of each of the shares, the newest SHARE_OPENS_LISTED of each, newest first. */
export async function opensOf(q: Queryable, ids: number[]): Promise<Map<number, ShareOpen[]>> {
  const rows = await q.query<ShareOpen & { share_id: number; opened_at: Date }>(
    `SELECT share_id, opened_at, place, system, app, count FROM (
       SELECT share_id, opened_at, id, client_address AS place, device_os AS system,
              device_app AS app, open_count AS count,
              row_number() OVER (PARTITION BY share_id ORDER BY opened_at DESC, id DESC) AS n
         FROM report_share_opens WHERE share_id = ANY($1::int[])) o
      WHERE n <= $2 ORDER BY opened_at DESC, id DESC`,
    [ids, SHARE_OPENS_LISTED],
  );
  const of = new Map<number, ShareOpen[]>();
  for (const { share_id, opened_at, place, system, app, count } of rows) {
    const opens = of.get(share_id) ?? [];
    opens.push({ openedAt: opened_at.toISOString(), place, system, app, count });
    of.set(share_id, opens);
  }
  return of;
}
