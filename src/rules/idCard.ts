/** The ways a mainland resident ID number can be wrong, each with its own message. */
export type IdCardError =
  'length' | 'format' | 'year' | 'month' | 'day' | 'checkDigit' | 'checksum';

export type IdCardResult =
  { ok: true; value: string; sex: 1 | 2; birth: string } | { ok: false; error: IdCardError };

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CODES = '10X98765432';

export function checkDigitOf(first17: string): string {
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * (WEIGHTS[i] ?? 0), 0);
  return CHECK_CODES[sum % 11] ?? '';
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Checks a resident ID number of 15 or 18 characters: year 1900-2050, month, day (a real
 * date), and for 18 characters the check digit. The number is upper-cased; sex comes from
 * the sequence digit (odd male) and the birth date from the date digits.
 */
export function checkIdCard(raw: string): IdCardResult {
  const value = raw.trim().toUpperCase();
  if (value.length !== 15 && value.length !== 18) return { ok: false, error: 'length' };
  const long = value.length === 18;
  const body = long ? value.slice(0, 17) : value;
  if (!/^\d+$/.test(body)) return { ok: false, error: 'format' };
  if (long && !/^[0-9X]$/.test(value[17] ?? '')) return { ok: false, error: 'checkDigit' };

  const year = long ? Number(value.slice(6, 10)) : 1900 + Number(value.slice(6, 8));
  const month = Number(long ? value.slice(10, 12) : value.slice(8, 10));
  const day = Number(long ? value.slice(12, 14) : value.slice(10, 12));
  if (year < 1900 || year > 2050) return { ok: false, error: 'year' };
  if (month < 1 || month > 12) return { ok: false, error: 'month' };
  if (day < 1 || day > daysInMonth(year, month)) return { ok: false, error: 'day' };
  if (long && checkDigitOf(body) !== value[17]) return { ok: false, error: 'checksum' };

  const sequence = Number(value[long ? 16 : 14]);
  const mm = String(month).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  return { ok: true, value, sex: sequence % 2 === 1 ? 1 : 2, birth: `${year}-${mm}-${dd}` };
}
