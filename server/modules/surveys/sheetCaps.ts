import { chinaToday } from '../../../src/rules/schedule.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { lockAccount } from '../auth/index.ts';
import { SHEET_CAP_MSG } from './messages.ts';
import { countSheetsOf } from './repository.ts';

/**
 * Sheets one account may save: a family fills a few questionnaires a visit, each kept for
 * good, so a day's and a lifetime's caps far above that bound what one account can store.
 */
export const SHEET_CAPS = { perDay: 20, total: 500 } as const;

/**
 * Refuses a sheet past the account's caps; the day is the calendar day in China. Locks the
 * account first, so simultaneous saves are counted one after the other.
 */
export async function checkSheetCaps(q: Queryable, accountId: number, now = new Date()) {
  await lockAccount(q, accountId);
  const midnight = new Date(`${chinaToday(now)}T00:00:00+08:00`);
  const saved = await countSheetsOf(q, accountId, midnight);
  if (saved.total >= SHEET_CAPS.total)
    throw new ApiError(409, SHEET_CAP_MSG.total(SHEET_CAPS.total));
  if (saved.since >= SHEET_CAPS.perDay)
    throw new ApiError(429, SHEET_CAP_MSG.daily(SHEET_CAPS.perDay));
}
