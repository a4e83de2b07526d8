// Identity: login record, captcha, SMS codes, password login and change, sign-out, the
// WeChat binding's move, the password's age and the list of signed-in devices.
import { Type, type Static } from 'typebox';
import { EncryptedField } from './common';
import { endpoint } from './endpoint';
import { PositiveId } from './envelope';
import * as at from './calls/auth';

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

/** What a guess at an SMS code may be refused with (the guesses are counted per address). */
const SMS_CODE_REFUSALS = ['phoneInvalid', 'tooManyTries', 'smsCodeWrong'] as const;
/** The password rules a new password is held to (the branch's user_password_level). */
export const NEW_PASSWORD_REFUSALS = [
  'passwordTooShort',
  'passwordWeak',
  'passwordLevelInvalid',
] as const;

/** The graphic captcha the SMS dialog shows when the branch asks for one. */
export const captcha = endpoint({
  summary:
    'A graphic captcha `{ key, base64_img }` (an SVG data URL), good for one try within 5 ' +
    'minutes. At most 60 a minute and 300 an hour per client, then 429.',
  ...at.captcha,
  access: 'public',
  answer: CaptchaImage,
  refusals: ['bounds.captchaTooMany'],
});

/** The spec's second captcha call: the same picture, whatever the branch and phone. */
export const getCaptcha = endpoint({
  summary:
    "The same captcha as `GET /api/auth/captcha`, under the spec's other name; `hospId` and " +
    '`mobile` are accepted and unused.',
  ...at.getCaptcha,
  access: 'public',
  query: Type.Object({
    hospId: Type.Optional(PositiveId),
    mobile: Type.Optional(Type.String({ maxLength: 512 })),
  }),
  answer: CaptchaImage,
  refusals: ['bounds.captchaTooMany'],
});

export const sendSmsCode = endpoint({
  summary:
    'Sends a 4-digit SMS code (5 minutes, one use) to `phone`; the captcha is required when the ' +
    "branch's `enable_captcha` is yes. One per minute, five an hour and ten a day per phone, " +
    'then 429.',
  ...at.sendSmsCode,
  access: 'public',
  body: SendSmsCodeBody,
  answer: Type.Null(),
  refusals: [
    'phoneInvalid',
    'hospitalNotFound',
    'captchaRequired',
    'captchaWrong',
    'tooManyTries',
    'smsCooldown',
    'smsDailyCap',
    'bounds.smsPhoneHourly',
    'smsFromAddress',
    'smsBusy',
    // The SMS provider's own refusals (SMS_PROVIDER tencent or aliyun).
    'smsGateway.tooFrequent',
    'bounds.smsToPhoneDaily',
    'smsGateway.badNumber',
    'smsGateway.unavailable',
    'smsGateway.unreachable',
  ],
});

/** Checks an SMS code; the answer is the sign that proves the phone passed. */
export const checkCaptcha = endpoint({
  summary:
    'Checks an SMS code; `data` is the sign for sign-up or a password change (15 minutes, one ' +
    'use).',
  ...at.checkCaptcha,
  access: 'public',
  body: Type.Object({ mobile: EncryptedField, code: SmsCode }),
  answer: SignField,
  refusals: SMS_CODE_REFUSALS,
});

export const passwordLogin = endpoint({
  summary:
    'Logs in with the phone as `username` and `password` the SHA-256 hex of `password&phone`; ' +
    'answers the login record `{ id, name, mobile, token }`. `captcha` is unused.',
  ...at.passwordLogin,
  access: 'public',
  body: PasswordLoginBody,
  answer: LoginUser,
  refusals: ['phoneInvalid', 'accountLocked', 'tooManyTries', 'loginFailed'],
});

/**
 * The login record; or, for a verified phone with no account, the spec's code 204 with
 * `msg` phoneNotRegistered and, as `data`, the sign that lets sign-up create the account.
 */
export const smsLogin = endpoint({
  summary:
    'Logs in with the phone (`username` or `mobile`) and the SMS code in `captcha`; answers the ' +
    'login record, or for a phone with no account code 204 with `data` the sign that lets ' +
    'sign-up create it.',
  ...at.smsLogin,
  access: 'public',
  body: SmsLoginBody,
  answer: Type.Union([LoginUser, Type.String()]),
  refusals: [...SMS_CODE_REFUSALS, 'phoneNotRegistered'],
});

/** Ends the session of the bearer token, if it still has one: never refused. */
export const logout = endpoint({
  summary: 'Revokes the session of the bearer token, if it still has one; never refused.',
  ...at.logout,
  access: 'public',
  answer: Type.Null(),
});

/** A password change or reset, proven by the sign of an SMS check rather than a login. */
export const updatePassword = endpoint({
  summary:
    'Changes or resets the password, proven by the `sign` of an SMS check rather than a login; ' +
    'every other session ends.',
  ...at.updatePassword,
  access: 'public',
  body: UpdatePasswordBody,
  answer: Type.Null(),
  refusals: ['phoneInvalid', 'signInvalid', 'accountMissing', ...NEW_PASSWORD_REFUSALS],
});

/** Not in the spec: the confirmed move of a WeChat binding from another account to the caller's. */
export const moveWechatBinding = endpoint({
  summary:
    "Not in the spec: moves a WeChat binding from another account to the caller's; `openid` is " +
    'the one-use ticket `wxauth` handed back.',
  ...at.moveWechatBinding,
  body: Type.Object({ openid: OpenIdField, confirm: Type.Literal(true) }),
  answer: Type.Null(),
  refusals: ['bindTicketInvalid'],
});

/** The reminder to change a password older than 90 days; empty when it is not. */
export const checkPasswordExpire = endpoint({
  summary: "A reminder when the caller's password is older than 90 days, else `''`.",
  ...at.checkPasswordExpire,
  answer: Type.String(),
});

/** What the user centre shows a session's device as: a summary of its User-Agent. */
export const DEVICE_SYSTEMS = [
  'iphone',
  'ipad',
  'android',
  'harmony',
  'windows',
  'mac',
  'linux',
  'other',
] as const;
export type DeviceSystem = (typeof DEVICE_SYSTEMS)[number];
/** The app the session runs in, when one is told apart ('other' when none is). */
export const DEVICE_APPS = [
  'wechat',
  'alipay',
  'qq',
  'edge',
  'firefox',
  'chrome',
  'safari',
  'other',
] as const;
export type DeviceApp = (typeof DEVICE_APPS)[number];

/** One signed-in device of the caller's account. */
export const AccountSession = Type.Object({
  id: PositiveId,
  /** The session of the token that asked: this device. */
  current: Type.Boolean(),
  system: Type.Unsafe<DeviceSystem>(Type.Union(DEVICE_SYSTEMS.map((s) => Type.Literal(s)))),
  app: Type.Unsafe<DeviceApp>(Type.Union(DEVICE_APPS.map((a) => Type.Literal(a)))),
  /** The address of its last use, masked ('203.0.113.*'); '' before its first signed-in call. */
  place: Type.String(),
  /** ISO times of its login and of its last use (recorded at most once an hour). */
  createdAt: Type.String(),
  lastUsedAt: Type.String(),
});
export type AccountSession = Static<typeof AccountSession>;

/** Not in the spec: the user centre's list of signed-in devices, where the others are ended. */
export const listSessions = endpoint({
  summary:
    "Not in the spec: the caller's live sessions, this one first (`current`), then by last use: " +
    '`id`, `system`, `app`, masked `place`, `createdAt`, `lastUsedAt`. A session ends after 7 ' +
    'days without use or 30 days after its login; an account keeps at most 20.',
  ...at.listSessions,
  answer: Type.Array(AccountSession),
});

/** Not in the spec: ends the caller's other sessions, or the one `id` names. */
export const endOtherSessions = endpoint({
  summary:
    "Not in the spec: ends every session of the caller's account but this one, or only the " +
    "one `id` names (never this one, never another account's); `data` is how many ended.",
  ...at.endOtherSessions,
  body: Type.Object({ id: Type.Optional(PositiveId) }),
  answer: Type.Integer({ minimum: 0 }),
});
