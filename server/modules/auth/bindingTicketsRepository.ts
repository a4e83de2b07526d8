import type { Queryable } from '../../db/db.ts';
import { sha256 } from '../../plugins/crypto/secrets.ts';

// All the SQL of binding_tickets; only each ticket's hash is kept.

export async function insertBindingTicket(
  q: Queryable,
  ticket: string,
  openId: string,
  ttlS: number,
) {
  await q.query(
    `INSERT INTO binding_tickets (ticket_hash, open_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sha256(ticket), openId, ttlS],
  );
}

/** The OpenID of an unused, unexpired ticket, the ticket locked for its use; null otherwise. */
export async function liveTicketOpenId(q: Queryable, ticket: string): Promise<string | null> {
  const [row] = await q.query<{ open_id: string }>(
    `SELECT open_id FROM binding_tickets
      WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now()
      FOR UPDATE`,
    [sha256(ticket)],
  );
  return row?.open_id ?? null;
}

export async function markTicketUsed(q: Queryable, ticket: string) {
  await q.query('UPDATE binding_tickets SET used_at = now() WHERE ticket_hash = $1', [
    sha256(ticket),
  ]);
}
