import { describe, expect, it } from 'vitest';
import { checkDigitOf } from './idCard';
import {
  isBirthInFuture,
  passwordPairErrors,
  profileFormErrors,
  validateProfileForm,
  type ProfileFormValues,
} from './profileForm';

const NOW = new Date('2026-11-23T10:00:00+08:00');

describe('isBirthInFuture (issue 10, item 10)', () => {
  it('is true only after today in China, in either spelling', () => {
    expect(isBirthInFuture('2026-11-24', NOW)).toBe(true);
    expect(isBirthInFuture('20400101', NOW)).toBe(true);
    expect(isBirthInFuture('2026-11-23', NOW)).toBe(false);
    expect(isBirthInFuture('19580214', NOW)).toBe(false);
  });
});

describe('validateProfileForm', () => {
  const base: ProfileFormValues = {
    name: 'Li',
    idType: 0,
    idcard: '',
    sex: null,
    birth: '',
    marital: 1,
  };

  it('refuses a resident ID whose birth date is still to come', () => {
    const body = '11010120400307235';
    expect(validateProfileForm({ ...base, idcard: body + checkDigitOf(body) })).toEqual({
      ok: false,
      error: 'birthInFuture',
    });
  });
});

describe('profileFormErrors', () => {
  const empty: ProfileFormValues = {
    name: '',
    idType: 0,
    idcard: '',
    sex: null,
    birth: '',
    marital: null,
  };
  const now = new Date('2026-11-25T04:00:00Z');

  it('names every wrong field of an empty form at once', () => {
    expect(profileFormErrors(empty, now)).toEqual({
      name: 'nameRequired',
      idcard: 'idcardRequired',
      marital: 'maritalRequired',
    });
    expect(profileFormErrors({ ...empty, idType: 1 }, now)).toEqual({
      name: 'nameRequired',
      idcard: 'idcardRequired',
      sex: 'sexRequired',
      birth: 'birthRequired',
      marital: 'maritalRequired',
    });
  });

  it('puts a future birth on the ID number that gives it, or on the birth field', () => {
    const body = '11010120400307235';
    const future = { ...empty, name: 'Li', marital: 1 as const };
    expect(profileFormErrors({ ...future, idcard: body + checkDigitOf(body) }, now)).toEqual({
      idcard: 'birthInFuture',
    });
    expect(
      profileFormErrors({ ...future, idType: 1, idcard: 'E1', sex: 2, birth: '2027-01-01' }, now),
    ).toEqual({ birth: 'birthInFuture' });
  });

  it('gives first the error validateProfileForm gives', () => {
    const body = '11010119900307235';
    const forms: ProfileFormValues[] = [
      empty,
      { ...empty, name: 'Li' },
      { ...empty, name: 'Li', idcard: '123' },
      { ...empty, name: 'Li', idcard: body + checkDigitOf(body) },
      { ...empty, name: 'Li', idType: 2, idcard: 'H1' },
      { ...empty, name: 'Li', idType: 2, idcard: 'H1', sex: 1 },
    ];
    for (const f of forms) {
      const checked = validateProfileForm(f);
      expect(Object.values(profileFormErrors(f))[0]).toBe(checked.ok ? undefined : checked.error);
    }
  });
});

describe('passwordPairErrors', () => {
  it('names the short password and the mismatched confirmation at once', () => {
    expect(passwordPairErrors('abc', 'abd', 3)).toEqual({
      password: 'passwordTooShort',
      confirm: 'passwordMismatch',
    });
  });

  it('is empty for a strong matching pair, and names only a weak password', () => {
    expect(passwordPairErrors('Zhao@2026', 'Zhao@2026', 3)).toEqual({});
    expect(passwordPairErrors('abcdefgh', 'abcdefgh', 3)).toEqual({ password: 'passwordWeak' });
  });
});
