import { isIOS, isWeChat } from './detect';

// iOS WeChat treats a single-page app as still being on the URL it first loaded: the
// JS-SDK signature must be for that URL, however far the hash router has moved since.
let entryUrl: string | null = null;

const withoutHash = (href: string) => href.split('#')[0] ?? href;

/** Call once at boot. Only the first call of a page load counts. */
export function recordEntryUrl(href = location.href): string {
  entryUrl ??= withoutHash(href);
  return entryUrl;
}

/** The URL the server must sign for wx.config on this device. */
export function signatureUrl(ua = navigator.userAgent, currentHref = location.href): string {
  if (entryUrl !== null && isWeChat(ua) && isIOS(ua)) return entryUrl;
  return withoutHash(currentHref);
}
