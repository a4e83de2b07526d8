import { describe, expect, it } from 'vitest';
import { cateOf } from './paging';

describe('article tabs', () => {
  it("asks for each tab's cate", () => {
    expect(cateOf('news')).toBe('1');
    expect(cateOf('hot')).toBe('hot');
  });
});
