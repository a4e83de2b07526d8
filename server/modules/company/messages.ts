// The company area's refusals and notices: the `company` and `team` groups of
// locales/zh-CN/server.json (see plugins/words.ts).
import type { TeamRefusal } from '../../../src/rules/company.ts';
import { fillGroup, template, WORDS } from '../../plugins/words.ts';

const { categoryLimit, outsideBatchWindow, ...company } = WORDS.company;

export const COMPANY_MSG = fillGroup(company);

const categoryLimitText = template(categoryLimit, ['category', 'limit']);

/** '{category} at most N items'. */
export const categoryLimitMsg = (category: string, limit: number) =>
  categoryLimitText({ category, limit });

const outsideBatchWindowText = template(outsideBatchWindow, ['start', 'end']);

/** A day outside the batch's own booking window, naming the window. */
export const outsideBatchWindowMsg = (window: { start: string; end: string }) =>
  outsideBatchWindowText(window);

export const TEAM_MSG: Record<TeamRefusal, string> = fillGroup(WORDS.team);
