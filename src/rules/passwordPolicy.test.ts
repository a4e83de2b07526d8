import { describe, it, expect } from 'vitest';
import {
  checkPassword,
  passwordLevel,
  DEFAULT_PASSWORD_LEVEL,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordRefusal,
} from './passwordPolicy';

/** A password of exactly `n` characters: `core` padded with lower-case letters. */
const pad = (core: string, n: number, filler = 'a') => core + filler.repeat(n - core.length);

/** Every level takes 8 to 16 characters: one short of that, both ends, one past it. */
function expectLengthBounds(level: number, [short, min, max, long]: string[]) {
  expect(checkPassword(short!, level)).toBe('tooShort');
  expect(checkPassword(min!, level)).toBe('ok');
  expect(checkPassword(max!, level)).toBe('ok');
  expect(checkPassword(long!, level)).toBe('weak');
}

describe('passwordLevel', () => {
  it('defaults to level 3 for an absent or blank config', () => {
    expect(DEFAULT_PASSWORD_LEVEL).toBe(3);
    for (const v of [null, undefined, '', ' ', '\t \n']) expect(passwordLevel(v)).toBe(3);
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['3', 3],
    [' 2 ', 2],
    ['03', 3],
    ['7', 7],
    ['12', 12],
  ])('%j -> %i', (v, expected) => {
    expect(passwordLevel(v)).toBe(expected);
  });

  it.each(['abc', '2.5', '1e1', '+2', '2a', 'level 2', '0x1', '\u0663', 'NaN'])(
    '%j -> NaN',
    (v) => {
      expect(passwordLevel(v)).toBeNaN();
    },
  );

  it('a NaN level makes checkPassword answer invalidLevel', () => {
    expect(checkPassword('Abc@1234', passwordLevel('strong'))).toBe('invalidLevel');
  });
});

describe('checkPassword length', () => {
  it('uses 8 and 16 as the bounds', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(16);
  });

  it.each([0, 1, 2, 3])('level %i: fewer than 8 characters is tooShort', (level) => {
    expect(checkPassword('', level)).toBe('tooShort');
    expect(checkPassword('Ab@1234', level)).toBe('tooShort');
    expect(checkPassword('Ab@1234'.slice(0, 1), level)).toBe('tooShort');
  });

  it('checks the length before the level', () => {
    expect(checkPassword('Ab@1', 9)).toBe('tooShort');
    expect(checkPassword('Ab@1', NaN)).toBe('tooShort');
  });

  it.each([0, 1, 2, 3])('level %i: a 17-character password is weak', (level) => {
    const pw = pad('Ab@1', 17);
    expect(pw).toHaveLength(17);
    expect(checkPassword(pw, level)).toBe('weak');
    expect(checkPassword(pad('Ab@1', 30), level)).toBe('weak');
  });

  it.each([4, 5, -1, 1.5, 100, Infinity])('level %s is invalidLevel', (level) => {
    expect(checkPassword('Abc@1234', level)).toBe('invalidLevel');
  });
});

describe('level 0: any 8-16 characters', () => {
  it.each(['aaaaaaaa', '12345678', '        ', '--------', pad('', 16, 'z'), 'Abc@1234'])(
    '%j is ok',
    (pw) => {
      expect(checkPassword(pw, 0)).toBe('ok');
    },
  );

  it('boundaries', () => {
    expectLengthBounds(0, ['a'.repeat(7), 'a'.repeat(8), 'a'.repeat(16), 'a'.repeat(17)]);
  });
});

describe('level 1: letters and digits', () => {
  it.each([
    'abcdefg1',
    '1234567A',
    pad('1', 16),
    pad('1', 8),
    'Abc@1234',
    'abc-1234',
    'ABCDEFG9',
    pad('Z', 16, '7'),
  ])('%j is ok', (pw) => {
    expect(checkPassword(pw, 1)).toBe('ok');
  });

  it.each(['abcdefgh', 'ABCDEFGH', '12345678', '1234567@', 'abcdefg!', '!@#$%^&*', pad('', 16)])(
    '%j is weak',
    (pw) => {
      expect(checkPassword(pw, 1)).toBe('weak');
    },
  );

  it('boundaries', () => {
    expectLengthBounds(1, ['abc1234', 'abc12345', pad('1', 16), pad('1', 17)]);
  });
});

describe('level 2: letter, digit and one of ~!@#$%^&*', () => {
  it.each([...'~!@#$%^&*'])('special %j counts', (special) => {
    expect(checkPassword(pad(`1${special}`, 8), 2)).toBe('ok');
    expect(checkPassword(pad(`1${special}`, 16), 2)).toBe('ok');
  });

  it.each([...'-_+=.,?/\\|()[]{}<>:;\'"` '])('%j does not count as special', (other) => {
    expect(checkPassword(pad(`1${other}`, 8), 2)).toBe('weak');
  });

  it.each(['abcdefg1', 'abcd@efg', '1234@567', '@@@@@@@@', 'Abcdefgh'])('%j is weak', (pw) => {
    expect(checkPassword(pw, 2)).toBe('weak');
  });

  it('boundaries', () => {
    expectLengthBounds(2, ['a1@bcde', 'a1@bcdef', pad('a1@', 16), pad('a1@', 17)]);
  });
});

describe('level 3: three of upper, lower, digit, special', () => {
  it.each([
    ['upper, lower, digit', 'Abcdefg1'],
    ['upper, lower, special', 'Abcdefg!'],
    ['upper, digit, special', 'ABCDEF1#'],
    ['lower, digit, special', 'abcdef1~'],
    ['all four', 'Abc@1234'],
    ['all four, 16 chars', pad('A1*', 16)],
    ['three, 16 chars', pad('A1', 16)],
  ])('%s is ok', (_, pw) => {
    expect(checkPassword(pw, 3)).toBe('ok');
  });

  it.each([
    ['lower only', 'abcdefgh'],
    ['upper only', 'ABCDEFGH'],
    ['digits only', '12345678'],
    ['upper and lower', 'Abcdefgh'],
    ['lower and digit', 'abcdefg1'],
    ['upper and digit', 'ABCDEFG1'],
    ['digit and special', '1234567$'],
    ['lower and special', 'abcdefg%'],
    ['upper, lower and "-" (not special)', 'Abcdefg-'],
    ['upper, lower and "_" (not special)', 'Abcdefg_'],
    ['lower, digit and "." (not special)', 'abcdef1.'],
    ['upper, lower and a space', 'Abcd efg'],
  ])('%s is weak', (_, pw) => {
    expect(checkPassword(pw, 3)).toBe('weak');
  });

  it('boundaries', () => {
    expectLengthBounds(3, ['Abcde1@', 'Abcdef1@', pad('Ab1', 16), pad('Ab1', 17)]);
  });

  it('is the level the default config gives', () => {
    expect(checkPassword('abcdefg1', passwordLevel(undefined))).toBe('weak');
    expect(checkPassword('Abcdefg1', passwordLevel(''))).toBe('ok');
  });
});

describe('passwordRefusal', () => {
  it('names the server namespace key of each verdict, length first', () => {
    expect(passwordRefusal('Ab1@', 3)).toBe('passwordTooShort');
    expect(passwordRefusal('abcd', 7)).toBe('passwordTooShort');
    expect(passwordRefusal('abcdefgh', 7)).toBe('passwordLevelInvalid');
    expect(passwordRefusal('abcdefgh', 3)).toBe('passwordWeak');
    expect(passwordRefusal('Zhao@2026', 3)).toBeNull();
  });
});
