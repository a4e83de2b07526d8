import { describe, expect, it } from 'vitest';
import { WECHAT_AUTHORIZE_URL, wechatAuthorizeUrl } from './oauthUrl';

describe('wechatAuthorizeUrl', () => {
  it('builds WeChat authorize URL in the order WeChat requires, ending with #wechat_redirect', () => {
    const url = wechatAuthorizeUrl({
      appId: 'wx123',
      redirectUri: 'https://h5.example.cn/landing/wechat.html?hospid=1',
      scope: 'snsapi_base',
      state: 'orderlist',
    });
    expect(url).toBe(
      `${WECHAT_AUTHORIZE_URL}?appid=wx123&redirect_uri=https%3A%2F%2Fh5.example.cn%2Flanding%2Fwechat.html%3Fhospid%3D1&response_type=code&scope=snsapi_base&state=orderlist#wechat_redirect`,
    );
  });

  it('uses a configured authorize endpoint and keeps state within 128 characters', () => {
    const url = wechatAuthorizeUrl({
      appId: 'a',
      redirectUri: 'r',
      scope: 's',
      state: 'x'.repeat(300),
      authorizeUrl: '/sim/wechat/authorize',
    });
    expect(url.startsWith('/sim/wechat/authorize?appid=a&')).toBe(true);
    expect(new URL(url, 'http://h').searchParams.get('state')).toHaveLength(128);
  });
});
