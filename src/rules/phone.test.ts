import { describe, it, expect } from 'vitest';
import {
  CAPTCHA_LENGTH,
  PHONE_LENGTH,
  SMS_CODE_LENGTH,
  isValidPhone,
  isValidSmsCode,
} from './phone';

describe('isValidPhone', () => {
  it('expects 11 digits', () => {
    expect(PHONE_LENGTH).toBe(11);
  });

  it.each(['13800000001', '19912345678', '10000000000', '11111111111', '15012345678'])(
    '%j is valid',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );

  it.each([
    ['1380000000', '10 digits'],
    ['138000000012', '12 digits'],
    ['23800000001', 'starts with 2'],
    ['03800000001', 'starts with 0'],
    ['', 'empty'],
    ['1380000000a', 'a letter'],
    ['138 0000 0001', 'spaces inside'],
    [' 13800000001', 'leading space'],
    ['13800000001 ', 'trailing space'],
    ['13800000001\n', 'trailing newline'],
    ['+8613800000001', 'country code'],
    ['138-0000-0001', 'dashes'],
    ['1380000000\uff11', 'a full-width digit'],
    ['\u0661\u0663\u0668\u0660\u0660\u0660\u0660\u0660\u0660\u0660\u0661', 'Arabic-Indic digits'],
  ])('%j (%s) is invalid', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isValidPhone(null)).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});

describe('isValidSmsCode', () => {
  it('expects 4 characters for the SMS code and the captcha', () => {
    expect(SMS_CODE_LENGTH).toBe(4);
    expect(CAPTCHA_LENGTH).toBe(4);
  });

  it.each(['0000', '1234', '9999', '0421'])('%j is valid', (code) => {
    expect(isValidSmsCode(code)).toBe(true);
  });

  it.each([
    '',
    '123',
    '12345',
    '12a4',
    'abcd',
    ' 123',
    '1234 ',
    '12 4',
    '-123',
    '1.23',
    '\uff11234',
  ])('%j is invalid', (code) => {
    expect(isValidSmsCode(code)).toBe(false);
  });

  it('refuses null and undefined', () => {
    expect(isValidSmsCode(null)).toBe(false);
    expect(isValidSmsCode(undefined)).toBe(false);
  });
});
