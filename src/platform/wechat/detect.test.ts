import { afterEach, describe, expect, it, vi } from 'vitest';
import { isIOS, isWeChat, isWeChatMiniProgram } from './detect';

// Copied from real devices.
const WECHAT_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN';
const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; M2012K11AC Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5061 MMWEBSDK/20230303 MMWEBID/1290 MicroMessenger/8.0.34.2340(0x2800225B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const WECHAT_MINI_PROGRAM =
  'Mozilla/5.0 (Linux; Android 12; SM-G9910 Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5061 MMWEBSDK/20230303 MMWEBID/6553 MicroMessenger/8.0.34.2340(0x2800225B) WeChat/arm64 Weixin NetType/4G Language/zh_CN ABI/arm64 miniProgram/wx1234567890abcdef';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isWeChat', () => {
  it('is true in WeChat on iOS and Android, and in a mini program web-view', () => {
    expect(isWeChat(WECHAT_IOS)).toBe(true);
    expect(isWeChat(WECHAT_ANDROID)).toBe(true);
    expect(isWeChat(WECHAT_MINI_PROGRAM)).toBe(true);
  });

  it('is false in an ordinary browser', () => {
    expect(isWeChat(CHROME_ANDROID)).toBe(false);
    expect(isWeChat(SAFARI_IOS)).toBe(false);
  });

  it('ignores case', () => {
    expect(isWeChat('Mozilla/5.0 micromessenger/8.0.1')).toBe(true);
  });

  it('reads navigator.userAgent by default', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_ANDROID);
    expect(isWeChat()).toBe(true);
  });
});

describe('isIOS', () => {
  it('tells iOS from Android', () => {
    expect(isIOS(WECHAT_IOS)).toBe(true);
    expect(isIOS(SAFARI_IOS)).toBe(true);
    expect(isIOS(WECHAT_ANDROID)).toBe(false);
    expect(isIOS(CHROME_ANDROID)).toBe(false);
  });
});

describe('isWeChatMiniProgram', () => {
  it('is true only in a mini program web-view', () => {
    expect(isWeChatMiniProgram(WECHAT_MINI_PROGRAM)).toBe(true);
    expect(isWeChatMiniProgram(WECHAT_IOS)).toBe(false);
    expect(isWeChatMiniProgram(CHROME_ANDROID)).toBe(false);
  });
});
