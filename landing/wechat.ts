import { wxAuth } from '../src/contract/calls/wechat';
import { parseHospId } from '../src/domains/hospital/hospid';
import { wechatAuthorizeUrl } from '../src/platform/wechat/oauthUrl';
import { doorTarget } from '../src/domains/session/ssoDoors';
import { readOpenIdCookie, writeLoginCookie, writeOpenIdCookie } from '../src/platform/loginCookie';
import { runtimeConfig } from '../src/platform/runtimeConfig';
import { isWeChat } from '../src/platform/wechat/detect';
import { call } from './http';
import { enterApp, show } from './page';

// The official-account menu opens this page with ?hospid=..&state=<route>. Without an
// OpenID it goes to WeChat's authorize step, which comes back here with ?code=..&state=..;
// the code is exchanged once and the page replaces itself with the app, so neither a
// refresh nor back ever sends a used code again.
export async function wechatDoor() {
  const query = new URLSearchParams(window.location.search);
  const hospId = parseHospId(query.get('hospid'));
  const state = query.get('state');
  const code = query.get('code');
  if (hospId === null) return enterApp('/error');

  if (code) {
    show('signingIn');
    let loggedIn = false;
    try {
      const result = await call(wxAuth, { hospId, code });
      writeOpenIdCookie(result.openId);
      if (result.user) writeLoginCookie(result.user);
      loggedIn = true;
    } catch {
      // A used or expired code: enter as a visitor rather than stop here.
    }
    return enterApp(doorTarget(state, hospId, loggedIn));
  }

  // Outside WeChat there is no OpenID to ask for; with one already, no need to ask again.
  if (!isWeChat() || readOpenIdCookie()) return enterApp(doorTarget(state, hospId, true));

  show('authorizing');
  const config = runtimeConfig();
  const self = new URL(window.location.pathname, window.location.origin);
  self.search = new URLSearchParams({ hospid: String(hospId) }).toString();
  window.location.replace(
    wechatAuthorizeUrl({
      appId: config.wechatAppId,
      redirectUri: self.toString(),
      scope: config.oauthScope,
      state: state ?? '',
      authorizeUrl: config.oauthAuthorizeUrl,
    }),
  );
}
