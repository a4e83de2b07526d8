import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JsSdkSignature } from '@/contract';
import type * as EntryUrl from './entryUrl';
import type * as JsSdk from './jssdk';
import type { WxSdk } from './jssdk';

const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 MicroMessenger/8.0.34.2340(0x2800225B) NetType/WIFI';
const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN';
const CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const SIGNATURE: JsSdkSignature = {
  appId: 'wx0123456789abcdef',
  timestamp: 1_700_000_000,
  nonceStr: 'a1b2c3d4',
  signature: 'f00dfeed',
};

/** Answers like WeChat would: ready after a good config, error and then ready after a bad one. */
function fakeWx(outcome: 'ok' | 'fail' = 'ok') {
  let onError: ((err: { errMsg: string }) => void) | undefined;
  const sdk = {
    config: vi.fn<WxSdk['config']>(),
    error: vi.fn<WxSdk['error']>((fn) => {
      onError = fn;
    }),
    ready: vi.fn<WxSdk['ready']>((fn) => {
      queueMicrotask(() => {
        if (outcome === 'fail') onError?.({ errMsg: 'config:invalid signature' });
        fn();
      });
    }),
  };
  return sdk;
}

// The last signed URL lives for a page load: each test gets a fresh module.
let jssdk: typeof JsSdk;
let entry: typeof EntryUrl;
beforeEach(async () => {
  vi.resetModules();
  jssdk = await import('./jssdk');
  entry = await import('./entryUrl');
});

const fetchSignature = () => vi.fn((_url: string) => Promise.resolve(SIGNATURE));

/** The JS-SDK configured at each page the app goes to, in this browser, with fakes to inspect. */
function navigating(ua: string) {
  const wx = fakeWx();
  const fetch = fetchSignature();
  const at = (href: string) => jssdk.configureJsSdk({ ua, href }, { wx, fetchSignature: fetch });
  return { wx, fetch, at };
}
describe('configureJsSdk', () => {
  it('does nothing outside WeChat', async () => {
    const wx = fakeWx();
    const fetch = fetchSignature();
    await expect(jssdk.configureJsSdk({ ua: CHROME }, { wx, fetchSignature: fetch })).resolves.toBe(
      false,
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(wx.config).not.toHaveBeenCalled();
  });

  it('signs the URL without its hash and configures the SDK with the default API list', async () => {
    const wx = fakeWx();
    const fetch = fetchSignature();
    const result = jssdk.configureJsSdk(
      { ua: ANDROID_WECHAT, href: 'https://h5.example.com/app/?hospid=12#/report?id=3' },
      { wx, fetchSignature: fetch },
    );
    await expect(result).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledExactlyOnceWith('https://h5.example.com/app/?hospid=12');
    expect(wx.config).toHaveBeenCalledExactlyOnceWith({
      debug: false,
      appId: 'wx0123456789abcdef',
      timestamp: 1_700_000_000,
      nonceStr: 'a1b2c3d4',
      signature: 'f00dfeed',
      jsApiList: [
        'updateAppMessageShareData',
        'updateTimelineShareData',
        'openLocation',
        'getLocation',
        'scanQRCode',
      ],
      openTagList: ['wx-open-launch-weapp', 'wx-open-subscribe'],
    });
  });

  it('passes a given API list, and never an empty one', async () => {
    const wx = fakeWx();
    const deps = { wx, fetchSignature: fetchSignature() };
    await jssdk.configureJsSdk(
      { ua: ANDROID_WECHAT, href: 'https://h5.example.com/a', jsApiList: ['scanQRCode'] },
      deps,
    );
    await jssdk.configureJsSdk(
      { ua: ANDROID_WECHAT, href: 'https://h5.example.com/b', jsApiList: [] },
      deps,
    );
    expect(wx.config.mock.calls.map(([c]) => c.jsApiList)).toEqual([
      ['scanQRCode'],
      [...jssdk.DEFAULT_JS_API_LIST],
    ]);
  });

  it('rejects on wx.error, and tries again on the next call', async () => {
    const deps = { wx: fakeWx('fail'), fetchSignature: fetchSignature() };
    const options = { ua: ANDROID_WECHAT, href: 'https://h5.example.com/app/' };
    await expect(jssdk.configureJsSdk(options, deps)).rejects.toMatchObject({
      name: 'JsSdkConfigError',
      errMsg: 'config:invalid signature',
    });
    const good = { wx: fakeWx(), fetchSignature: fetchSignature() };
    await expect(jssdk.configureJsSdk(options, good)).resolves.toBe(true);
    expect(good.wx.config).toHaveBeenCalledOnce();
  });

  it('re-configures only when the URL to sign has changed', async () => {
    const { wx, fetch, at } = navigating(ANDROID_WECHAT);
    await at('https://h5.example.com/app/?hospid=12#/home');
    await at('https://h5.example.com/app/?hospid=12#/packages');
    await at('https://h5.example.com/app/?hospid=13#/home');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://h5.example.com/app/?hospid=12',
      'https://h5.example.com/app/?hospid=13',
    ]);
    expect(wx.config).toHaveBeenCalledTimes(2);
  });

  it('keeps signing the entry URL on iOS WeChat', async () => {
    entry.recordEntryUrl('https://h5.example.com/app/?hospid=12#/home');
    const { wx, fetch, at } = navigating(IOS_WECHAT);
    await at('https://h5.example.com/app/?hospid=12#/home');
    await at('https://h5.example.com/app/?hospid=13#/report');
    expect(fetch).toHaveBeenCalledExactlyOnceWith('https://h5.example.com/app/?hospid=12');
    expect(wx.config).toHaveBeenCalledOnce();
  });

  it('shares one config between calls made while it is under way', async () => {
    const wx = fakeWx();
    const deps = { wx, fetchSignature: fetchSignature() };
    const options = { ua: ANDROID_WECHAT, href: 'https://h5.example.com/app/' };
    const results = await Promise.all([
      jssdk.configureJsSdk(options, deps),
      jssdk.configureJsSdk(options, deps),
    ]);
    expect(results).toEqual([true, true]);
    expect(wx.config).toHaveBeenCalledOnce();
  });

  it('asks the server through the project client when no fetch is given', async () => {
    const api = await import('@/platform/wechat/api');
    const spy = vi.spyOn(api.wechatApi, 'jssdkSignature').mockResolvedValue(SIGNATURE);
    await jssdk.configureJsSdk(
      { ua: ANDROID_WECHAT, href: 'https://h5.example.com/app/?a=1&b=2#/x' },
      { wx: fakeWx() },
    );
    expect(spy).toHaveBeenCalledExactlyOnceWith('https://h5.example.com/app/?a=1&b=2');
  });
});

describe('openLocation', () => {
  const place = { latitude: 30.2084, longitude: 120.2108, name: 'A', address: 'B', scale: 16 };
  const withMap = (outcome: 'ok' | 'fail' = 'ok') => ({
    ...fakeWx(outcome),
    openLocation: vi.fn<NonNullable<WxSdk['openLocation']>>(),
  });

  it("opens WeChat's map once the SDK is configured", async () => {
    const wx = withMap();
    const opened = await jssdk.openLocation(
      place,
      { ua: ANDROID_WECHAT, href: 'https://h5.example.com/' },
      { wx, fetchSignature: fetchSignature() },
    );
    expect(opened).toBe(true);
    expect(wx.openLocation).toHaveBeenCalledExactlyOnceWith({ ...place, infoUrl: '' });
  });

  it('says it could not outside WeChat or after a failed config', async () => {
    const outside = withMap();
    expect(await jssdk.openLocation(place, { ua: CHROME }, { wx: outside })).toBe(false);
    const failing = withMap('fail');
    const deps = { wx: failing, fetchSignature: fetchSignature() };
    expect(await jssdk.openLocation(place, { ua: ANDROID_WECHAT, href: 'https://h/' }, deps)).toBe(
      false,
    );
    expect(outside.openLocation).not.toHaveBeenCalled();
    expect(failing.openLocation).not.toHaveBeenCalled();
  });
});

describe('weixin-js-sdk', () => {
  it('gives the wx object as its default export', async () => {
    const { default: sdk } = await import('weixin-js-sdk');
    expect(typeof sdk.config).toBe('function');
    expect(typeof sdk.ready).toBe('function');
    expect(typeof sdk.error).toBe('function');
  });
});
