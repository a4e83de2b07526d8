// The reports' own refusals: the `report` group of locales/zh-CN/server.json (see
// plugins/words.ts). The PDF link's (a key made up, expired, or for another name; PDFs
// switched off) and the rating gate's.
import { fillGroup, WORDS } from '../../plugins/words.ts';

export const REPORT_MSG = fillGroup(WORDS.report);

/**
 * The items a patient rates besides the whole visit (spec: the four default items), in the
 * order the form lists them: the `ratingItems` group. Their words are also their names in a
 * saved rating, so a changed word is a new item.
 */
export const RATING_ITEMS: readonly string[] = Object.values(WORDS.ratingItems);
