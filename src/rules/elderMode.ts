import { chinaDate } from './schedule';
import { ageOn } from './summary';

/** The age from which the app offers its elder mode once (MIIT's elder-friendly rules). */
export const ELDER_AGE = 60;

/**
 * Offer the elder mode to an account whose own profile is 60 or older, once: never when the
 * device already chose a mode (on or off), never twice to one account.
 */
export function shouldOfferElderMode(input: {
  selfBirth: string | undefined;
  today: Date;
  modeChosen: boolean;
  offeredBefore: boolean;
}): boolean {
  if (input.modeChosen || input.offeredBefore || !input.selfBirth) return false;
  const age = ageOn(input.selfBirth, chinaDate(input.today));
  return age !== null && age >= ELDER_AGE;
}
