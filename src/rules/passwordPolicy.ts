import type { Refusals } from '@/contract/refusals';

/** The spec's password strength levels; the hospital's config user_password_level picks one. */
export const DEFAULT_PASSWORD_LEVEL = 3;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** A password older than this is to be changed: the login answers with a reminder. */
export const PASSWORD_MAX_AGE_DAYS = 90;
/** The login form's field accepts more than a level allows, so old passwords still log in. */
export const LOGIN_PASSWORD_MAX_LENGTH = 20;

const SPECIAL = /[~!@#$%^&*]/;
const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;

export type PasswordVerdict = 'ok' | 'tooShort' | 'weak' | 'invalidLevel';

/** The configured level, or the default when the config is absent or blank. */
export function passwordLevel(configValue: string | null | undefined): number {
  const v = configValue?.trim();
  if (!v) return DEFAULT_PASSWORD_LEVEL;
  return /^-?\d+$/.test(v) ? Number(v) : NaN;
}

function meetsLevel(pw: string, level: number): boolean | null {
  if (![0, 1, 2, 3].includes(level)) return null;
  if (pw.length > PASSWORD_MAX) return false;
  switch (level) {
    case 0:
      return true;
    case 1:
      return LETTER.test(pw) && DIGIT.test(pw);
    case 2:
      return LETTER.test(pw) && DIGIT.test(pw) && SPECIAL.test(pw);
    case 3:
      return [/[A-Z]/, /[a-z]/, DIGIT, SPECIAL].filter((re) => re.test(pw)).length >= 3;
    default:
      return null;
  }
}

/**
 * Length first ("at least 8"), then the level: 0 any 8-16; 1 letters and digits; 2 letters,
 * digits and one of ~!@#$%^&*; 3 three of upper case, lower case, digits, specials.
 */
export function checkPassword(pw: string, level: number): PasswordVerdict {
  if (pw.length < PASSWORD_MIN) return 'tooShort';
  const meets = meetsLevel(pw, level);
  if (meets === null) return 'invalidLevel';
  return meets ? 'ok' : 'weak';
}

/** Keys of the server namespace: the forms and the server refuse a password in one wording. */
export type PasswordRefusal = Refusals<
  'passwordTooShort' | 'passwordLevelInvalid' | 'passwordWeak'
>;

const REFUSAL_OF: Record<Exclude<PasswordVerdict, 'ok'>, PasswordRefusal> = {
  tooShort: 'passwordTooShort',
  invalidLevel: 'passwordLevelInvalid',
  weak: 'passwordWeak',
};

/**
 * Why a new password is refused, or null. A weak one is told with the hospital's tip for
 * its level after the words (the page's and the server's), as the spec shows it.
 */
export function passwordRefusal(pw: string, level: number): PasswordRefusal | null {
  const verdict = checkPassword(pw, level);
  return verdict === 'ok' ? null : REFUSAL_OF[verdict];
}
