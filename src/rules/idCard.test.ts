import { describe, it, expect } from 'vitest';
import { checkDigitOf, checkIdCard } from './idCard';

/** An 18-character number with a correct check digit: area + YYYYMMDD + sequence. */
const id18 = (birth: string, seq = '002', area = '110105') => {
  const first17 = `${area}${birth}${seq}`;
  return first17 + checkDigitOf(first17);
};

/** A 15-character number: area + YYMMDD + sequence (no check digit). */
const id15 = (birth: string, seq = '001', area = '130503') => `${area}${birth}${seq}`;

/*
 * Hand-checked examples. Weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2, map '10X98765432'
 * indexed by sum % 11.
 *
 * 11010519491231002X (the example of GB 11643):
 *   digits  1 1 0  1 0 5 1 9 4 9 1 2  3 1 0 0 2
 *   product 7+9+0+5+0+20+2+9+24+27+7+18+30+5+0+0+4 = 167; 167 % 11 = 2 -> 'X'
 *
 * 110101199003074477:
 *   digits  1 1 0  1 0 1 1 9 9 0 0 3  0 7 4 4 7
 *   product 7+9+0+5+0+4+2+9+54+0+0+27+0+35+32+16+14 = 214; 214 % 11 = 5 -> '7'
 *
 * 440524188001010014 (also from GB 11643, born 1880, so outside 1900-2050):
 *   digits  4 4 0  5 2 4 1 8 8 0 0 1  0 1 0 0 1
 *   product 28+36+0+25+16+16+2+8+48+0+0+9+0+5+0+0+2 = 195; 195 % 11 = 8 -> '4'
 */
const KNOWN_X = '11010519491231002X';
const KNOWN_7 = '110101199003074477';
const KNOWN_1880 = '440524188001010014';

describe('checkDigitOf', () => {
  it('agrees with the hand-computed check digits', () => {
    expect(checkDigitOf('11010519491231002')).toBe('X');
    expect(checkDigitOf('11010119900307447')).toBe('7');
    expect(checkDigitOf('44052418800101001')).toBe('4');
    // Sum 165 (the X example with sequence 001): 165 % 11 = 0 -> '1'.
    expect(checkDigitOf('11010519491231001')).toBe('1');
  });

  it('maps every remainder through 10X98765432', () => {
    // A single 1 in the position of weight 1 (the 8th) gives sum = 1, and so on.
    const seen = new Set<string>();
    for (let d = 0; d <= 9; d++) {
      const first17 = `0000000${d}000000000`;
      expect(checkDigitOf(first17)).toBe('10X98765432'[d % 11]);
      seen.add(checkDigitOf(first17));
    }
    // Remainder 10 -> '2': weight 10 (3rd position) times 1.
    expect(checkDigitOf('00100000000000000')).toBe('2');
    expect(seen.size).toBe(10);
  });
});

describe('checkIdCard: valid numbers', () => {
  it.each([
    ['accepts the hand-checked number ending in X', KNOWN_X, KNOWN_X, 2, '1949-12-31'],
    ['accepts the hand-checked number ending in 7', KNOWN_7, KNOWN_7, 1, '1990-03-07'],
    ['upper-cases a lower-case x', '11010519491231002x', KNOWN_X, 2, '1949-12-31'],
  ])('%s', (_, input, value, sex, birth) => {
    expect(checkIdCard(input)).toEqual({ ok: true, value, sex, birth });
  });

  it('trims surrounding spaces', () => {
    const r = checkIdCard(` ${KNOWN_7} `);
    expect(r.ok && r.value).toBe(KNOWN_7);
  });

  it.each([
    ['1', 1],
    ['3', 1],
    ['5', 1],
    ['7', 1],
    ['9', 1],
    ['0', 2],
    ['2', 2],
    ['4', 2],
    ['6', 2],
    ['8', 2],
  ])('18 characters: 17th digit %s -> sex %i', (digit, sex) => {
    const r = checkIdCard(id18('19850615', `00${digit}`));
    expect(r).toMatchObject({ ok: true, sex, birth: '1985-06-15' });
  });

  it('reads sex from the 17th digit, not the 15th or 16th', () => {
    expect(checkIdCard(id18('19850615', '990'))).toMatchObject({ ok: true, sex: 2 });
    expect(checkIdCard(id18('19850615', '221'))).toMatchObject({ ok: true, sex: 1 });
  });

  it('accepts the ends of the year range', () => {
    expect(checkIdCard(id18('19000101'))).toMatchObject({ ok: true, birth: '1900-01-01' });
    expect(checkIdCard(id18('20501231'))).toMatchObject({ ok: true, birth: '2050-12-31' });
  });

  it.each([
    ['20000229', '2000-02-29'],
    ['20240229', '2024-02-29'],
    ['19960229', '1996-02-29'],
    ['20230228', '2023-02-28'],
    ['20230131', '2023-01-31'],
    ['20230430', '2023-04-30'],
    ['20231231', '2023-12-31'],
    ['20230101', '2023-01-01'],
  ])('real date %s', (birth, expected) => {
    expect(checkIdCard(id18(birth))).toMatchObject({ ok: true, birth: expected });
  });

  it('builds a number ending in X with checkDigitOf and accepts it', () => {
    const x = id18('19491231', '002');
    expect(x).toBe(KNOWN_X);
    expect(x.endsWith('X')).toBe(true);
  });
});

describe('checkIdCard: 15 characters', () => {
  it('takes the birth as 19 + digits 7-12 and sex from the 15th digit', () => {
    expect(checkIdCard('130503670401001')).toEqual({
      ok: true,
      value: '130503670401001',
      sex: 1,
      birth: '1967-04-01',
    });
    expect(checkIdCard(id15('000101', '002'))).toEqual({
      ok: true,
      value: '130503000101002',
      sex: 2,
      birth: '1900-01-01',
    });
    expect(checkIdCard(id15('991231', '017'))).toMatchObject({ ok: true, sex: 1 });
    expect(checkIdCard(id15('991231', '010'))).toMatchObject({ ok: true, sex: 2 });
  });

  it('knows 1996 is a leap year and 1900 is not', () => {
    expect(checkIdCard(id15('960229'))).toMatchObject({ ok: true, birth: '1996-02-29' });
    expect(checkIdCard(id15('000229'))).toEqual({ ok: false, error: 'day' });
    expect(checkIdCard(id15('970229'))).toEqual({ ok: false, error: 'day' });
  });

  it('checks month and day', () => {
    expect(checkIdCard(id15('671301'))).toEqual({ ok: false, error: 'month' });
    expect(checkIdCard(id15('670001'))).toEqual({ ok: false, error: 'month' });
    expect(checkIdCard(id15('670431'))).toEqual({ ok: false, error: 'day' });
    expect(checkIdCard(id15('670400'))).toEqual({ ok: false, error: 'day' });
  });

  it('allows no letter at all, not even X at the end', () => {
    expect(checkIdCard('13050367040100X')).toEqual({ ok: false, error: 'format' });
    expect(checkIdCard('1305036704O1001')).toEqual({ ok: false, error: 'format' });
  });
});

describe('checkIdCard: errors', () => {
  it.each([
    ['', 'empty'],
    ['1101051949123100', '16 characters'],
    ['11010519491231002', '17 characters'],
    ['11010519491231002X1', '19 characters'],
    ['13050367040100', '14 characters'],
  ])('%j (%s) -> length', (value) => {
    expect(checkIdCard(value)).toEqual({ ok: false, error: 'length' });
  });

  // A non-digit in the body is a format error; a last character other than 0-9 or X fails
  // the check digit.
  it.each([
    ['1101051949123100AX', 'format'],
    ['A1010519491231002X', 'format'],
    ['110105-9491231002X', 'format'],
    ['11010519491231 02X', 'format'],
    ['1101051949.231002X', 'format'],
    [
      '\uff11\uff11\uff10\uff11\uff10\uff15\uff11\uff19\uff14\uff19\uff11\uff12\uff13\uff11\uff10\uff10\uff12X',
      'format',
    ],
    ['11010519491231002Y', 'checkDigit'],
    ['11010519491231002-', 'checkDigit'],
    ['11010519491231002*', 'checkDigit'],
    ['11010519491231002\u00d7', 'checkDigit'],
  ])('%j -> %s', (value, error) => {
    expect(checkIdCard(value)).toEqual({ ok: false, error });
  });

  it('rejects a year outside 1900-2050 even with a correct check digit', () => {
    expect(checkIdCard(KNOWN_1880)).toEqual({ ok: false, error: 'year' });
    expect(checkIdCard(id18('18991231'))).toEqual({ ok: false, error: 'year' });
    expect(checkIdCard(id18('20510101'))).toEqual({ ok: false, error: 'year' });
    expect(checkIdCard(id18('00000101'))).toEqual({ ok: false, error: 'year' });
  });

  it.each(['19900001', '19901301', '19909901'])('month in %s -> month', (birth) => {
    expect(checkIdCard(id18(birth))).toEqual({ ok: false, error: 'month' });
  });

  it.each([
    ['19900100', 'day 0'],
    ['19900132', 'January 32'],
    ['19900431', 'April 31'],
    ['19900631', 'June 31'],
    ['19900931', 'September 31'],
    ['19901131', 'November 31'],
    ['19900230', 'February 30'],
    ['19000229', 'February 29, 1900 (not a leap year)'],
    ['20230229', 'February 29, 2023'],
    ['19900199', 'day 99'],
  ])('%s (%s) -> day', (birth) => {
    expect(checkIdCard(id18(birth))).toEqual({ ok: false, error: 'day' });
  });

  it('rejects every wrong check digit', () => {
    for (const wrong of '0123456789') {
      expect(checkIdCard(`11010519491231002${wrong}`)).toEqual({ ok: false, error: 'checksum' });
    }
    for (const wrong of '012345689X') {
      expect(checkIdCard(`11010119900307447${wrong}`)).toEqual({ ok: false, error: 'checksum' });
    }
  });

  it('catches a single changed digit in the body', () => {
    // Sequence 002 -> 012: the sum grows by 1 * 4 to 171, 171 % 11 = 6 -> '6', not 'X'.
    expect(checkIdCard('11010519491231012X')).toEqual({ ok: false, error: 'checksum' });
    // Day 31 -> 13 (digits swapped): 3*10 + 1*5 = 35 becomes 1*10 + 3*5 = 25, sum 157 -> '9'.
    expect(checkIdCard('11010519491213002X')).toEqual({ ok: false, error: 'checksum' });
  });

  it('checks the date before the check digit', () => {
    // The check digit is wrong too, but the month is reported.
    expect(checkIdCard('110105194913310021')).toEqual({ ok: false, error: 'month' });
  });
});
