import { describe, expect, it } from 'vitest';
import { smsFamilyName } from './smsName.ts';

// Chinese names written with escapes: no Chinese character in src/ (the project's rule).
const ZHANG_SAN = '\u5f20\u4e09';
const ZHANG = '\u5f20';
const OUYANG_XIU = '\u6b27\u9633\u4fee';
const OU = '\u6b27';

describe('smsFamilyName', () => {
  it('keeps the family name only, two stars whatever the length', () => {
    expect(smsFamilyName(ZHANG_SAN)).toBe(`${ZHANG}**`);
    expect(smsFamilyName(` ${ZHANG}`)).toBe(`${ZHANG}**`);
    expect(smsFamilyName(OUYANG_XIU)).toBe(`${OU}**`);
  });

  it('drops whatever follows the first Chinese character, a link included', () => {
    expect(smsFamilyName(`${ZHANG}t.cn/abc`)).toBe(`${ZHANG}**`);
  });

  it('gives nothing for a name that does not start with a Chinese character', () => {
    expect(smsFamilyName('t.cn/abc')).toBeNull();
    expect(smsFamilyName('13800000001')).toBeNull();
    expect(smsFamilyName('Li Lei')).toBeNull();
    expect(smsFamilyName('.')).toBeNull();
    expect(smsFamilyName('')).toBeNull();
    expect(smsFamilyName('   ')).toBeNull();
    // A full-width digit or a CJK punctuation mark is no family name either.
    expect(smsFamilyName('\uff11\u3002')).toBeNull();
  });
});
