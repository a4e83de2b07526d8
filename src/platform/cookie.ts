const DAY_MS = 86_400_000;

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

/**
 * The attributes of every cookie the app and the entry pages write. Secure whenever the
 * page itself is on https, so the login record never crosses the network in the clear.
 * SameSite=Lax rather than Strict: the server reads no cookie (the token travels in the
 * Authorization header), so SameSite guards nothing here, and WebKit (WeChat on iOS) hides
 * Strict cookies from page script after a cross-site navigation, so a patient arriving from
 * a WeChat article or a partner's link would look logged out.
 */
export function cookieAttributes(expires: Date, https: boolean): string {
  return `; expires=${expires.toUTCString()}; path=/; SameSite=Lax${https ? '; Secure' : ''}`;
}

const onHttps = () => window.location.protocol === 'https:';

/** Writes a first-party cookie for `days`, readable by the app's script on every path. */
export function writeCookie(name: string, value: string, days: number) {
  const expires = new Date(Date.now() + days * DAY_MS);
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${cookieAttributes(expires, onHttps())}`;
}

export function deleteCookie(name: string) {
  document.cookie = `${encodeURIComponent(name)}=${cookieAttributes(new Date(0), onHttps())}`;
}
