import type { IdType } from '@/contract';
import { checkIdCard } from './idCard';
import { checkPassword } from './passwordPolicy';
import { chinaToday } from './schedule';

export const NAME_MAX_LENGTH = 8;
export const IDCARD_MAX_LENGTH = 20;
export const ID_TYPES: readonly IdType[] = [0, 1, 2, 3];
export const BIRTH_MIN_YEAR = 1920;
export const BIRTH_MAX_YEAR = 2020;
export const BIRTH_DEFAULT_YEAR = 1980;

/** The ID type whose number is checked and gives the person's sex and birth. */
export const ID_TYPE_RESIDENT_CARD = 0;

/** A name of one to eight characters once trimmed. */
export function isValidProfileName(trimmed: string): boolean {
  return trimmed !== '' && [...trimmed].length <= NAME_MAX_LENGTH;
}

/** An ID number of one to twenty characters once trimmed. */
export function isValidIdcardLength(trimmed: string): boolean {
  return trimmed !== '' && trimmed.length <= IDCARD_MAX_LENGTH;
}

/** The contract's birth (YYYYMMDD) as YYYY-MM-DD when it is a real day from 1900 to today. */
export function birthFromDigits(digits: string | undefined, today = new Date()): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(digits ?? '');
  if (!m) return null;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const valid =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && y >= 1900 && date <= today;
  return valid ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

export interface ProfileFormValues {
  name: string;
  idType: IdType;
  idcard: string;
  sex: 1 | 2 | null;
  /** YYYY-MM-DD, or '' when not chosen. */
  birth: string;
  marital: 0 | 1 | 2 | null;
}

/** What a valid form sends: for a resident ID card, sex and birth come from the number. */
export interface ProfileFormResult {
  name: string;
  idType: IdType;
  idcard: string;
  sex: 1 | 2;
  /** YYYYMMDD, digits only, as the contract wants it. */
  birth: string;
}

export type ProfileFormError =
  | 'nameRequired'
  | 'idcardRequired'
  | 'idcardInvalid'
  | 'sexRequired'
  | 'birthRequired'
  | 'birthInFuture'
  | 'maritalRequired';

/**
 * A birth date (YYYY-MM-DD or YYYYMMDD) after today in China. The ID format allows years
 * up to 2050; no one examined was born after today.
 */
export function isBirthInFuture(birth: string, now: Date = new Date()): boolean {
  return birth.replace(/-/g, '') > chinaToday(now).replace(/-/g, '');
}

/** The spec's profile rules in its order; the error is a key of the `account` strings. */
export function validateProfileForm(
  v: ProfileFormValues,
): { ok: true; value: ProfileFormResult } | { ok: false; error: ProfileFormError } {
  const name = v.name.trim();
  if (!isValidProfileName(name)) return { ok: false, error: 'nameRequired' };
  const idcard = v.idcard.trim();
  if (!isValidIdcardLength(idcard)) return { ok: false, error: 'idcardRequired' };
  let sex = v.sex;
  let birth = v.birth;
  let number = idcard;
  if (v.idType === ID_TYPE_RESIDENT_CARD) {
    const checked = checkIdCard(idcard);
    if (!checked.ok) return { ok: false, error: 'idcardInvalid' };
    ({ sex, birth, value: number } = checked);
  } else {
    if (sex !== 1 && sex !== 2) return { ok: false, error: 'sexRequired' };
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birth)) return { ok: false, error: 'birthRequired' };
  }
  if (isBirthInFuture(birth)) return { ok: false, error: 'birthInFuture' };
  if (v.marital === null) return { ok: false, error: 'maritalRequired' };
  return {
    ok: true,
    value: {
      name,
      idType: v.idType,
      idcard: number,
      sex: sex as 1 | 2,
      birth: birth.replace(/-/g, ''),
    },
  };
}

/** The fields of the profile form that can be wrong, in the order they are shown. */
export type ProfileField = 'name' | 'idcard' | 'sex' | 'birth' | 'marital';

/**
 * Every rule the form breaks at once, by field, so a patient sees them all in one submit;
 * the first (in the fields' order) is the one validateProfileForm gives. A birth after
 * today belongs to the ID number when the number gives it, else to the birth field.
 */
export function profileFormErrors(
  v: ProfileFormValues,
  now: Date = new Date(),
): Partial<Record<ProfileField, ProfileFormError>> {
  const errors: Partial<Record<ProfileField, ProfileFormError>> = {};
  if (!isValidProfileName(v.name.trim())) errors.name = 'nameRequired';
  const idcard = v.idcard.trim();
  if (!isValidIdcardLength(idcard)) errors.idcard = 'idcardRequired';
  else if (v.idType === ID_TYPE_RESIDENT_CARD) {
    const checked = checkIdCard(idcard);
    if (!checked.ok) errors.idcard = 'idcardInvalid';
    else if (isBirthInFuture(checked.birth, now)) errors.idcard = 'birthInFuture';
  }
  if (v.idType !== ID_TYPE_RESIDENT_CARD) {
    if (v.sex !== 1 && v.sex !== 2) errors.sex = 'sexRequired';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.birth)) errors.birth = 'birthRequired';
    else if (isBirthInFuture(v.birth, now)) errors.birth = 'birthInFuture';
  }
  if (v.marital === null) errors.marital = 'maritalRequired';
  return errors;
}

export type PasswordPairError =
  'passwordTooShort' | 'passwordMismatch' | 'passwordWeak' | 'passwordLevelInvalid';

/** A new password and its confirmation: length, then match, then the hospital's level. */
export function validatePasswordPair(
  password: string,
  confirm: string,
  level: number,
): PasswordPairError | null {
  const verdict = checkPassword(password, level);
  if (verdict === 'tooShort') return 'passwordTooShort';
  if (password !== confirm) return 'passwordMismatch';
  if (verdict === 'invalidLevel') return 'passwordLevelInvalid';
  if (verdict === 'weak') return 'passwordWeak';
  return null;
}

/**
 * A new password and its confirmation, each field's own error at once: the password's
 * length or level, and a confirmation that does not match.
 */
export function passwordPairErrors(
  password: string,
  confirm: string,
  level: number,
): { password?: PasswordPairError; confirm?: PasswordPairError } {
  const errors: { password?: PasswordPairError; confirm?: PasswordPairError } = {};
  const verdict = checkPassword(password, level);
  if (verdict === 'tooShort') errors.password = 'passwordTooShort';
  else if (verdict === 'invalidLevel') errors.password = 'passwordLevelInvalid';
  else if (verdict === 'weak') errors.password = 'passwordWeak';
  if (password !== confirm) errors.confirm = 'passwordMismatch';
  return errors;
}
