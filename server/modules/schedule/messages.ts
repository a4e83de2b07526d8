// Why a day or a time range cannot be booked, as the calendar shows it: the `schedule`
// group of locales/zh-CN/server.json (see plugins/words.ts).
import { fillGroup, WORDS } from '../../plugins/words.ts';

export const SCHEDULE_MSG = fillGroup(WORDS.schedule);
