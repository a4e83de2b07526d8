// WeChat: the OAuth code exchange and the JS-SDK signature.
import { Type, type Static } from 'typebox';
import { hospQuery } from './common';
import { envelopeOf } from './envelope';
import { LoginUser } from './auth';

export const WxAuthQuery = hospQuery({
  code: Type.String({ minLength: 1, maxLength: 128 }),
});
export type WxAuthQuery = Static<typeof WxAuthQuery>;

/** A binding ticket for the code's OpenID (the spec's openId), and its account's user. */
export const WxAuthResult = Type.Object({
  openId: Type.String(),
  user: Type.Union([LoginUser, Type.Null()]),
});
export type WxAuthResult = Static<typeof WxAuthResult>;

export const JsSdkQuery = Type.Object({
  url: Type.String({ pattern: '^https?://', maxLength: 2048 }),
});
export type JsSdkQuery = Static<typeof JsSdkQuery>;

/** The server's signature of a page URL for the WeChat JS-SDK's wx.config. */
export const JsSdkSignature = Type.Object({
  appId: Type.String(),
  timestamp: Type.Integer({ description: 'seconds since the epoch, as signed' }),
  nonceStr: Type.String(),
  signature: Type.String(),
});
export type JsSdkSignature = Static<typeof JsSdkSignature>;

export const WxAuthAnswer = envelopeOf(WxAuthResult);
export const JsSdkAnswer = envelopeOf(JsSdkSignature);
