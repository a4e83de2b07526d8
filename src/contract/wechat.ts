// WeChat: the OAuth code exchange and the JS-SDK signature.
import { Type, type Static } from 'typebox';
import { hospQuery } from './common';
import { endpoint } from './endpoint';
import { LoginUser } from './auth';
import * as at from './calls/wechat';

/** A binding ticket for the code's OpenID (the spec's openId), and its account's user. */
export const WxAuthResult = Type.Object({
  openId: Type.String(),
  user: Type.Union([LoginUser, Type.Null()]),
});
export type WxAuthResult = Static<typeof WxAuthResult>;

/** The server's signature of a page URL for the WeChat JS-SDK's wx.config. */
export const JsSdkSignature = Type.Object({
  appId: Type.String(),
  timestamp: Type.Integer({ description: 'seconds since the epoch, as signed' }),
  nonceStr: Type.String(),
  signature: Type.String(),
});
export type JsSdkSignature = Static<typeof JsSdkSignature>;

/** The OAuth door's code, exchanged once for the OpenID's ticket and its bound user. */
export const wxAuth = endpoint({
  summary:
    "`{ openId, user }`: the OAuth code exchanged once for the OpenID's binding ticket; `user` " +
    'when the OpenID is bound.',
  ...at.wxAuth,
  access: 'public',
  query: hospQuery({ code: Type.String({ minLength: 1, maxLength: 128 }) }),
  answer: WxAuthResult,
  refusals: ['oauthExpired'],
});

/** Not in the spec: `url` is the page's address, signed without its fragment. */
export const jssdkSignature = endpoint({
  summary:
    "`{ appId, timestamp, nonceStr, signature }` for `wx.config`, with `url` (the page's " +
    'address) signed without its fragment; a path the spec leaves open.',
  ...at.jssdkSignature,
  access: 'public',
  query: Type.Object({ url: Type.String({ pattern: '^https?://', maxLength: 2048 }) }),
  answer: JsSdkSignature,
});
