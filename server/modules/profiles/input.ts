import type { IdType } from '../../../src/contract/index.ts';
import { validateProfileForm } from '../../../src/rules/profileForm.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';

/** A person as the server receives it, the ID number already decrypted. */
export interface ProfileFields {
  name: string;
  idType: IdType;
  idcard: string;
  sex?: number | undefined;
  /** Digits only, YYYYMMDD, as the contract sends it. */
  birth?: string | undefined;
  marital?: number | undefined;
}

/** A valid person as the profiles table stores it (birth YYYY-MM-DD). */
export interface ValidProfile {
  name: string;
  idType: number;
  idcard: string;
  sex: 1 | 2;
  birth: string;
  marital: number;
}

/**
 * The spec's profile rules, the very function the form runs (src/rules/profileForm.ts);
 * the first rule broken is refused in the words the form shows.
 */
export function validateProfile(input: ProfileFields): ValidProfile {
  const checked = validateProfileForm(input);
  if (!checked.ok) throw new ApiError(400, MSG[checked.error]);
  const { birth } = checked.value;
  return { ...checked.value, birth: `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6)}` };
}
