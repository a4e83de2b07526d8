import { describe, expect, it } from 'vitest';
import { checkDigitOf } from './idCard';
import { isBirthInFuture, validateProfileForm, type ProfileFormValues } from './profileForm';

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
