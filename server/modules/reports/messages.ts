// The reports' own refusals: the `report` group of locales/zh-CN/server.json (see
// plugins/words.ts). The PDF link's (a key made up, expired, or for another name; PDFs
// switched off) and the rating gate's.
import { fillGroup, WORDS } from '../../plugins/words.ts';

export const REPORT_MSG = fillGroup(WORDS.report);
