import type { HospConfig } from '@/contract';
import { isYes } from './configs';

// A report shared with family (issue 29, item 2): the rules the share page and the server
// both keep.

/** The branch's switch: the app offers sharing, and the server allows it, only when on. */
export const SHARE_SWITCH = 'report_share_enable';

export const sharesEnabled = (configs: readonly HospConfig[]) =>
  isYes(configs.find((c) => c.code === SHARE_SWITCH)?.value);

/** How long a share may open, in days: the owner's choice. */
export const SHARE_DAYS = [1, 3, 7] as const;
export type ShareDays = (typeof SHARE_DAYS)[number];

/** Digits of the code the reader types. */
export const SHARE_CODE_LENGTH = 6;

export const isShareCode = (text: string) => new RegExp(`^\\d{${SHARE_CODE_LENGTH}}$`).test(text);

/** The longest name the owner may give the person a share is for (a daughter, a family doctor). */
export const SHARE_PERSON_MAX = 20;

/**
 * Every this many wrong codes in a row lock a share: SHARE_LOCK_MINUTES the first time, twice
 * as long each time after. Wrong codes never end a share: anyone holding its link could end
 * it so; only its owner ends it (issue 37).
 */
export const SHARE_WRONG_CODES_LOCK = 5;
export const SHARE_LOCK_MINUTES = 15;

/** Live shares one report may have at once: a family, not a mailing list. */
export const SHARE_LIVE_MAX = 10;

/** How long a reader's grant opens the report after the code was typed. */
export const SHARE_GRANT_MINUTES = 30;

/** Where a share's link leads in the app: the reader's page, on the report's branch. */
export const sharedReportPath = (hospId: number, token: string) =>
  `/shared?hospid=${hospId}&t=${token}`;
