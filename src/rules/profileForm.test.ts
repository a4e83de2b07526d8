import { describe, expect, it } from 'vitest';
import { checkDigitOf } from './idCard';
import {
  EMPTY_PROFILE_FORM,
  isBirthInFuture,
  passwordPairErrors,
  profileFormErrors,
  profileLinkErrors,
  profileLinkRefusal,
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
  const base: ProfileFormValues = { ...EMPTY_PROFILE_FORM, name: 'Li', marital: 1 };

  it('refuses a resident ID whose birth date is still to come', () => {
    const body = '11010120400307235';
    expect(validateProfileForm({ ...base, idcard: body + checkDigitOf(body) })).toEqual({
      ok: false,
      error: 'birthInFuture',
    });
  });

  it("takes a resident card's sex and birth from the number, upper-cased, as the contract sends it", () => {
    const body = '11010119900307168';
    const idcard = body + checkDigitOf(body);
    expect(checkDigitOf(body)).toBe('X');
    expect(
      validateProfileForm({ ...base, name: ' Li ', idcard: idcard.toLowerCase() }, NOW),
    ).toEqual({
      ok: true,
      value: { name: 'Li', idType: 0, idcard, sex: 2, birth: '19900307', marital: 1 },
    });
  });

  it('reads the body the server receives: a YYYYMMDD birth, absent fields', () => {
    const passport = { name: 'Li', idType: 1 as const, idcard: 'E1', sex: 1, birth: '19900515' };
    expect(validateProfileForm({ ...passport, marital: 2 }, NOW)).toEqual({
      ok: true,
      value: { ...passport, marital: 2 },
    });
    expect(validateProfileForm({ ...passport, marital: undefined }, NOW)).toEqual({
      ok: false,
      error: 'maritalRequired',
    });
    expect(validateProfileForm({ ...passport, marital: 5 }, NOW)).toEqual({
      ok: false,
      error: 'maritalRequired',
    });
    expect(validateProfileForm({ name: 'Li', idType: 1, idcard: 'E1', marital: 1 }, NOW)).toEqual({
      ok: false,
      error: 'sexRequired',
    });
  });

  it('wants a real birth day from 1900 on, and not after today', () => {
    const passport = { ...base, idType: 1 as const, idcard: 'E1', sex: 1 as const };
    const errorOf = (birth: string) => {
      const checked = validateProfileForm({ ...passport, birth }, NOW);
      return checked.ok ? null : checked.error;
    };
    expect(errorOf('19991332')).toBe('birthRequired');
    expect(errorOf('1999-02-30')).toBe('birthRequired');
    expect(errorOf('18991231')).toBe('birthRequired');
    expect(errorOf('1990-5-15')).toBe('birthRequired');
    expect(errorOf('20261124')).toBe('birthInFuture');
    expect(errorOf('2026-11-23')).toBeNull();
    expect(errorOf('19000101')).toBeNull();
  });
});

describe('profileLinkErrors', () => {
  const adding = { adding: true, self: false };

  it("names a relation not on the list, the phone and the missing code of a relative's addition", () => {
    expect(profileLinkErrors({ relation: null, mobile: '123', smsCode: '' }, adding)).toEqual({
      relation: 'relationRequired',
      phone: 'profilePhoneInvalid',
      code: 'profileSmsRequired',
    });
    expect(
      profileLinkErrors({ relation: 'self', mobile: '13800000001', smsCode: '1234' }, adding),
    ).toEqual({ relation: 'relationRequired' });
    expect(
      profileLinkErrors({ relation: 'child', mobile: '13800000001', smsCode: '1234' }, adding),
    ).toEqual({});
  });

  it('asks no phone of an edit, and no relation of the self profile', () => {
    expect(profileLinkErrors({ relation: 'parents' }, { adding: false, self: false })).toEqual({});
    expect(profileLinkErrors({ relation: 'cousin' }, { adding: false, self: false })).toEqual({
      relation: 'relationRequired',
    });
    expect(profileLinkErrors({ relation: 'self' }, { adding: false, self: true })).toEqual({});
  });

  it("refuses with the first in the form's order: relation, phone, code", () => {
    expect(profileLinkRefusal({ relation: null, mobile: '1', smsCode: '' }, adding)).toBe(
      'relationRequired',
    );
    expect(profileLinkRefusal({ relation: 'other', mobile: '1', smsCode: '' }, adding)).toBe(
      'profilePhoneInvalid',
    );
    expect(profileLinkRefusal({ relation: 'other', mobile: '13800000001' }, adding)).toBe(
      'profileSmsRequired',
    );
  });
});

describe('profileFormErrors', () => {
  const empty = EMPTY_PROFILE_FORM;
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
