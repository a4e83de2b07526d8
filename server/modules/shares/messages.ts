// The shares' own refusals: the `share` group of locales/zh-CN/server.json (see
// plugins/words.ts). The tries left, the wait, the most live shares and the SMS are filled
// on use.
import { fillGroup, template, WORDS } from '../../plugins/words.ts';

const { codeWrong, locked, tooMany, smsText, ...plain } = WORDS.share;

export const SHARE_MSG = fillGroup(plain);
export const codeWrongMsg = template(codeWrong, ['left']);
export const lockedMsg = template(locked, ['minutes']);
export const tooManyMsg = template(tooMany, ['max']);
/** The SMS that carries a share's code to the phone its owner named (never the link). */
export const shareSmsMsg = template(smsText, ['signature', 'owner', 'code', 'days']);
