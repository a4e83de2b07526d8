import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { randomToken, sha256 } from '../../plugins/crypto/secrets.ts';
import { makeTicket, openTicket, ticketSigned } from '../../plugins/crypto/signedTickets.ts';
import { SHARE_CODE_LENGTH, SHARE_GRANT_MINUTES } from '../../../src/rules/reportShares.ts';

// The secrets of a share: the link's token and the code are shown to the owner once and
// kept only as a hash and an HMAC; the reader's grant is a signed ticket (plugins/crypto/
// signedTickets.ts, as a PDF's key is), not a stored one, checked against the live share on each use,
// so ending the share ends its grants at once.

const keyOf = (serverSecret: string, use: string) =>
  createHash('sha256').update(`${use}:${serverSecret}`).digest();

/** A new share's link token and code, and what is kept of them. */
export function newShareSecrets(serverSecret: string) {
  const token = randomToken(24);
  const code = String(randomInt(0, 10 ** SHARE_CODE_LENGTH)).padStart(SHARE_CODE_LENGTH, '0');
  const tokenHash = sha256(token);
  return { token, code, tokenHash, codeHmac: codeHmac(serverSecret, tokenHash, code) };
}

/** The code's HMAC with the server's secret, salted by the share's own token hash. */
export const codeHmac = (serverSecret: string, tokenHash: string, code: string) =>
  createHmac('sha256', keyOf(serverSecret, 'share-code'))
    .update(`${tokenHash}\n${code}`)
    .digest('hex');

export function codeMatches(serverSecret: string, tokenHash: string, code: string, kept: string) {
  const given = Buffer.from(codeHmac(serverSecret, tokenHash, code), 'hex');
  const stored = Buffer.from(kept, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** What is kept of a link's token, and how a token given back is looked up. */
export const tokenHashOf = sha256;

/** share id (4 bytes), expiry in Unix seconds (4), then the MAC: 32 characters. */
const GRANT_HEAD_BYTES = 8;
const GRANT_USE = 'share-grant';

/** A reader's grant for the share `shareId`, valid SHARE_GRANT_MINUTES from `now`. */
export function makeGrant(serverSecret: string, shareId: number, tokenHash: string, now: Date) {
  const expiresS = Math.floor(now.getTime() / 1000) + SHARE_GRANT_MINUTES * 60;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(shareId, 0);
  head.writeUInt32BE(expiresS, 4);
  return {
    grant: makeTicket(serverSecret, GRANT_USE, head, [shareId, expiresS, tokenHash]),
    expiresAt: new Date(expiresS * 1000),
  };
}

export interface ParsedGrant {
  shareId: number;
  expiresS: number;
  mac: Buffer;
}

/** A grant's parts as written, its MAC not yet checked; null when it cannot be one. */
export function parseGrant(text: string): ParsedGrant | null {
  const ticket = openTicket(text, GRANT_HEAD_BYTES);
  if (!ticket) return null;
  const shareId = ticket.head.readUInt32BE(0);
  if (shareId === 0 || shareId > 2_147_483_647) return null;
  return { shareId, expiresS: ticket.head.readUInt32BE(4), mac: ticket.mac };
}

/** Whether this server made the grant for the share whose token hash is `tokenHash`. */
export const grantSigned = (serverSecret: string, g: ParsedGrant, tokenHash: string) =>
  ticketSigned(serverSecret, GRANT_USE, g.mac, [g.shareId, g.expiresS, tokenHash]);

export const grantExpired = (g: ParsedGrant, now: Date) => now.getTime() / 1000 > g.expiresS;
