import { describe, expect, it } from 'vitest';
import { maskIdCard, maskPhone } from './masks';

describe('display masks', () => {
  it('shows the first 3 and last 4 digits of a phone', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('1380001')).toBe('1380001');
  });

  it('shows the first 4 and last 4 characters of an ID number, of any length', () => {
    expect(maskIdCard('33010619880307123X')).toBe('3301**********123X');
    expect(maskIdCard('330106880307123')).toBe('3301*******7123');
    expect(maskIdCard('E12345678')).toBe('E123*5678');
    expect(maskIdCard('E1234')).toBe('E1234');
  });
});
