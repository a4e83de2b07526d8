import type wx from 'weixin-js-sdk';
import { configureJsSdk, type JsSdkDeps, type JsSdkOptions, type WxSdk } from './jssdk';

/** What a friend or the moments feed shows of a shared page. */
export interface ShareCard {
  title: string;
  desc: string;
  /** Absolute, on the signed domain: WeChat refuses a link elsewhere. */
  link: string;
  /** Absolute; WeChat shows its own icon when it cannot load it. */
  imgUrl: string;
}

type Share<K extends 'updateAppMessageShareData' | 'updateTimelineShareData'> = (
  params: Parameters<(typeof wx)[K]>[0],
) => void;

/** The part of the SDK sharing drives, so a test can hand in a fake. */
export interface ShareSdk extends WxSdk {
  updateAppMessageShareData: Share<'updateAppMessageShareData'>;
  updateTimelineShareData: Share<'updateTimelineShareData'>;
}

/**
 * Sets what WeChat's own share menu sends for this page (to a friend: title, description,
 * picture; to moments: title and picture). Outside WeChat it does nothing and answers false.
 */
export async function shareOnWeChat(
  card: ShareCard,
  options: JsSdkOptions = {},
  deps: Omit<JsSdkDeps, 'wx'> & { wx?: ShareSdk } = {},
): Promise<boolean> {
  if (!(await configureJsSdk(options, deps))) return false;
  const sdk: ShareSdk = deps.wx ?? (await import('weixin-js-sdk')).default;
  const done = () => undefined;
  sdk.updateAppMessageShareData({ ...card, success: done });
  sdk.updateTimelineShareData({
    title: card.title,
    link: card.link,
    imgUrl: card.imgUrl,
    success: done,
  });
  return true;
}
