// The profile form's rules, run by the app before it sends and by the server on what it
// receives (server/modules/profiles): one function each, answering with keys of the refusals
// namespace (locales/<lang>/refusals.json, which the server reads too), so both say the same
// words.
import type { IdType } from '@/contract';
import { RELATIONS } from '@/contract/constants';
import type { Refusals } from '@/contract/refusals';
import { checkIdCard } from './idCard';
import { passwordRefusal, type PasswordRefusal } from './passwordPolicy';
import { isValidPhone } from './phone';
import { chinaToday } from './schedule';

export const NAME_MAX_LENGTH = 8;
export const IDCARD_MAX_LENGTH = 20;
export const ID_TYPES: readonly IdType[] = [0, 1, 2, 3];
export const BIRTH_MIN_YEAR = 1920;
export const BIRTH_MAX_YEAR = 2020;
export const BIRTH_DEFAULT_YEAR = 1980;
/** The earliest birth year a typed birth date may give. */
const BIRTH_FIRST_YEAR = 1900;
const MARITALS = [0, 1, 2] as const;

/** The ID type whose number is checked and gives the person's sex and birth. */
export const ID_TYPE_RESIDENT_CARD = 0;

/** A person as both programs read it: the form's values, or the server's body decrypted. */
export interface ProfileValues {
  name: string;
  idType: IdType;
  idcard: string;
  /** Asked only for an ID type other than the resident card, which gives it. */
  sex?: number | null | undefined;
  /** YYYY-MM-DD (the form) or YYYYMMDD (the contract); '' or absent when not given. */
  birth?: string | null | undefined;
  marital?: number | null | undefined;
}

/** The form's own state: what the pickers hold before the patient has chosen. */
export interface ProfileFormValues extends ProfileValues {
  sex: 1 | 2 | null;
  /** YYYY-MM-DD, or '' when not chosen. */
  birth: string;
  marital: 0 | 1 | 2 | null;
}

/** A form for a new person: nothing typed, nothing chosen (the resident card by default). */
export const EMPTY_PROFILE_FORM: ProfileFormValues = {
  name: '',
  idType: ID_TYPE_RESIDENT_CARD,
  idcard: '',
  sex: null,
  birth: '',
  marital: null,
};

/** A valid person: for a resident ID card, sex and birth come from the number. */
export interface ProfileFormResult {
  name: string;
  idType: IdType;
  /** The number as checked (a resident card's upper-cased). */
  idcard: string;
  sex: 1 | 2;
  /** YYYYMMDD, digits only, as the contract wants it. */
  birth: string;
  marital: 0 | 1 | 2;
}

export type ProfileFormError = Refusals<
  | 'nameRequired'
  | 'idcardRequired'
  | 'idcardInvalid'
  | 'sexRequired'
  | 'birthRequired'
  | 'birthInFuture'
  | 'maritalRequired'
>;

/** The fields of the profile form that can be wrong, in the order they are shown. */
export const PROFILE_FIELDS = ['name', 'idcard', 'sex', 'birth', 'marital'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * A birth date (YYYY-MM-DD or YYYYMMDD) after today in China. The ID format allows years
 * up to 2050; no one examined was born after today.
 */
export function isBirthInFuture(birth: string, now: Date = new Date()): boolean {
  return birth.replace(/-/g, '') > chinaToday(now).replace(/-/g, '');
}

/** A typed birth as YYYY-MM-DD when it is a real day from 1900 on; null otherwise. */
function realBirth(birth: string | null | undefined): string | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(birth ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real && y >= BIRTH_FIRST_YEAR ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

const isMarital = (v: number | null | undefined): v is 0 | 1 | 2 =>
  (MARITALS as readonly (number | null | undefined)[]).includes(v);

/**
 * Every rule of the spec the person breaks, by field, so the form marks them all in one
 * submit: a name of one to eight characters, an ID number of one to twenty; a resident ID
 * card's number checked (it gives sex and birth), other types need both; a birth not after
 * today (on the ID number when the number gives it); a marital status.
 */
export function profileFormErrors(
  v: ProfileValues,
  now: Date = new Date(),
): Partial<Record<ProfileField, ProfileFormError>> {
  const errors: Partial<Record<ProfileField, ProfileFormError>> = {};
  const name = v.name.trim();
  if (name === '' || [...name].length > NAME_MAX_LENGTH) errors.name = 'nameRequired';
  const idcard = v.idcard.trim();
  if (idcard === '' || idcard.length > IDCARD_MAX_LENGTH) errors.idcard = 'idcardRequired';
  else if (v.idType === ID_TYPE_RESIDENT_CARD) {
    const checked = checkIdCard(idcard);
    if (!checked.ok) errors.idcard = 'idcardInvalid';
    else if (isBirthInFuture(checked.birth, now)) errors.idcard = 'birthInFuture';
  }
  if (v.idType !== ID_TYPE_RESIDENT_CARD) {
    if (v.sex !== 1 && v.sex !== 2) errors.sex = 'sexRequired';
    const birth = realBirth(v.birth);
    if (!birth) errors.birth = 'birthRequired';
    else if (isBirthInFuture(birth, now)) errors.birth = 'birthInFuture';
  }
  if (!isMarital(v.marital)) errors.marital = 'maritalRequired';
  return errors;
}

/**
 * The person as the contract sends it, or the first rule broken in the form's order (the
 * one refusal the server answers with).
 */
export function validateProfileForm(
  v: ProfileValues,
  now: Date = new Date(),
): { ok: true; value: ProfileFormResult } | { ok: false; error: ProfileFormError } {
  const errors = profileFormErrors(v, now);
  const first = PROFILE_FIELDS.find((f) => errors[f]);
  if (first) return { ok: false, error: errors[first]! };
  const card = v.idType === ID_TYPE_RESIDENT_CARD ? checkIdCard(v.idcard) : null;
  const person = card?.ok
    ? { idcard: card.value, sex: card.sex, birth: card.birth }
    : { idcard: v.idcard.trim(), sex: v.sex as 1 | 2, birth: realBirth(v.birth) ?? '' };
  return {
    ok: true,
    value: {
      name: v.name.trim(),
      idType: v.idType,
      ...person,
      birth: person.birth.replace(/-/g, ''),
      marital: v.marital as 0 | 1 | 2,
    },
  };
}

/** The person's place on the account, and when a relative is added, the phone proving it. */
export interface ProfileLink {
  relation: string | null | undefined;
  /** Asked when adding: the relative's phone (decrypted on the server) and its SMS code. */
  mobile?: string | undefined;
  smsCode?: string | undefined;
}

export type ProfileLinkError = Refusals<
  'relationRequired' | 'profilePhoneInvalid' | 'profileSmsRequired'
>;
export const PROFILE_LINK_FIELDS = ['relation', 'phone', 'code'] as const;
export type ProfileLinkField = (typeof PROFILE_LINK_FIELDS)[number];

/**
 * A relation from the list (the self profile keeps its own and is not asked); when adding,
 * a valid phone and a code sent to it. Whether the code is right only the server can tell.
 */
export function profileLinkErrors(
  link: ProfileLink,
  { adding, self }: { adding: boolean; self: boolean },
): Partial<Record<ProfileLinkField, ProfileLinkError>> {
  const errors: Partial<Record<ProfileLinkField, ProfileLinkError>> = {};
  if (!self && !(RELATIONS as readonly unknown[]).includes(link.relation))
    errors.relation = 'relationRequired';
  if (adding && !isValidPhone(link.mobile)) errors.phone = 'profilePhoneInvalid';
  if (adding && !link.smsCode) errors.code = 'profileSmsRequired';
  return errors;
}

/** The first thing wrong with the link, in the form's order, or null. */
export function profileLinkRefusal(
  link: ProfileLink,
  asked: { adding: boolean; self: boolean },
): ProfileLinkError | null {
  const errors = profileLinkErrors(link, asked);
  const first = PROFILE_LINK_FIELDS.find((f) => errors[f]);
  return first ? errors[first]! : null;
}

/**
 * A new password and its confirmation, each field's own error at once: the password's
 * length or level (the server's refusal, in its words), and a confirmation that does not
 * match (the form's own: the server never sees the confirmation).
 */
export function passwordPairErrors(
  password: string,
  confirm: string,
  level: number,
): { password?: PasswordRefusal; confirm?: 'passwordMismatch' } {
  const errors: { password?: PasswordRefusal; confirm?: 'passwordMismatch' } = {};
  const refusal = passwordRefusal(password, level);
  if (refusal) errors.password = refusal;
  if (password !== confirm) errors.confirm = 'passwordMismatch';
  return errors;
}
