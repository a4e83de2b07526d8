import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../plugins/envelope.ts';
import {
  deleteAttempts,
  insertAttempts,
  lockKey,
  secondsUntilNthLeaves,
} from './attemptsRepository.ts';

// Limits on what an attacker repeats: sending SMS, guessing passwords, codes and report
// links. Counted in the database (auth_attempts), so they hold across restarts and server
// instances.

export type AttemptKind = 'sms_send' | 'password_fail' | 'code_fail' | 'queue_fail' | 'pdf_fail';

/** A limit: at most `max` attempts of a kind per subject within `windowS` seconds. */
export interface Limit {
  kind: AttemptKind;
  max: number;
  windowS: number;
}

const HOUR = 3600;
const QUARTER = 900;

export const LIMITS = {
  /** SMS sends from one client address: a family shares a network, a flood does not. */
  smsPerAddress: { kind: 'sms_send', max: 20, windowS: HOUR },
  /** SMS sends of the whole server: the hospital's SMS bill has a ceiling. */
  smsTotal: { kind: 'sms_send', max: 2000, windowS: HOUR },
  /** Wrong passwords for one phone before it is locked for the rest of the window. */
  passwordPerPhone: { kind: 'password_fail', max: 5, windowS: QUARTER },
  /** Wrong passwords from one client address, whatever the account. */
  passwordPerAddress: { kind: 'password_fail', max: 30, windowS: QUARTER },
  /** Wrong SMS codes and captchas from one client address. */
  codesPerAddress: { kind: 'code_fail', max: 30, windowS: QUARTER },
  /** Wrong queue logins (exam number and phone, or SMS link) from one client address. */
  queuePerAddress: { kind: 'queue_fail', max: 20, windowS: QUARTER },
  /** Wrong queue logins with one phone: exam numbers are counted up, a phone is not secret. */
  queuePerPhone: { kind: 'queue_fail', max: 10, windowS: QUARTER },
  /** Wrong PDF links (a made-up or expired key, a wrong name) from one client address. */
  pdfPerAddress: { kind: 'pdf_fail', max: 20, windowS: QUARTER },
} as const satisfies Record<string, Limit>;

/** The subject every attempt of a kind also counts under, for limits in total. */
export const ALL = '*';
export const address = (ip: string) => `ip:${ip}`;
/** A phone, whether or not it has an account: a lock must not tell which phones do. */
export const phoneSubject = (mobile: string) => `phone:${mobile}`;

/**
 * Seconds until the subject is back under the limit, or null when it is under it now,
 * counting `own` attempts already recorded by the caller: the time until the max-th
 * newest other attempt in the window leaves it.
 */
async function waitFor(q: Queryable, limit: Limit, subject: string, own: number, upTo?: string) {
  const { kind, windowS } = limit;
  const nth = limit.max + own;
  const wait = await secondsUntilNthLeaves(q, { kind, subject, windowS, nth, upTo });
  return wait === null ? null : Math.max(1, Math.ceil(wait));
}

/** A limit to check, the subject it counts, and the refusal that says how long to wait. */
export interface Check {
  limit: Limit;
  subject: string;
  refuse: (waitS: number) => string;
}

/**
 * Counts an attempt before it is made, then refuses it (429) when a check's limit is
 * passed. Outside a transaction the insert is visible at once, so of simultaneous
 * attempts no more than the limit get through. Answers `release`, which uncounts the
 * attempt when it turns out not to count (a right password is not a failed one).
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
    const wait = await waitFor(q, check.limit, check.subject, 1, ids.at(-1));
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
