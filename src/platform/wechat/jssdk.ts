import type wx from 'weixin-js-sdk';
import type { JsSdkSignature } from '@/contract';
import { wechatApi } from '@/platform/wechat/api';
import { isWeChat } from './detect';
import { signatureUrl } from './entryUrl';

export type JsApi = wx.ApiMethod;
type WxConfig = Parameters<typeof wx.config>[0];

/** The part of the SDK this module drives, so a test can hand in a fake. */
export interface WxSdk {
  config: (config: WxConfig) => void;
  ready: (fn: () => void) => void;
  error: (fn: (err: { errMsg: string }) => void) => void;
  openLocation?: (args: OpenLocationArgs & { infoUrl: string }) => void;
}

export interface OpenLocationArgs {
  latitude: number;
  longitude: number;
  name: string;
  address: string;
  scale: number;
}

// WeChat rejects a config with an empty jsApiList, and the open tags need a successful
// config too, so there is always something to ask for.
export const DEFAULT_JS_API_LIST: readonly JsApi[] = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'openLocation',
  'getLocation',
  'scanQRCode',
];

export interface JsSdkOptions {
  jsApiList?: readonly JsApi[];
  /** The browser's own by default. */
  ua?: string;
  href?: string;
}

export interface JsSdkDeps {
  wx?: WxSdk;
  fetchSignature?: (url: string) => Promise<JsSdkSignature>;
}

export class JsSdkConfigError extends Error {
  constructor(readonly errMsg: string) {
    super(`wx.config failed: ${errMsg}`);
    this.name = 'JsSdkConfigError';
  }
}

// A signature is only good for the URL it was made for: remember which one the SDK holds.
let lastSignedUrl: string | null = null;
let pending: { url: string; promise: Promise<true> } | null = null;

// Loaded on demand: the SDK hooks document-wide listeners as soon as it is evaluated, and
// browsers outside WeChat never need its bytes.
export async function loadWx(): Promise<WxSdk> {
  const { default: sdk } = await import('weixin-js-sdk');
  return sdk;
}

async function configure(url: string, jsApiList: JsApi[], deps: JsSdkDeps): Promise<true> {
  const fetchSignature = deps.fetchSignature ?? wechatApi.jssdkSignature;
  const [sdk, { appId, timestamp, nonceStr, signature }] = await Promise.all([
    deps.wx ?? loadWx(),
    fetchSignature(url),
  ]);
  await new Promise<void>((resolve, reject) => {
    sdk.config({
      debug: false,
      appId,
      timestamp,
      nonceStr,
      signature,
      jsApiList,
      openTagList: ['wx-open-launch-weapp', 'wx-open-subscribe'],
    });
    // On a failed config the SDK calls error and then ready: the first one settles. After
    // the first config the SDK runs ready at once, so a re-config's failure may come after
    // this resolved: forgetting the URL then makes the next call sign again.
    sdk.error((err) => {
      if (lastSignedUrl === url) lastSignedUrl = null;
      reject(new JsSdkConfigError(err.errMsg));
    });
    sdk.ready(resolve);
  });
  lastSignedUrl = url;
  return true;
}

/**
 * Signs the current page for the JS-SDK and configures it. Resolves to false outside
 * WeChat (nothing is loaded or asked), to true once wx.ready fires; rejects on wx.error.
 * Cheap to call again: it only re-configures once the URL to sign has changed.
 */
export function configureJsSdk(options: JsSdkOptions = {}, deps: JsSdkDeps = {}): Promise<boolean> {
  const ua = options.ua ?? navigator.userAgent;
  if (!isWeChat(ua)) return Promise.resolve(false);
  const url = signatureUrl(ua, options.href ?? location.href);
  if (url === lastSignedUrl) return Promise.resolve(true);
  if (pending?.url === url) return pending.promise;

  const jsApiList = options.jsApiList?.length ? [...options.jsApiList] : [...DEFAULT_JS_API_LIST];
  const promise = configure(url, jsApiList, deps).finally(() => {
    if (pending?.promise === promise) pending = null;
  });
  pending = { url, promise };
  return promise;
}

/**
 * Opens WeChat's own map at a place (GCJ-02). Resolves to false when it cannot (outside
 * WeChat, a failed config), so the caller can fall back to a map app's link.
 */
export async function openLocation(
  args: OpenLocationArgs,
  options: JsSdkOptions = {},
  deps: JsSdkDeps = {},
): Promise<boolean> {
  try {
    if (!(await configureJsSdk(options, deps))) return false;
  } catch {
    return false;
  }
  const sdk = deps.wx ?? (await loadWx());
  if (!sdk.openLocation) return false;
  sdk.openLocation({ ...args, infoUrl: '' });
  return true;
}
