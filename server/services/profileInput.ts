import { checkIdCard } from '../../src/rules/idCard.ts';
import { ApiError } from '../plugins/envelope.ts';
import { MSG } from '../plugins/messages.ts';

export const NAME_MAX = 8;
export const IDCARD_MAX = 20;
export const ID_TYPE_RESIDENT_CARD = 0;

export interface ProfileInput {
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

function parseBirth(digits: string | undefined): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(digits ?? '');
  if (!m) return null;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const valid =
    date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && y >= 1900 && date <= new Date();
  return valid ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/**
 * The spec's profile rules, checked on the server as on the client: name at most 8,
 * ID number at most 20; for a resident ID card the number is checked and gives sex and
 * birth; for other ID types both must be given; marital status is required.
 */
export function validateProfile(input: ProfileInput): ValidProfile {
  const name = input.name.trim();
  if (!name || [...name].length > NAME_MAX) throw new ApiError(400, MSG.nameRequired);
  const idcard = input.idcard.trim();
  if (!idcard || idcard.length > IDCARD_MAX) throw new ApiError(400, MSG.idcardRequired);
  if (input.marital === undefined || ![0, 1, 2].includes(input.marital))
    throw new ApiError(400, MSG.maritalRequired);

  if (input.idType === ID_TYPE_RESIDENT_CARD) {
    const checked = checkIdCard(idcard);
    if (!checked.ok) throw new ApiError(400, MSG.idcardInvalid);
    return {
      name,
      idType: 0,
      idcard: checked.value,
      sex: checked.sex,
      birth: checked.birth,
      marital: input.marital,
    };
  }
  if (input.sex !== 1 && input.sex !== 2) throw new ApiError(400, MSG.sexRequired);
  const birth = parseBirth(input.birth);
  if (!birth) throw new ApiError(400, MSG.birthRequired);
  return { name, idType: input.idType, idcard, sex: input.sex, birth, marital: input.marital };
}
