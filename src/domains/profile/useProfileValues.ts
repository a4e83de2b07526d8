import { useState } from 'react';
import { EMPTY_PROFILE_FORM, type ProfileField, type ProfileFormValues } from '@/rules/profileForm';
import type { PlainProfile } from './api';

/** The form's values for a stored profile (its ID number already decrypted). */
function valuesOf(p: PlainProfile): ProfileFormValues {
  return {
    name: p.name,
    idType: p.idType,
    idcard: p.idcard,
    sex: p.sex,
    birth: p.birth,
    marital: p.marital,
  };
}

/**
 * The person a profile form holds (empty for a new one, the profile's when editing), and
 * the props ProfileFields draws it with: a change drops the errors of the fields it
 * touched, since the patient is fixing them.
 */
export function useProfileValues(
  clear: (...fields: ProfileField[]) => void,
  profile?: PlainProfile,
) {
  const [values, setValues] = useState(() => (profile ? valuesOf(profile) : EMPTY_PROFILE_FORM));
  // A functional update: the id type chosen in its sheet and the number typed right after
  // may both arrive before the next render, and neither may undo the other.
  const onChange = (patch: Partial<ProfileFormValues>, touched: ProfileField[]) => {
    setValues((values) => ({ ...values, ...patch }));
    clear(...touched);
  };
  return { values, fields: { values, onChange } };
}
