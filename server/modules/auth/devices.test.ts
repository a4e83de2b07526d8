import { describe, expect, it } from 'vitest';
import { maskAddress, summariseUserAgent } from './devices.ts';

describe('summariseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
      { system: 'iphone', app: 'wechat' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; V2218A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI',
      { system: 'android', app: 'wechat' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
      { system: 'harmony', app: 'other' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      { system: 'ipad', app: 'safari' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
      { system: 'iphone', app: 'chrome' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
      { system: 'windows', app: 'edge' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      { system: 'mac', app: 'safari' },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
      { system: 'linux', app: 'firefox' },
    ],
    ['curl/8.5.0', { system: 'other', app: 'other' }],
  ])('%s', (userAgent, expected) => {
    expect(summariseUserAgent(userAgent)).toEqual(expected);
  });

  it('answers other for a client that sends no User-Agent', () => {
    expect(summariseUserAgent(undefined)).toEqual({ system: 'other', app: 'other' });
  });
});

describe('maskAddress', () => {
  it('keeps the first three numbers of an IPv4 address, also when written as IPv6', () => {
    expect(maskAddress('203.0.113.57')).toBe('203.0.113.*');
    expect(maskAddress('::ffff:198.51.100.7')).toBe('198.51.100.*');
  });

  it("keeps an IPv6 address's first three groups", () => {
    expect(maskAddress('2001:DB8:85A3:8D3:1319:8A2E:370:7348')).toBe('2001:db8:85a3:*');
    expect(maskAddress('2001:db8::1')).toBe('2001:db8:*');
    expect(maskAddress('::1')).toBe('*');
  });

  it('answers nothing for what is not an address', () => {
    expect(maskAddress('')).toBe('');
    expect(maskAddress('unknown')).toBe('');
  });
});
