import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { randomToken, sha256 } from '../../plugins/crypto/secrets.ts';
import { SHARE_CODE_LENGTH, SHARE_GRANT_MINUTES } from '../../../src/rules/reportShares.ts';

// The secrets of a share: the link's token and the code are shown to the owner once and
// kept only as a hash and an HMAC; the reader's grant is a signed ticket, not a stored one
// (as reports/reportKeys.ts signs a PDF's key), checked against the live share on each use,
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

const MAC_BYTES = 16;
/** share id (4 bytes), expiry in Unix seconds (4), MAC: 24 bytes, 32 characters. */
const GRANT_BYTES = 8 + MAC_BYTES;

const grantMac = (serverSecret: string, shareId: number, expiresS: number, tokenHash: string) =>
  createHmac('sha256', keyOf(serverSecret, 'share-grant'))
    .update(`${shareId}\n${expiresS}\n${tokenHash}`)
    .digest()
    .subarray(0, MAC_BYTES);

/** A reader's grant for the share `shareId`, valid SHARE_GRANT_MINUTES from `now`. */
export function makeGrant(serverSecret: string, shareId: number, tokenHash: string, now: Date) {
  const expiresS = Math.floor(now.getTime() / 1000) + SHARE_GRANT_MINUTES * 60;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(shareId, 0);
  head.writeUInt32BE(expiresS, 4);
  const mac = grantMac(serverSecret, shareId, expiresS, tokenHash);
  return {
    grant: Buffer.concat([head, mac]).toString('base64url'),
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
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length !== GRANT_BYTES || bytes.toString('base64url') !== text) return null;
  const shareId = bytes.readUInt32BE(0);
  if (shareId === 0 || shareId > 2_147_483_647) return null;
  return { shareId, expiresS: bytes.readUInt32BE(4), mac: bytes.subarray(8) };
}

/** Whether this server made the grant for the share whose token hash is `tokenHash`. */
export const grantSigned = (serverSecret: string, g: ParsedGrant, tokenHash: string) =>
  timingSafeEqual(g.mac, grantMac(serverSecret, g.shareId, g.expiresS, tokenHash));

export const grantExpired = (g: ParsedGrant, now: Date) => now.getTime() / 1000 > g.expiresS;
