// Reads the user agent only: WeChat gives a page no other reliable sign of itself before
// the JS-SDK is configured, and the SDK itself needs to know whether to be loaded at all.

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** WeChat's in-app browser, including a mini program's web-view. */
export function isWeChat(ua = currentUserAgent()): boolean {
  return /MicroMessenger/i.test(ua);
}

export function isIOS(ua = currentUserAgent()): boolean {
  return /iPhone|iPad|iPod/i.test(ua);
}

/** A web-view inside a mini program, where open tags such as wx-open-launch-weapp do not work. */
export function isWeChatMiniProgram(ua = currentUserAgent()): boolean {
  return /miniProgram/i.test(ua);
}

/**
 * A desktop browser (WeChat's desktop client included): a wide window, no phone or tablet in
 * the user agent. It gets the app in a phone-width frame with a QR code to go on by phone.
 * Never inside a frame, where the app is the phone.
 */
export function isDesktopVisitor(ua = currentUserAgent()): boolean {
  if (typeof window === 'undefined' || window.self !== window.top) return false;
  if (/Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(ua)) return false;
  // An iPad asks for the desktop site with a Mac's user agent: its touch points tell.
  if (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1) return false;
  return window.innerWidth >= 800;
}
