import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EntryUrl from './entryUrl';

const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 MicroMessenger/8.0.34.2340(0x2800225B) NetType/WIFI';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const ENTRY = 'https://h5.example.com/app/?hospid=12#/home';
const NOW = 'https://h5.example.com/app/?hospid=12#/packages/3?from=home';

// The entry URL lives for a page load: each test gets a fresh module.
let mod: typeof EntryUrl;
beforeEach(async () => {
  vi.resetModules();
  mod = await import('./entryUrl');
});

describe('recordEntryUrl', () => {
  it('keeps the first URL of the page load, without its hash', () => {
    expect(mod.recordEntryUrl(ENTRY)).toBe('https://h5.example.com/app/?hospid=12');
    expect(mod.recordEntryUrl('https://h5.example.com/other/')).toBe(
      'https://h5.example.com/app/?hospid=12',
    );
    expect(mod.signatureUrl(IOS_WECHAT, NOW)).toBe('https://h5.example.com/app/?hospid=12');
  });

  it('reads location.href by default', () => {
    expect(mod.recordEntryUrl()).toBe(location.href.split('#')[0]);
  });
});

describe('signatureUrl', () => {
  it('is the entry URL on iOS WeChat', () => {
    mod.recordEntryUrl('https://h5.example.com/app/?hospid=12&from=menu#/home');
    expect(mod.signatureUrl(IOS_WECHAT, 'https://h5.example.com/app/?hospid=99#/report')).toBe(
      'https://h5.example.com/app/?hospid=12&from=menu',
    );
  });

  it('is the current URL without its hash on Android WeChat and outside WeChat', () => {
    mod.recordEntryUrl(ENTRY);
    const current = 'https://h5.example.com/app/?hospid=99#/report';
    expect(mod.signatureUrl(ANDROID_WECHAT, current)).toBe('https://h5.example.com/app/?hospid=99');
    expect(mod.signatureUrl(SAFARI_IOS, current)).toBe('https://h5.example.com/app/?hospid=99');
  });

  it('falls back to the current URL on iOS WeChat when nothing was recorded', () => {
    expect(mod.signatureUrl(IOS_WECHAT, NOW)).toBe('https://h5.example.com/app/?hospid=12');
  });
});
