import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../plugins/envelope.ts';
import {
  attemptsBefore,
  deleteAttempts,
  insertAttempts,
  lockKey,
  secondsUntilNthLeaves,
} from './attemptsRepository.ts';
import { clientOf, networkOf } from './clientAddress.ts';

// Limits on what an attacker repeats: captchas, SMS sends, guessing passwords, codes, queue
// logins and report links. Counted in the database (auth_attempts), so they hold across
// restarts and server instances.

export type AttemptKind =
  | 'captcha_make'
  | 'sms_send'
  | 'password_fail'
  | 'code_fail'
  | 'queue_fail'
  | 'pdf_fail'
  /** Wrong report-share links and codes (modules/shares). */
  | 'share_fail'
  /** Doctor's summaries drawn anew (reports/summaryService.ts), per account. */
  | 'summary_draw';

/** A limit: at most `max` attempts of a kind per subject within `windowS` seconds. */
export interface Limit {
  kind: AttemptKind;
  max: number;
  windowS: number;
}

/**
 * A limit that slows down instead of locking out: once a subject made `after` attempts
 * within `windowS` seconds, each further one waits `waitS` after its latest, the highest
 * step reached applying. For a whole network's address (a centre's Wi-Fi), where a lock
 * would shut out every patient behind it for one patient's mistakes.
 */
export interface SteppedLimit {
  kind: AttemptKind;
  windowS: number;
  steps: readonly { after: number; waitS: number }[];
}

const MINUTE = 60;
const QUARTER = 900;
const HOUR = 3600;

/**
 * Failures from one client address: a centre's Wi-Fi holds many patients, so the first 50
 * in an hour pass freely, then each next one waits 1, 5 or 15 minutes after the latest.
 * The person's own target (a phone, an exam number) carries the tight limit.
 */
const addressSteps = (kind: AttemptKind): SteppedLimit => ({
  kind,
  windowS: HOUR,
  steps: [
    { after: 50, waitS: MINUTE },
    { after: 100, waitS: 5 * MINUTE },
    { after: 150, waitS: QUARTER },
  ],
});

export const LIMITS = {
  /**
   * Captchas drawn for one client: a patient who cannot read one asks again, a few people
   * behind one address (a family, a centre's desk) sign up at once; a script asked 450 a
   * second. One a second at most, and 300 an hour: 15 for each SMS an address may send.
   */
  captchaPerMinute: { kind: 'captcha_make', max: 60, windowS: MINUTE },
  captchaPerHour: { kind: 'captcha_make', max: 300, windowS: HOUR },
  /** SMS sends from one client address: a family shares a network, a flood does not. */
  smsPerAddress: { kind: 'sms_send', max: 20, windowS: HOUR },
  /** SMS sends from one network: ten addresses' shares, so many addresses do not add up. */
  smsPerNetwork: { kind: 'sms_send', max: 200, windowS: HOUR },
  /** SMS sends of the whole server: the hospital's SMS bill has a ceiling. */
  smsTotal: { kind: 'sms_send', max: 2000, windowS: HOUR },
  /** Wrong passwords for one phone before it is locked for the rest of the window. */
  passwordPerPhone: { kind: 'password_fail', max: 5, windowS: QUARTER },
  /** Wrong passwords from one client address, whatever the account. */
  passwordPerAddress: addressSteps('password_fail'),
  /** Wrong SMS codes and captchas from one client address (a code dies after 5 wrong). */
  codesPerAddress: addressSteps('code_fail'),
  /** Wrong queue logins (exam number and phone, or SMS link) from one client address. */
  queuePerAddress: addressSteps('queue_fail'),
  /** Wrong queue logins with one phone: exam numbers are counted up, a phone is not secret. */
  queuePerPhone: { kind: 'queue_fail', max: 10, windowS: QUARTER },
  /** Wrong queue logins for one exam number: phones or link keys tried against it. */
  queuePerExamNo: { kind: 'queue_fail', max: 10, windowS: QUARTER },
  /**
   * Wrong PDF links (a made-up or expired key, a wrong name) from one client address: a
   * centre's Wi-Fi full of old links is slowed, not shut out.
   */
  pdfPerAddress: addressSteps('pdf_fail'),
  /**
   * Wrong names tried against one PDF key: its person's name is all that guards it, so a
   * key locks after a few wrong ones, whatever the address.
   */
  pdfPerKey: { kind: 'pdf_fail', max: 5, windowS: QUARTER },
  /**
   * Doctor's summaries an account draws anew (a kept one is free): each new comparison set
   * costs a drawing, and a patient compares a few of their reports, not thousands.
   */
  summaryPerAccount: { kind: 'summary_draw', max: 30, windowS: HOUR },
} as const satisfies Record<string, Limit | SteppedLimit>;

/**
 * A per-client limit for a deployment whose clients share addresses: SMS_PER_ADDRESS_HOURLY
 * says how many patients stand behind one address (a company's check-up day), and every
 * per-client allowance of SMS and captchas follows it in proportion (20, the default, is 1).
 */
export function shared(limit: Limit, smsPerAddressHourly: number): Limit {
  const share = smsPerAddressHourly / LIMITS.smsPerAddress.max;
  return { ...limit, max: Math.max(1, Math.round(limit.max * share)) };
}

/** The subject every attempt of a kind also counts under, for limits in total. */
export const ALL = '*';
/** A client by its address (an IPv6 client by its /64). */
export const address = (ip: string) => `ip:${clientOf(ip)}`;
/** The network of a client address (IPv4 /24, IPv6 /48). */
export const network = (ip: string) => `net:${networkOf(ip)}`;
/** A phone, whether or not it has an account: a lock must not tell which phones do. */
export const phoneSubject = (mobile: string) => `phone:${mobile}`;
/** An exam number, as the queue login is given it. */
export const examNoSubject = (examNo: string) => `exam:${examNo.trim().toUpperCase()}`;

/**
 * Seconds until the subject is back under the limit, or null when it is under it now,
 * counting only attempts recorded before the caller's own (`own`, the ids of its rows).
 */
async function waitFor(q: Queryable, limit: Limit | SteppedLimit, subject: string, own: string[]) {
  const { kind, windowS } = limit;
  const upTo = own.at(-1)!;
  let wait: number | null;
  if ('steps' in limit) {
    const before = { kind, subject, windowS, upTo, own };
    const { count, sinceLatestS } = await attemptsBefore(q, before);
    const step = limit.steps.filter((s) => count >= s.after).at(-1);
    wait = step && sinceLatestS !== null ? step.waitS - sinceLatestS : null;
    if (wait !== null && wait <= 0) wait = null;
  } else {
    // The own attempt is the newest counted: the max-th before it is the (max+1)-th.
    const nth = limit.max + 1;
    wait = await secondsUntilNthLeaves(q, { kind, subject, windowS, nth, upTo });
  }
  return wait === null ? null : Math.max(1, Math.ceil(wait));
}

/** A limit to check, the subject it counts, and the refusal that says how long to wait. */
export interface Check {
  limit: Limit | SteppedLimit;
  subject: string;
  refuse: (waitS: number) => string;
}

/**
 * Counts an attempt before it is made, then refuses it (429) when a check's limit is
 * passed. Outside a transaction the insert is visible at once, so of simultaneous
 * attempts no more than the limit get through. Answers `release`, which uncounts the
 * attempt when it turns out not to count (a right password is not a failed one). A
 * refused attempt is uncounted at once: only attempts let through count against any
 * subject, the total included.
 */
export async function takeAttempt(q: Queryable, checks: Check[]) {
  const kind = checks[0]?.limit.kind;
  if (!kind) throw new Error('takeAttempt needs a check');
  const subjects = [...new Set(checks.map((c) => c.subject))];
  const ids = await insertAttempts(q, kind, subjects);
  const release = () => deleteAttempts(q, ids);
  for (const check of checks) {
    // Only attempts made before this one count: of simultaneous ones, the first `max` are
    // judged, whatever order their checks run in.
    const wait = await waitFor(q, check.limit, check.subject, ids);
    if (wait !== null) {
      await release();
      throw new ApiError(429, check.refuse(wait));
    }
  }
  return release;
}

/** Serialises one subject's attempts inside a transaction, whose inserts others cannot see. */
export async function lockSubject(q: Queryable, kind: AttemptKind, subject: string) {
  await lockKey(q, `${kind}:${subject}`);
}
