import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// A signed ticket: what the server hands out instead of storing a row (a report's PDF key,
// a share reader's grant). Its head holds the ticket's numbers as written; a MAC over the
// words the ticket stands for follows, keyed by the server's secret and the ticket's use,
// so a ticket of one use never passes for another. Nothing is kept per ticket: any instance
// checks what another made, after a restart too.

/** Bytes of the MAC each ticket carries: 128 bits, which no one guesses. */
export const TICKET_MAC_BYTES = 16;

const keyOf = (use: string, serverSecret: string) =>
  createHash('sha256').update(`${use}:${serverSecret}`).digest();

/** The MAC of a ticket of `use` over `signed`, the words it stands for, one a line. */
function macOf(serverSecret: string, use: string, signed: readonly (string | number)[]) {
  return createHmac('sha256', keyOf(use, serverSecret))
    .update(signed.join('\n'))
    .digest()
    .subarray(0, TICKET_MAC_BYTES);
}

/** A ticket of `use`: its head as written, then the MAC over `signed`, in base64url. */
export function makeTicket(
  serverSecret: string,
  use: string,
  head: Buffer,
  signed: readonly (string | number)[],
): string {
  return Buffer.concat([head, macOf(serverSecret, use, signed)]).toString('base64url');
}

/**
 * A ticket's head and MAC, nothing checked yet; null when the text cannot be a ticket with
 * a head of `headBytes`: another alphabet, another length, or not written the one way.
 */
export function openTicket(text: string, headBytes: number): { head: Buffer; mac: Buffer } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length !== headBytes + TICKET_MAC_BYTES || bytes.toString('base64url') !== text)
    return null;
  return { head: bytes.subarray(0, headBytes), mac: bytes.subarray(headBytes) };
}

/** Whether `mac` is this server's MAC of a ticket of `use` over `signed`. */
export function ticketSigned(
  serverSecret: string,
  use: string,
  mac: Buffer,
  signed: readonly (string | number)[],
): boolean {
  const expected = macOf(serverSecret, use, signed);
  return mac.length === expected.length && timingSafeEqual(mac, expected);
}
