import { describe, expect, it } from 'vitest';
import { typesetUnit } from './units';

describe('typesetUnit', () => {
  it('raises the power of ten of a cell count', () => {
    expect(typesetUnit('10^9/L')).toBe('10\u2079/L');
    expect(typesetUnit('10^12/L')).toBe('10\u00b9\u00b2/L');
  });

  it('writes the multiplication sign before a power of ten', () => {
    expect(typesetUnit('x10^9/L')).toBe('\u00d710\u2079/L');
    expect(typesetUnit('*10^9/L')).toBe('\u00d710\u2079/L');
  });

  it('raises negative powers and the full-width caret', () => {
    expect(typesetUnit('kg/m^2')).toBe('kg/m\u00b2');
    expect(typesetUnit('10^-3')).toBe('10\u207b\u00b3');
    expect(typesetUnit('10\uFF3E9/L')).toBe('10\u2079/L');
  });

  it('leaves a unit without a power as it is, and nothing as nothing', () => {
    expect(typesetUnit('mmol/L')).toBe('mmol/L');
    expect(typesetUnit('\u03bcmol/L')).toBe('\u03bcmol/L');
    expect(typesetUnit('mmHg')).toBe('mmHg');
    expect(typesetUnit('')).toBe('');
    expect(typesetUnit(null)).toBe('');
    expect(typesetUnit(undefined)).toBe('');
  });
});
