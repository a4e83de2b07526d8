// The auth module's refusals of the bounds on what costs the hospital (captchas drawn, SMS
// sent): the `bounds` group of locales/zh-CN/server.json (see plugins/words.ts).
import { template, WORDS } from '../../plugins/words.ts';

/** A refusal that says in minutes how long to wait, given the wait in seconds. */
function waitText(text: string) {
  const fill = template(text, ['minutes']);
  return (seconds: number) => fill({ minutes: Math.max(1, Math.ceil(seconds / 60)) });
}

export const BOUNDS_WAIT_MSG = {
  /** One client asked for too many captchas. */
  captchaTooMany: waitText(WORDS.bounds.captchaTooMany),
  /** One phone was sent its hourly share of codes. */
  smsPhoneHourly: waitText(WORDS.bounds.smsPhoneHourly),
  /** A text other than a code (a share's) to a phone sent one just now, or its hour's share. */
  smsToPhoneWait: waitText(WORDS.bounds.smsToPhoneWait),
};

/** A text other than a code to a phone sent its day's share of texts. */
export const SMS_TO_PHONE_DAILY_MSG = WORDS.bounds.smsToPhoneDaily;
