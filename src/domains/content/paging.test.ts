import { describe, expect, it } from 'vitest';
import { atEnd, cateOf, nextOffset, pageOffsets } from './paging';

describe('article paging', () => {
  it('asks ten more at a time until the total is reached', () => {
    expect(nextOffset(1, 38)).toBe(10);
    expect(nextOffset(3, 38)).toBe(30);
    expect(nextOffset(4, 38)).toBeNull();
    expect(nextOffset(2, 20)).toBeNull();
    expect(nextOffset(1, 10)).toBeNull();
    expect(nextOffset(1, 0)).toBeNull();
    expect(nextOffset(1, undefined)).toBeNull();
  });

  it('shows the end line only when everything is in and the list is not empty', () => {
    expect(atEnd(4, 38)).toBe(true);
    expect(atEnd(3, 38)).toBe(false);
    expect(atEnd(1, 0)).toBe(false);
    expect(atEnd(1, undefined)).toBe(false);
    expect(atEnd(1, 7)).toBe(true);
  });

  it('lists the offsets of the pages shown, at least the first', () => {
    expect(pageOffsets(0)).toEqual([0]);
    expect(pageOffsets(3)).toEqual([0, 10, 20]);
  });

  it("asks for each tab's cate", () => {
    expect(cateOf('news')).toBe('1');
    expect(cateOf('hot')).toBe('hot');
  });
});
