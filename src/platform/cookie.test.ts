import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieAttributes, deleteCookie, readCookie, writeCookie } from './cookie';

// Issue 28, item 3: the login cookie is Secure on https and SameSite, on every path.
const DAY_MS = 86_400_000;

/** What the page hands document.cookie, the attributes included (the jar keeps none of them). */
function writesOf(run: () => void): string[] {
  const writes: string[] = [];
  const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    real.set!.call(document, value);
  });
  run();
  spy.mockRestore();
  return writes;
}

afterEach(() => deleteCookie('c'));

describe('cookieAttributes', () => {
  const expires = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));

  it('is Secure on https, SameSite=Lax and on every path', () => {
    expect(cookieAttributes(expires, true)).toBe(
      '; expires=Wed, 02 Jan 2030 03:04:05 GMT; path=/; SameSite=Lax; Secure',
    );
  });

  it('leaves Secure out on http, where the browser would drop a Secure cookie', () => {
    expect(cookieAttributes(expires, false)).toBe(
      '; expires=Wed, 02 Jan 2030 03:04:05 GMT; path=/; SameSite=Lax',
    );
  });
});

describe('writeCookie and deleteCookie on this (http) page', () => {
  it('writes the value with SameSite=Lax, for the days asked, and reads it back', () => {
    const [written] = writesOf(() => writeCookie('c', '{"a":1}', 30));
    expect(written).toMatch(/^c=%7B%22a%22%3A1%7D; expires=[^;]+; path=\/; SameSite=Lax$/);
    const expires = Date.parse(/expires=([^;]+)/.exec(written!)![1]!);
    expect(Math.abs(expires - (Date.now() + 30 * DAY_MS))).toBeLessThan(2000);
    expect(readCookie('c')).toBe('{"a":1}');
  });

  it('deletes with the same attributes, so the cookie it wrote is the one that goes', () => {
    writeCookie('c', 'x', 1);
    const [written] = writesOf(() => deleteCookie('c'));
    expect(written).toBe('c=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax');
    expect(readCookie('c')).toBeNull();
  });
});
