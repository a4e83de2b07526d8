// Runtime configuration of this deployment: edit this file on the web server, no rebuild.
// apiBaseUrl: where the API lives ('/' when this app is served by the API server itself).
// cryptoKey / cryptoIv: the 16-character AES-128 key and IV agreed with the backend.
// wechatAppId / oauthScope: the official account's app id and OAuth scope
// (snsapi_base for the OpenID only, snsapi_userinfo to ask for the profile).
// oauthAuthorizeUrl (optional): WeChat's own authorize page is used without it. The reference
// server sets it itself (WECHAT_AUTHORIZE_URL, or its simulator outside production).
// mapTileUrl (optional): a map tile URL template, e.g. 'https://tiles.example.com/{z}/{x}/{y}.png',
// drawing GCJ-02 tiles the hospital may use; without it the location page shows a card.
// reportShowDoctorNames (optional): true shows the doctors' names on a report (hidden by default).
window.__APP_CONFIG__ = {
  apiBaseUrl: '/',
  cryptoKey: 'kn7Hc2Qp9LmX4vB1',
  cryptoIv: 'Vt3sR8yW5eZ0aJ6u',
  wechatAppId: 'wxdemo0000000001',
  oauthScope: 'snsapi_base',
};
