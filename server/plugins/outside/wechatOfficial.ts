import { WeChatDown, type WeChatGateway } from './wechat.ts';
import { weChatApi, WeChatRefused, type WeChatApiOptions } from './wechatApi.ts';

/** WeChat's answers to a code it does not take: invalid (40029), used (40163), missing (41008). */
const CODE_REFUSED = new Set([40029, 40163, 41008]);

/**
 * The official account through WeChat's own API: the web authorization's code exchange
 * (sns/oauth2/access_token) and the JS-SDK ticket (cgi-bin/ticket/getticket), kept in the
 * token store like the access token it is asked with.
 */
export function officialWeChat(options: WeChatApiOptions): WeChatGateway {
  const api = weChatApi(options);
  const { tokens } = options;
  const issueTicket = async (token: string) =>
    api.issued(
      await api.ask('/cgi-bin/ticket/getticket', { query: { access_token: token, type: 'jsapi' } }),
      'ticket',
    );

  return {
    appId: api.appId,
    async exchangeCode(_q, code) {
      try {
        const answer = await api.ask('/sns/oauth2/access_token', {
          query: { appid: api.appId, secret: api.secret, code, grant_type: 'authorization_code' },
        });
        // A visitor of the page's snapshot (朋友圈 preview) gets a virtual OpenID of no one.
        if (answer.is_snapshotuser === 1) return null;
        const openId = answer.openid;
        if (typeof openId !== 'string' || openId === '')
          throw new WeChatDown('code answer without openid');
        return openId;
      } catch (err) {
        if (err instanceof WeChatRefused && CODE_REFUSED.has(err.errcode)) return null;
        throw err;
      }
    },
    async jsapiTicket() {
      return (
        (await tokens.peek('jsapi_ticket')) ??
        api.withToken((token) => tokens.renew('jsapi_ticket', () => issueTicket(token)))
      );
    },
  };
}
