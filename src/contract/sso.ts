// The partner doors (/ssoLogin, /sso, /portal): a partner's code becomes a login.
import { Type, type Static } from 'typebox';
import { hospQuery } from './common';
import { PositiveId, envelopeOf } from './envelope';
import { LoginUser, OpenIdField } from './auth';

const PartnerCode = Type.String({ minLength: 1, maxLength: 128 });

export const SsoUserQuery = hospQuery({ auth_code: PartnerCode });
export type SsoUserQuery = Static<typeof SsoUserQuery>;

/** The partner user of an auth_code: a one-use ticket the app presents back to log in. */
export const SsoUser = Type.Object({ ticket: Type.String(), name: Type.String() });
export type SsoUser = Static<typeof SsoUser>;

export const SsoLoginBody = Type.Object({
  hospId: PositiveId,
  user: Type.Object({ ticket: PartnerCode, openId: Type.Optional(OpenIdField) }),
});
export type SsoLoginBody = Static<typeof SsoLoginBody>;

export const SsoAuthBody = Type.Object({
  hospId: PositiveId,
  code: PartnerCode,
  state: Type.Optional(Type.String({ maxLength: 512 })),
  openId: Type.Optional(OpenIdField),
});
export type SsoAuthBody = Static<typeof SsoAuthBody>;

/** The login record; openId is the binding ticket back when it is still good, else null. */
export const SsoLoginUser = Type.Object({
  ...LoginUser.properties,
  openId: Type.Union([Type.String(), Type.Null()]),
});
export type SsoLoginUser = Static<typeof SsoLoginUser>;

export const SsoUserAnswer = envelopeOf(SsoUser);
export const SsoLoginAnswer = envelopeOf(SsoLoginUser);
