/** The age from which the app offers its elder mode once (MIIT's elder-friendly rules). */
export const ELDER_AGE = 60;

/** Whole years from a YYYY-MM-DD birth to `today`; null when the date is not one. */
function yearsSince(birth: string, today: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(birth);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const month = today.getMonth() + 1;
  const beforeBirthday = month < mo || (month === mo && today.getDate() < d);
  return today.getFullYear() - y - (beforeBirthday ? 1 : 0);
}

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
  const age = yearsSince(input.selfBirth, input.today);
  return age !== null && age >= ELDER_AGE;
}
