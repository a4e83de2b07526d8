// The queue's refusals: the `queue` group of locales/zh-CN/server.json (see plugins/words.ts).
import { fillGroup, WORDS } from '../../plugins/words.ts';

/**
 * loginFailed: spec 8, one message for an unknown number, a wrong phone or key;
 * notToday: spec 5, today's queue only; keyExpired: a key unknown, past its 24 hours or
 * of another day; noVisit: the test window's answer for an exam number with no visit;
 * sourceDown: the centre's queue system cannot be read (503), so no place is shown.
 */
export const QUEUE_MSG = fillGroup(WORDS.queue);
