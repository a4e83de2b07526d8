import type { Queryable } from '../../db/db.ts';
import { randomToken } from '../../plugins/crypto/secrets.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { ownerOfOpenId, releaseOpenId, setOpenId } from './accountsRepository.ts';
import {
  insertBindingTicket,
  liveTicketOpenId,
  markTicketUsed,
} from './bindingTicketsRepository.ts';

// An OpenID is bound to an account only through a ticket the server issued when it
// verified that OpenID itself (the WeChat code exchange): the client carries the ticket
// where the spec names an openId, and never an OpenID the server would believe.

/** Long enough to sign up after entering from WeChat, short enough not to linger. */
export const BINDING_TICKET_TTL_S = 1800;

export async function issueBindingTicket(q: Queryable, openId: string): Promise<string> {
  const ticket = randomToken(24);
  await insertBindingTicket(q, ticket, openId, BINDING_TICKET_TTL_S);
  return ticket;
}

async function useTicket(q: Queryable, ticket: string, accountId: number, openId: string) {
  await markTicketUsed(q, ticket);
  await setOpenId(q, accountId, openId);
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
  const openId = await liveTicketOpenId(q, ticket);
  if (openId === null) return 'none';
  const owner = await ownerOfOpenId(q, openId);
  if (owner !== null && owner !== accountId) return 'taken';
  await useTicket(q, ticket, accountId, openId);
  return 'bound';
}

/** The explicit, confirmed step: the ticket's OpenID leaves whichever account had it. */
export async function moveBinding(q: Queryable, accountId: number, ticket: string) {
  const openId = await liveTicketOpenId(q, ticket);
  if (openId === null) throw new ApiError(400, MSG.bindTicketInvalid);
  await releaseOpenId(q, openId, accountId);
  await useTicket(q, ticket, accountId, openId);
}
