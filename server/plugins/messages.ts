// Refusals and notices a patient reads, by key: the words are in locales/zh-CN/server.json
// (see words.ts); the modules' own groups are built beside them (modules/*/messages.ts).
import type { ServerWords } from '../../src/contract/refusals.ts';
import { fillGroup, template, WORDS } from './words.ts';

/** The refusals that say how long to wait: filled on each use, not at start-up. */
const WAIT_KEYS = [
  'smsCooldown',
  'smsFromAddress',
  'smsBusy',
  'accountLocked',
  'tooManyTries',
] as const;
type WaitKey = (typeof WAIT_KEYS)[number];
/** Every text filled on each use: the waits, and the SMS that carries a code. */
const PER_USE_KEYS: readonly string[] = [...WAIT_KEYS, 'smsText'];
type PerUseKey = WaitKey | 'smsText';

type TopLevel = {
  [K in keyof ServerWords as ServerWords[K] extends string ? K : never]: ServerWords[K];
};

const topLevel = Object.fromEntries(
  Object.entries(WORDS).filter(
    ([key, text]) => typeof text === 'string' && !PER_USE_KEYS.includes(key),
  ),
) as Omit<TopLevel, PerUseKey>;

/** The namespace's top-level words, the rules' numbers filled in ('packageNotFound'...). */
export const MSG = fillGroup(topLevel);

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Refusals that say how long to wait; the wait is given in seconds. */
export const WAIT_MSG = Object.fromEntries(
  WAIT_KEYS.map((key) => {
    const text = template(WORDS[key], ['seconds', 'minutes']);
    return [key, (seconds: number) => text({ seconds, minutes: minutes(seconds) })];
  }),
) as Record<WaitKey, (seconds: number) => string>;

/** The SMS that carries a code, signed with the centre's SMS signature. */
export const smsTextMsg = template(WORDS.smsText, ['signature', 'code', 'minutes']);
