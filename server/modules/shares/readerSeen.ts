import type { DeviceApp, DeviceSystem } from '../../../src/contract/index.ts';

// What a share's access log keeps of a reader: a summary of the User-Agent and the address
// masked, never the header or the whole address. The same summary as the list of signed-in
// devices (auth/devices.ts), kept here in short until the auth module's face offers its
// own: a module reaches another only through its face.

const SYSTEMS: ReadonlyArray<readonly [RegExp, DeviceSystem]> = [
  [/HarmonyOS|OpenHarmony/i, 'harmony'],
  [/iPhone|iPod/, 'iphone'],
  [/iPad/, 'ipad'],
  [/Android/i, 'android'],
  [/Windows/, 'windows'],
  [/Macintosh|Mac OS X/, 'mac'],
  [/Linux|X11|CrOS/, 'linux'],
];

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

/** An IPv4 address without its last number, an IPv6 one with its first three groups. */
function maskAddress(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.*`;
  if (!ip.includes(':')) return '';
  const head = (ip.split('::')[0] ?? '').split(':').filter(Boolean).slice(0, 3);
  return head.length > 0 ? `${head.join(':').toLowerCase()}:*` : '*';
}

/** What the owner's list shows of one open. */
export function readerSeen(ip: string, userAgent: string | undefined) {
  const ua = (userAgent ?? '').slice(0, 512);
  return {
    place: maskAddress(ip),
    system: firstMatch(SYSTEMS, ua, 'other'),
    app: firstMatch(APPS, ua, 'other'),
  };
}
