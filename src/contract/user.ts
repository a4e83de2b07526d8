// The user centre: sign-up and the counts on its badges.
import { Type, type Static } from 'typebox';
import { EncryptedField } from './common';
import { endpoint } from './endpoint';
import { PositiveId } from './envelope';
import { LoginUser, NEW_PASSWORD_REFUSALS, OpenIdField, SignField } from './auth';
import { PROFILE_FIELD_REFUSALS } from './profiles';
import * as at from './calls/user';

export const RegisterBody = Type.Object({
  hospId: PositiveId,
  name: Type.String({ maxLength: 64 }),
  idType: Type.Enum([0, 1, 2, 3]),
  idcard: EncryptedField,
  mobile: EncryptedField,
  password: EncryptedField,
  sex: Type.Optional(Type.Integer()),
  birth: Type.Optional(Type.String({ maxLength: 8 })),
  marital: Type.Optional(Type.Integer()),
  openId: Type.Optional(OpenIdField),
  sign: SignField,
});
export type RegisterBody = Static<typeof RegisterBody>;

export const UserState = Type.Object({
  reportCount: Type.Integer(),
  orderCount: Type.Integer(),
  companyOrderCount: Type.Integer(),
});
export type UserState = Static<typeof UserState>;

/** Sign-up: an account for a phone that passed its SMS check, with its self profile. */
export const registerUser = endpoint({
  summary:
    "Creates the account and its self profile (the spec's profile rules, the hospital's " +
    'password level) and answers the login record; `birth` is YYYYMMDD, `sign` comes from the ' +
    'SMS check.',
  ...at.registerUser,
  access: 'public',
  body: RegisterBody,
  answer: LoginUser,
  refusals: [
    'phoneInvalid',
    ...PROFILE_FIELD_REFUSALS,
    'hospitalNotFound',
    'branchBuilding',
    'signInvalid',
    ...NEW_PASSWORD_REFUSALS,
    'phoneRegistered',
  ],
});

/**
 * The spec lists no input; `hospId` (optional, our addition) counts one branch's orders,
 * as the order list shows one branch.
 */
export const getUserState = endpoint({
  summary:
    '`{ reportCount, orderCount, companyOrderCount }`: `orderCount` counts the booked (status ' +
    '1) personal orders at `hospId` (at any branch without it; `hospId` is our addition).',
  ...at.getUserState,
  query: Type.Object({ hospId: Type.Optional(PositiveId) }),
  answer: UserState,
});
