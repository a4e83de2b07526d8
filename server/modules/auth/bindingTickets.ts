import type { Queryable } from '../../db/db.ts';
import { randomToken, sha256 } from '../../plugins/crypto/secrets.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';

// An OpenID is bound to an account only through a ticket the server issued when it
// verified that OpenID itself (the WeChat code exchange): the client carries the ticket
// where the spec names an openId, and never an OpenID the server would believe.

/** Long enough to sign up after entering from WeChat, short enough not to linger. */
export const BINDING_TICKET_TTL_S = 1800;

export async function issueBindingTicket(q: Queryable, openId: string): Promise<string> {
  const ticket = randomToken(24);
  await q.query(
    `INSERT INTO binding_tickets (ticket_hash, open_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sha256(ticket), openId, BINDING_TICKET_TTL_S],
  );
  return ticket;
}

async function liveTicket(q: Queryable, ticket: string) {
  const [row] = await q.query<{ open_id: string; owner: number | null }>(
    `SELECT t.open_id, (SELECT id FROM user_accounts WHERE open_id = t.open_id) AS owner
       FROM binding_tickets t
      WHERE t.ticket_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
      FOR UPDATE OF t`,
    [sha256(ticket)],
  );
  return row ?? null;
}

async function useTicket(q: Queryable, ticket: string, accountId: number, openId: string) {
  await q.query('UPDATE binding_tickets SET used_at = now() WHERE ticket_hash = $1', [
    sha256(ticket),
  ]);
  await q.query('UPDATE user_accounts SET open_id = $1 WHERE id = $2', [openId, accountId]);
}

/**
 * What a login does with the ticket it was given: binds its OpenID when that is free (or
 * already this account's). A missing, used or expired ticket binds nothing and the login
 * goes on; an OpenID bound to another account stays there, and the ticket stays good for
 * the confirmed move (`moveBinding`).
 */
export async function bindWithTicket(
  q: Queryable,
  accountId: number,
  ticket: string | null | undefined,
): Promise<'bound' | 'taken' | 'none'> {
  if (!ticket) return 'none';
  const live = await liveTicket(q, ticket);
  if (!live) return 'none';
  if (live.owner !== null && live.owner !== accountId) return 'taken';
  await useTicket(q, ticket, accountId, live.open_id);
  return 'bound';
}

/** The explicit, confirmed step: the ticket's OpenID leaves whichever account had it. */
export async function moveBinding(q: Queryable, accountId: number, ticket: string) {
  const live = await liveTicket(q, ticket);
  if (!live) throw new ApiError(400, MSG.bindTicketInvalid);
  await q.query('UPDATE user_accounts SET open_id = NULL WHERE open_id = $1 AND id <> $2', [
    live.open_id,
    accountId,
  ]);
  await useTicket(q, ticket, accountId, live.open_id);
}
