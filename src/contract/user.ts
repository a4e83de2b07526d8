// The user centre: sign-up and the counts on its badges.
import { Type, type Static } from 'typebox';
import { EncryptedField } from './common';
import { PositiveId, envelopeOf } from './envelope';
import { LoginUser, OpenIdField, SignField } from './auth';

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

/**
 * `GET /api/user/getUserState`: the spec lists no input; `hospid` (optional, our
 * addition) counts one branch's orders, as the order list shows one branch.
 */
export const UserStateQuery = Type.Object({ hospid: Type.Optional(PositiveId) });
export type UserStateQuery = Static<typeof UserStateQuery>;

export const RegisterAnswer = envelopeOf(LoginUser);
export const UserStateAnswer = envelopeOf(UserState);
