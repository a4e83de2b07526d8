import { describe, it, expect } from 'vitest';
import { parseHospId, resolveHospId, withHospId } from './hospid';

describe('parseHospId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('accepts the positive integer string %j', (raw, expected) => {
    expect(parseHospId(raw)).toBe(expected);
  });

  it.each([
    '0',
    '-1',
    '1.5',
    'abc',
    '',
    '01',
    '2147483648',
    '9999999999',
    '12345678901',
    '1e3',
    '0x10',
    '+5',
    '5a',
    ' ',
  ])('rejects %j', (raw) => {
    expect(parseHospId(raw)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(parseHospId(null)).toBeNull();
    expect(parseHospId(undefined)).toBeNull();
  });
});

describe('resolveHospId', () => {
  it('prefers the query', () => {
    expect(resolveHospId({ query: '5', previous: 6, stored: '7' })).toEqual({
      hospId: 5,
      source: 'query',
    });
  });

  it('falls back to the previous value when the query is missing or invalid', () => {
    expect(resolveHospId({ query: null, previous: 6, stored: '7' })).toEqual({
      hospId: 6,
      source: 'previous',
    });
    expect(resolveHospId({ query: 'abc', previous: 6, stored: '7' })).toEqual({
      hospId: 6,
      source: 'previous',
    });
  });

  it('falls back to the stored value when query and previous are missing', () => {
    expect(resolveHospId({ query: undefined, previous: null, stored: '7' })).toEqual({
      hospId: 7,
      source: 'stored',
    });
    expect(resolveHospId({ query: '0', previous: 0, stored: '7' })).toEqual({
      hospId: 7,
      source: 'stored',
    });
    expect(resolveHospId({ query: '', previous: -3, stored: '7' })).toEqual({
      hospId: 7,
      source: 'stored',
    });
  });

  it('returns null when none is usable', () => {
    expect(resolveHospId({ query: null, previous: null, stored: null })).toBeNull();
    expect(resolveHospId({ query: undefined, previous: undefined, stored: undefined })).toBeNull();
    expect(resolveHospId({ query: '-1', previous: 0, stored: '01' })).toBeNull();
  });
});

describe('withHospId', () => {
  it('adds hospid to a route without a query', () => {
    expect(withHospId('/packageList', 5)).toBe('/packageList?hospid=5');
  });

  it('overrides an existing hospid', () => {
    expect(withHospId('/packageList?hospid=3', 5)).toBe('/packageList?hospid=5');
  });

  it('keeps the other query params and their order', () => {
    expect(withHospId('/orderlist?a=1&hospid=3&b=two', 9)).toBe('/orderlist?a=1&hospid=9&b=two');
    expect(withHospId('/orderlist?a=1&b=2', 9)).toBe('/orderlist?a=1&b=2&hospid=9');
  });

  it('keeps a single hospid when the query had it twice', () => {
    const out = withHospId('/x?hospid=1&hospid=2', 4);
    expect(new URLSearchParams(out.split('?')[1]).getAll('hospid')).toEqual(['4']);
  });

  it('handles an empty query after the question mark', () => {
    expect(withHospId('/about?', 2)).toBe('/about?hospid=2');
  });
});

describe('resolveHospId: a broken previous value', () => {
  it('skips a previous hospid that is not a whole number', () => {
    expect(resolveHospId({ query: null, previous: 1.5, stored: '4' })).toEqual({
      hospId: 4,
      source: 'stored',
    });
    expect(resolveHospId({ query: null, previous: Infinity, stored: null })).toBeNull();
  });
});
