import type { DeviceApp, DeviceSystem } from '../../../src/contract/index.ts';

// What the list of signed-in devices keeps of a request: a summary of its User-Agent and
// its address masked as the list shows it. Neither the header nor the full address is
// stored (issue 28: store nothing no one asked for).

/** The first rule that matches names the system; order matters (an iPhone says "Mac OS X"). */
const SYSTEMS: ReadonlyArray<readonly [RegExp, DeviceSystem]> = [
  [/HarmonyOS|OpenHarmony/i, 'harmony'],
  [/iPhone|iPod/, 'iphone'],
  [/iPad/, 'ipad'],
  [/Android/i, 'android'],
  [/Windows/, 'windows'],
  [/Macintosh|Mac OS X/, 'mac'],
  [/Linux|X11|CrOS/, 'linux'],
];

/**
 * The app, first match: WeChat and the others wrap a browser engine whose name they also
 * carry; the browsers of phone makers and other shells say "Chrome" but are not it.
 */
const APPS: ReadonlyArray<readonly [RegExp, DeviceApp]> = [
  [/MicroMessenger/i, 'wechat'],
  [/AlipayClient/i, 'alipay'],
  [/\bQQ\/|QQBrowser/i, 'qq'],
  [/UCBrowser|Quark|HuaweiBrowser|MiuiBrowser|baiduboxapp|VivoBrowser|HeyTapBrowser/i, 'other'],
  [/\bEdg(e|A|iOS)?\//, 'edge'],
  [/Firefox\/|FxiOS\//, 'firefox'],
  [/Chrome\/|CriOS\//, 'chrome'],
  [/Safari\//, 'safari'],
];

const firstMatch = <T>(rules: ReadonlyArray<readonly [RegExp, T]>, text: string, none: T) =>
  rules.find(([pattern]) => pattern.test(text))?.[1] ?? none;

export function summariseUserAgent(userAgent: string | undefined): {
  system: DeviceSystem;
  app: DeviceApp;
} {
  const ua = (userAgent ?? '').slice(0, 512);
  return { system: firstMatch(SYSTEMS, ua, 'other'), app: firstMatch(APPS, ua, 'other') };
}

/**
 * An address as the list shows it: an IPv4 address without its last number, an IPv6 one
 * with its first three groups (the site's /48). Enough for a patient to tell home from
 * elsewhere, not enough to find a household.
 */
export function maskAddress(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.*`;
  if (!ip.includes(':')) return '';
  const head = (ip.split('::')[0] ?? '').split(':').filter(Boolean).slice(0, 3);
  return head.length > 0 ? `${head.join(':').toLowerCase()}:*` : '*';
}
