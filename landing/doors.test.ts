import { describe, expect, it } from 'vitest';
import { fallbackRoute } from './doors';

// Issue 11, item 5: an unexpected failure at a door once sent every hospital's patients
// to branch 1's home.
describe('fallbackRoute', () => {
  it("goes to the home of the link's own branch", () => {
    expect(fallbackRoute('?hospid=7&code=x')).toBe('/?hospid=7');
    expect(fallbackRoute('?hospid=2')).toBe('/?hospid=2');
  });

  it('goes to the error page when the link names no branch', () => {
    expect(fallbackRoute('?code=x')).toBe('/error');
    expect(fallbackRoute('?hospid=abc')).toBe('/error');
  });
});
