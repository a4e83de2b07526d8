export const WECHAT_AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/**
 * WeChat's OAuth authorize URL. `redirectUri` is the entry page itself; `state` (the app
 * route to open after) comes back untouched beside the code. The query order and the
 * closing #wechat_redirect are what WeChat requires.
 */
export function wechatAuthorizeUrl(input: {
  appId: string;
  redirectUri: string;
  scope: string;
  state: string;
  authorizeUrl?: string | undefined;
}): string {
  const base = input.authorizeUrl || WECHAT_AUTHORIZE_URL;
  const query = [
    `appid=${encodeURIComponent(input.appId)}`,
    `redirect_uri=${encodeURIComponent(input.redirectUri)}`,
    'response_type=code',
    `scope=${encodeURIComponent(input.scope)}`,
    // WeChat keeps at most 128 bytes of state.
    `state=${encodeURIComponent(input.state.slice(0, 128))}`,
  ].join('&');
  return `${base}?${query}#wechat_redirect`;
}
