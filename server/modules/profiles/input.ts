import { checkIdCard } from '../../../src/rules/idCard.ts';
import {
  isBirthInFuture,
  birthFromDigits,
  ID_TYPE_RESIDENT_CARD,
  isValidIdcardLength,
  isValidProfileName,
} from '../../../src/rules/profileForm.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';

/** A person as the server receives it, the ID number already decrypted. */
export interface ProfileFields {
  name: string;
  idType: number;
  idcard: string;
  sex?: number | undefined;
  /** Digits only, YYYYMMDD, as the contract sends it. */
  birth?: string | undefined;
  marital?: number | undefined;
}

export interface ValidProfile {
  name: string;
  idType: number;
  idcard: string;
  sex: 1 | 2;
  birth: string;
  marital: number;
}

/**
 * The spec's profile rules (src/rules/profileForm.ts), checked on the server as on the
 * client: name at most 8, ID number at most 20; for a resident ID card the number is
 * checked and gives sex and birth; for other ID types both must be given; marital status
 * is required.
 */
export function validateProfile(input: ProfileFields): ValidProfile {
  const name = input.name.trim();
  if (!isValidProfileName(name)) throw new ApiError(400, MSG.nameRequired);
  const idcard = input.idcard.trim();
  if (!isValidIdcardLength(idcard)) throw new ApiError(400, MSG.idcardRequired);
  if (input.marital === undefined || ![0, 1, 2].includes(input.marital))
    throw new ApiError(400, MSG.maritalRequired);

  if (input.idType === ID_TYPE_RESIDENT_CARD) {
    const checked = checkIdCard(idcard);
    if (!checked.ok) throw new ApiError(400, MSG.idcardInvalid);
    if (isBirthInFuture(checked.birth)) throw new ApiError(400, MSG.birthInFuture);
    return {
      name,
      idType: ID_TYPE_RESIDENT_CARD,
      idcard: checked.value,
      sex: checked.sex,
      birth: checked.birth,
      marital: input.marital,
    };
  }
  if (input.sex !== 1 && input.sex !== 2) throw new ApiError(400, MSG.sexRequired);
  const birth = birthFromDigits(input.birth);
  if (!birth) throw new ApiError(400, MSG.birthRequired);
  return { name, idType: input.idType, idcard, sex: input.sex, birth, marital: input.marital };
}
