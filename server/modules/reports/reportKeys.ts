import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// The key a report's PDF is opened by (spec 2: /pdfreport?reportKey&name, no login). It is
// a signed ticket, not a stored one: the report, the moment it stops opening, and a MAC over
// both with the server's secret and the report's own secret (the report_key column the
// centre's system fills). Nothing is held in memory or written per key, so any instance
// reads a key another made, after a restart too; a report's links are withdrawn by changing
// its stored secret, all links by changing DATA_KEY.

/**
 * How long a key opens its PDF: a link texted to the patient or forwarded to a family doctor
 * must outlast the weeks until a follow-up visit, yet not open a report for ever. The report
 * centre hands out a fresh key every time it lists the reports, so a signed-in patient never
 * meets an expired one.
 */
export const REPORT_KEY_DAYS = 30;

const DAY_S = 86_400;
const MAC_BYTES = 16;
/** kind (1 byte), id (4), expiry in Unix seconds (4), MAC: 25 bytes, 34 characters. */
const KEY_BYTES = 1 + 4 + 4 + MAC_BYTES;

/** What a key opens: one of the centre's exams, or a PDF report made elsewhere. */
export type KeyKind = 'exam' | 'external';
const KIND_BYTE: Record<KeyKind, number> = { exam: 1, external: 2 };

export interface ReportKey {
  kind: KeyKind;
  id: number;
  /** Unix seconds after which the key opens nothing. */
  expiresS: number;
}

const macKeyOf = (secret: string) => createHash('sha256').update(`report-key:${secret}`).digest();

function mac(serverSecret: string, key: ReportKey, reportSecret: string): Buffer {
  return createHmac('sha256', macKeyOf(serverSecret))
    .update(`${key.kind}\n${key.id}\n${key.expiresS}\n${reportSecret}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

/**
 * The moment a key made at `now` expires: the end of the UTC day 30 days on, so every list
 * read of one day hands out the same key (a link copied twice is one link).
 */
export function expiryOf(now: Date): number {
  const later = Math.floor(now.getTime() / 1000) + REPORT_KEY_DAYS * DAY_S;
  return Math.ceil(later / DAY_S) * DAY_S;
}

/** A key for the report `target`, whose own secret is `reportSecret`. */
export function makeReportKey(
  serverSecret: string,
  target: { kind: KeyKind; id: number },
  reportSecret: string,
  now: Date,
): string {
  const key = { ...target, expiresS: expiryOf(now) };
  const head = Buffer.alloc(9);
  head.writeUInt8(KIND_BYTE[key.kind], 0);
  head.writeUInt32BE(key.id, 1);
  head.writeUInt32BE(key.expiresS, 5);
  return Buffer.concat([head, mac(serverSecret, key, reportSecret)]).toString('base64url');
}

/** A key's parts as written, its MAC not yet checked. */
export type ParsedKey = ReportKey & { mac: Buffer };

/** The parts of a key as written, or null when it cannot be one of ours. Nothing is checked. */
export function parseReportKey(text: string): ParsedKey | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length !== KEY_BYTES || bytes.toString('base64url') !== text) return null;
  const kindByte = bytes.readUInt8(0);
  const kind = (Object.keys(KIND_BYTE) as KeyKind[]).find((k) => KIND_BYTE[k] === kindByte);
  const id = bytes.readUInt32BE(1);
  if (!kind || id === 0 || id > 2_147_483_647) return null;
  return { kind, id, expiresS: bytes.readUInt32BE(5), mac: bytes.subarray(9) };
}

/** Whether the key was made by this server for the report whose secret is `reportSecret`. */
export function signedFor(serverSecret: string, key: ParsedKey, reportSecret: string): boolean {
  return timingSafeEqual(key.mac, mac(serverSecret, key, reportSecret));
}

export const expired = (key: ReportKey, now: Date) => now.getTime() / 1000 > key.expiresS;
