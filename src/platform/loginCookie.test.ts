// @vitest-environment-options { "url": "https://tijian.example.com/landing/wechat.html" }
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_COOKIE, readLoginCookie, writeLoginCookie } from './loginCookie';

// Issue 28, item 3: served over https (as in production, and on the entry pages of landing/,
// which write it with the same function), the login cookie is Secure and SameSite=Lax.
const user = { id: 7, name: 'Zhang', mobile: '13800000001', token: 'tok-123' };

function lastWrite(run: () => void): string {
  const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  let written = '';
  const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written = value;
    real.set!.call(document, value);
  });
  run();
  spy.mockRestore();
  return written;
}

describe('the login cookie on an https page', () => {
  it('is written Secure, SameSite=Lax, on every path, for 30 days', () => {
    expect(window.location.protocol).toBe('https:');
    const written = lastWrite(() => writeLoginCookie(user));
    expect(written.startsWith(`${LOGIN_COOKIE}=`)).toBe(true);
    expect(written.split('; ').slice(2)).toEqual(['path=/', 'SameSite=Lax', 'Secure']);
    const expires = Date.parse(/expires=([^;]+)/.exec(written)![1]!);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(30);
    // Readable by the app's own script: the token goes in the Authorization header.
    expect(readLoginCookie()).toEqual(user);
  });

  it('is cleared with the same attributes at logout', () => {
    writeLoginCookie(user);
    const written = lastWrite(() => writeLoginCookie(null));
    expect(written).toBe(
      `${LOGIN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax; Secure`,
    );
    expect(readLoginCookie()).toBeNull();
  });
});
