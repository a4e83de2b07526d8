import { describe, it, expect } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it.each([
    [299, '299.00'],
    [0, '0.00'],
    [0.1 + 0.2, '0.30'],
    [12.5, '12.50'],
    [1.239, '1.24'],
    [-3, '-3.00'],
    ['12.5', '12.50'],
    ['299', '299.00'],
    [' 7 ', '7.00'],
  ])('%j -> %j', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it.each([null, undefined, NaN, 'abc', Infinity, -Infinity, '12,5'])('%j -> 0.00', (amount) => {
    expect(formatPrice(amount)).toBe('0.00');
  });
});
