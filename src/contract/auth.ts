// Identity: login record, captcha, SMS codes, password login and change.
import { Type, type Static } from 'typebox';
import { EncryptedField } from './common';
import { PositiveId, envelopeOf } from './envelope';

/** The login record the app keeps in a cookie for 30 days. */
export const LoginUser = Type.Object({
  id: PositiveId,
  name: Type.String(),
  mobile: Type.String(),
  token: Type.String(),
});
export type LoginUser = Static<typeof LoginUser>;

export const CaptchaImage = Type.Object({
  key: Type.String(),
  /** A data URL of the picture. */
  base64_img: Type.String(),
});
export type CaptchaImage = Static<typeof CaptchaImage>;

/** A 4-digit SMS code as the user types it. */
export const SmsCode = Type.String({ pattern: '^[0-9]{4}$' });
/**
 * Where the spec names an openId the client passes along to bind, it carries the binding
 * ticket wxauth answered: only a live ticket binds, never an OpenID taken on trust.
 */
export const OpenIdField = Type.String({ maxLength: 128 });
/** Proof from CheckCaptcha that a phone passed its SMS check. */
export const SignField = Type.String({ minLength: 1, maxLength: 128 });

export const SendSmsCodeBody = Type.Object({
  hospId: PositiveId,
  phone: EncryptedField,
  captchaKey: Type.Optional(Type.String({ maxLength: 64 })),
  captchaCode: Type.Optional(Type.String({ maxLength: 8 })),
});
export type SendSmsCodeBody = Static<typeof SendSmsCodeBody>;

export const CheckCaptchaBody = Type.Object({ mobile: EncryptedField, code: SmsCode });
export type CheckCaptchaBody = Static<typeof CheckCaptchaBody>;

/**
 * The spec's fields: hospid, username, password, openid, mobile, captcha. `username` is
 * the phone the server logs in; `mobile` (the same phone) and `captcha` (empty: this
 * login has no graphic captcha) are accepted as the spec sends them and not used.
 */
export const PasswordLoginBody = Type.Object({
  hospid: Type.Optional(PositiveId),
  username: EncryptedField,
  /** The contract's login hash: SHA-256 hex. */
  password: Type.String({ pattern: '^[0-9a-fA-F]{64}$' }),
  openid: Type.Optional(OpenIdField),
  mobile: Type.Optional(EncryptedField),
  captcha: Type.Optional(Type.String({ maxLength: 8 })),
});
export type PasswordLoginBody = Static<typeof PasswordLoginBody>;

/** The phone comes as `mobile` or, from older pages, as `username`. */
export const SmsLoginBody = Type.Object({
  hospid: Type.Optional(PositiveId),
  username: Type.Optional(EncryptedField),
  mobile: Type.Optional(EncryptedField),
  captcha: SmsCode,
  openid: Type.Optional(OpenIdField),
});
export type SmsLoginBody = Static<typeof SmsLoginBody>;

export const UpdatePasswordBody = Type.Object({
  mobile: EncryptedField,
  newPassword: EncryptedField,
  sign: SignField,
});
export type UpdatePasswordBody = Static<typeof UpdatePasswordBody>;

/** The confirmed move of a WeChat binding from another account to the caller's. */
export const MoveWechatBody = Type.Object({ openid: OpenIdField, confirm: Type.Literal(true) });
export type MoveWechatBody = Static<typeof MoveWechatBody>;

export const CaptchaAnswer = envelopeOf(CaptchaImage);
export const NoDataAnswer = envelopeOf(Type.Null());
/** A sign (CheckCaptcha), or a message (CheckPasswordExpire: empty when not expired). */
export const TextAnswer = envelopeOf(Type.String());
export const LoginAnswer = envelopeOf(LoginUser);
/** Code 200 with the login record, or the spec's code 204 with a sign for sign-up. */
export const SmsLoginAnswer = envelopeOf(Type.Union([LoginUser, Type.String()]));
