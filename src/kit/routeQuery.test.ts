import { describe, expect, it } from 'vitest';
import { flag, list, oneOf, positiveInt, text, writeQuery } from './routeQuery';
import { parseQuery } from './useRouteQuery';

describe('parsers', () => {
  it('positiveInt reads a positive integer that fits an int column, nothing else', () => {
    expect(positiveInt('7')).toBe(7);
    expect(positiveInt('2147483647')).toBe(2147483647);
    for (const raw of ['0', '-3', '1.5', '1e3', 'x', '12abc', '2147483648', '99999999999', ''])
      expect(positiveInt(raw), raw).toBeUndefined();
  });

  it('text reads a non-blank string, trimmed', () => {
    expect(text(' A12 ')).toBe('A12');
    expect(text('   ')).toBeUndefined();
  });

  it('oneOf reads only its own values, numbers as numbers', () => {
    const tab = oneOf('hot', 'news');
    expect(tab('news')).toBe('news');
    expect(tab('drop')).toBeUndefined();
    expect(oneOf(1, 2)('2')).toBe(2);
    expect(oneOf(1, 2)('3')).toBeUndefined();
  });

  it('flag reads 1/true and 0/false', () => {
    expect(flag('1')).toBe(true);
    expect(flag('true')).toBe(true);
    expect(flag('0')).toBe(false);
    expect(flag('false')).toBe(false);
    expect(flag('yes')).toBeUndefined();
  });

  it('list keeps the items its parser reads and is undefined without any', () => {
    expect(list(positiveInt)('3, 4 ,x,,12')).toEqual([3, 4, 12]);
    expect(list(text)(' , ,')).toBeUndefined();
  });
});

describe('parseQuery', () => {
  const spec = { id: positiveInt, reportKey: text, tab: oneOf('a', 'b') };

  it('reads the names of the spec and leaves the rest out', () => {
    expect(parseQuery(spec, '?id=5&reportKey=k1&tab=b&hospid=2')).toEqual({
      id: 5,
      reportKey: 'k1',
      tab: 'b',
    });
  });

  it('reads a missing, blank or invalid value as absent, never as NaN', () => {
    const values = parseQuery(spec, 'id=abc&reportKey=%20&tab=c');
    expect(values).toEqual({});
    expect(Object.values(parseQuery(spec, 'id=')).some(Number.isNaN)).toBe(false);
  });

  it('matches a name in another case when the exact one is absent', () => {
    expect(parseQuery(spec, 'reportkey=low&ID=9')).toEqual({ reportKey: 'low', id: 9 });
    expect(parseQuery(spec, 'reportkey=low&reportKey=exact')).toEqual({ reportKey: 'exact' });
  });

  it('reads nothing for a route without a query', () => {
    expect(parseQuery(undefined, 'id=1')).toEqual({});
  });
});

describe('writeQuery', () => {
  it('writes values as the parsers read them back and removes the empty ones', () => {
    const params = new URLSearchParams('hospid=1&tab=old&sort=x');
    writeQuery(params, { tab: 'new', sort: null, flagged: true, off: false, ids: [3, 4], no: [] });
    expect(params.toString()).toBe('hospid=1&tab=new&flagged=1&off=0&ids=3%2C4');
    const back = parseQuery(
      { flagged: flag, off: flag, ids: list(positiveInt) },
      params.toString(),
    );
    expect(back).toEqual({ flagged: true, off: false, ids: [3, 4] });
  });
});
