/** A mainland mobile number: 11 digits starting with 1. */
export const PHONE_LENGTH = 11;

export function isValidPhone(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^1\d{10}$/.test(value);
}

export const SMS_CODE_LENGTH = 4;
export const CAPTCHA_LENGTH = 4;

export function isValidSmsCode(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d{4}$/.test(value);
}
