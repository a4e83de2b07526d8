import { chinaToday } from '../../../src/rules/schedule.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { template, WORDS } from '../../plugins/words.ts';
import { countRequirementsOf } from './requirementsRepository.ts';

/**
 * Team requests one account may send, withdrawn ones included: a withdrawal frees the
 * branch for a new request, so without a cap withdraw-and-resubmit cycles stored rows
 * without end. A company sends a few a year.
 */
export const TEAM_REQUEST_CAPS = { perDay: 5, total: 100 } as const;

const dailyText = template(WORDS.bounds.teamDailyCap, ['limit']);
const totalText = template(WORDS.bounds.teamTotalCap, ['limit']);

/**
 * Refuses a new request past the account's caps; the day is the calendar day in China.
 * Call it under the account's lock (lockAccount), so simultaneous sends count one by one.
 */
export async function checkTeamRequestCaps(q: Queryable, accountId: number, now = new Date()) {
  const midnight = new Date(`${chinaToday(now)}T00:00:00+08:00`);
  const sent = await countRequirementsOf(q, accountId, midnight);
  if (sent.total >= TEAM_REQUEST_CAPS.total)
    throw new ApiError(409, totalText({ limit: TEAM_REQUEST_CAPS.total }));
  if (sent.since >= TEAM_REQUEST_CAPS.perDay)
    throw new ApiError(429, dailyText({ limit: TEAM_REQUEST_CAPS.perDay }));
}
