import { makeTicket, openTicket, ticketSigned } from '../../plugins/crypto/signedTickets.ts';

// The key a report's PDF is opened by (spec 2: /pdfreport?reportKey&name, no login). It is
// a signed ticket, not a stored one: the report, the account it was handed to, the moment
// it stops opening, and a MAC over them with the server's secret and the report's own
// secret (the report_key column the centre's system fills). Nothing is held in memory or
// written per key, so any instance reads a key another made, after a restart too; a
// report's links are withdrawn by changing its stored secret, all links by changing
// DATA_KEY, and an account's links to a person's reports by unbinding that person (the
// account named in the key must still have the report's person when the key is used).

/**
 * How long a key opens its PDF: a link texted to the patient or forwarded to a family doctor
 * must outlast the weeks until a follow-up visit, yet not open a report for ever. The report
 * centre hands out a fresh key every time it lists the reports, so a signed-in patient never
 * meets an expired one.
 */
export const REPORT_KEY_DAYS = 30;

const DAY_S = 86_400;
/** kind (1 byte), id (4), account (4), expiry in Unix seconds (4), then the MAC: 39 characters. */
const HEAD_BYTES = 1 + 4 + 4 + 4;
const USE = 'report-key';

/** What a key opens: one of the centre's exams, or a PDF report made elsewhere. */
export type KeyKind = 'exam' | 'external';
const KIND_BYTE: Record<KeyKind, number> = { exam: 1, external: 2 };

export interface ReportKey {
  kind: KeyKind;
  id: number;
  /** The account the key was handed to, in its list of its people's reports. */
  accountId: number;
  /** Unix seconds after which the key opens nothing. */
  expiresS: number;
}

/** What a key's MAC covers: its parts and the report's own secret. */
const signedOf = (key: ReportKey, reportSecret: string) => [
  key.kind,
  key.id,
  key.accountId,
  key.expiresS,
  reportSecret,
];

/**
 * The moment a key made at `now` expires: the end of the UTC day 30 days on, so every list
 * read of one day hands out the same key (a link copied twice is one link).
 */
export function expiryOf(now: Date): number {
  const later = Math.floor(now.getTime() / 1000) + REPORT_KEY_DAYS * DAY_S;
  return Math.ceil(later / DAY_S) * DAY_S;
}

/** A key for the report `target` handed to its account, whose own secret is `reportSecret`. */
export function makeReportKey(
  serverSecret: string,
  target: { kind: KeyKind; id: number; accountId: number },
  reportSecret: string,
  now: Date,
): string {
  const key = { ...target, expiresS: expiryOf(now) };
  const head = Buffer.alloc(HEAD_BYTES);
  head.writeUInt8(KIND_BYTE[key.kind], 0);
  head.writeUInt32BE(key.id, 1);
  head.writeUInt32BE(key.accountId, 5);
  head.writeUInt32BE(key.expiresS, 9);
  return makeTicket(serverSecret, USE, head, signedOf(key, reportSecret));
}

/** A key's parts as written, its MAC not yet checked. */
export type ParsedKey = ReportKey & { mac: Buffer };

/** The parts of a key as written, or null when it cannot be one of ours. Nothing is checked. */
export function parseReportKey(text: string): ParsedKey | null {
  const ticket = openTicket(text, HEAD_BYTES);
  if (!ticket) return null;
  const { head, mac } = ticket;
  const kindByte = head.readUInt8(0);
  const kind = (Object.keys(KIND_BYTE) as KeyKind[]).find((k) => KIND_BYTE[k] === kindByte);
  const id = head.readUInt32BE(1);
  const accountId = head.readUInt32BE(5);
  const serial = (n: number) => n > 0 && n <= 2_147_483_647;
  if (!kind || !serial(id) || !serial(accountId)) return null;
  return { kind, id, accountId, expiresS: head.readUInt32BE(9), mac };
}

/** Whether the key was made by this server for the report whose secret is `reportSecret`. */
export function signedFor(serverSecret: string, key: ParsedKey, reportSecret: string): boolean {
  return ticketSigned(serverSecret, USE, key.mac, signedOf(key, reportSecret));
}

export const expired = (key: ReportKey, now: Date) => now.getTime() / 1000 > key.expiresS;
