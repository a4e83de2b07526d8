import { describe, expect, it } from 'vitest';
import { centrePhone, telHref } from './centrePhone';

const phones = (...numbers: string[]) => numbers.map((n, i) => ({ name: `p${i}`, phoneNumber: n }));

describe('centrePhone', () => {
  it('takes the primary phone first, then the general one, then the first named one', () => {
    expect(centrePhone({ primaryPhone: '0571-1', phone: '0571-2', phones: phones('3') })).toBe(
      '0571-1',
    );
    expect(centrePhone({ primaryPhone: ' ', phone: '0571-2', phones: phones('3') })).toBe('0571-2');
    expect(centrePhone({ primaryPhone: '', phone: '', phones: phones('', '0571-3') })).toBe(
      '0571-3',
    );
  });
  it('is empty when the branch lists no phone', () => {
    expect(centrePhone({ primaryPhone: '', phone: '', phones: [] })).toBe('');
  });
});

describe('telHref', () => {
  it('keeps only what a dialler takes', () => {
    expect(telHref('0571-8888 6666')).toBe('tel:057188886666');
    expect(telHref('+86 571 8888')).toBe('tel:+865718888');
  });
});
