// The partner doors (/ssoLogin, /sso, /portal): a partner's code becomes a login.
import { Type, type Static } from 'typebox';
import { hospQuery } from './common';
import { endpoint } from './endpoint';
import { PositiveId } from './envelope';
import { LoginUser, OpenIdField } from './auth';
import * as at from './calls/sso';

const PartnerCode = Type.String({ minLength: 1, maxLength: 128 });

/** The partner user of an auth_code: a one-use ticket the app presents back to log in. */
export const SsoUser = Type.Object({ ticket: Type.String(), name: Type.String() });
export type SsoUser = Static<typeof SsoUser>;

/** The login record; openId is the binding ticket back when it is still good, else null. */
export const SsoLoginUser = Type.Interface([LoginUser], {
  openId: Type.Union([Type.String(), Type.Null()]),
});
export type SsoLoginUser = Static<typeof SsoLoginUser>;

/** A code the partner's portal handed out that names no live account. */
const SSO_REFUSALS = ['ssoExpired', 'accountNotFound'] as const;

/** The /ssoLogin door's first step: the partner's auth_code becomes a ticket for its user. */
export const ssoGetUser = endpoint({
  summary: "The partner user `{ ticket, name }` of the partner's `auth_code`.",
  ...at.ssoGetUser,
  access: 'public',
  query: hospQuery({ auth_code: PartnerCode }),
  answer: SsoUser,
  refusals: SSO_REFUSALS,
});

/** The /ssoLogin door's second step: the ticket of getuser, and the OpenID ticket to bind. */
export const ssoLogin = endpoint({
  summary:
    "The /ssoLogin door's second step: the `ticket` of getuser (and the OpenID ticket to bind) " +
    'to a login record with `openId`.',
  ...at.ssoLogin,
  access: 'public',
  body: Type.Object({
    hospId: PositiveId,
    user: Type.Object({ ticket: PartnerCode, openId: Type.Optional(OpenIdField) }),
  }),
  answer: SsoLoginUser,
  refusals: SSO_REFUSALS,
});

/** The /sso and /portal doors: the partner's code (or sso_token) straight to a login. */
export const ssoAuth = endpoint({
  summary:
    "The /sso and /portal doors: the partner's `code` (the /sso `code` or the /portal " +
    '`sso_token`) straight to a login record with `openId`.',
  ...at.ssoAuth,
  access: 'public',
  body: Type.Object({
    hospId: PositiveId,
    code: PartnerCode,
    state: Type.Optional(Type.String({ maxLength: 512 })),
    openId: Type.Optional(OpenIdField),
  }),
  answer: SsoLoginUser,
  refusals: SSO_REFUSALS,
});
