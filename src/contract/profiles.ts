// Exam-taker profiles: the schemas the server validates with, the types the app takes.
import { Type, type Static } from 'typebox';
import { EncryptedField } from './common';
import type { RELATIONS } from './constants';
import { PositiveId } from './envelope';

/** 0 resident ID card, 1 passport, 2 Hong Kong/Macau/Taiwan permit, 3 other. */
export type IdType = 0 | 1 | 2 | 3;

/** The exam taker's relation to the account holder; 'self' is the account holder. */
export type Relation = 'self' | (typeof RELATIONS)[number];

const IdTypeSchema = Type.Unsafe<IdType>(Type.Integer({ enum: [0, 1, 2, 3] }));
// The service checks these with the spec's messages, so the schema only bounds their shape.
const RelationSchema = Type.Unsafe<Relation>(Type.String({ maxLength: 16 }));
const Marital = Type.Unsafe<0 | 1 | 2>(Type.Integer());

/** An exam-taker profile as the API sends it: `idcard` and `mobile` encrypted. */
export const Profile = Type.Object({
  id: Type.Integer(),
  account_id: Type.Integer(),
  name: Type.String(),
  sex: Type.Unsafe<1 | 2>(Type.Integer()),
  /** YYYY-MM-DD. */
  birth: Type.String(),
  marital: Type.Union([Marital, Type.Null()]),
  idType: IdTypeSchema,
  idcard: Type.String(),
  mobile: Type.String(),
  relation: RelationSchema,
  /** 1 bound. */
  jlzt: Type.Integer(),
});
export type Profile = Static<typeof Profile>;

/** What addprofile and updateprofile take: `idcard` and `mobile` encrypted. */
export const ProfileInput = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  name: Type.String({ maxLength: 64 }),
  idType: IdTypeSchema,
  idcard: EncryptedField,
  sex: Type.Optional(Type.Unsafe<1 | 2>(Type.Integer())),
  /** YYYYMMDD. */
  birth: Type.Optional(Type.String({ maxLength: 8 })),
  marital: Type.Optional(Marital),
  relation: RelationSchema,
  /** Only when adding: the person's phone and the SMS code sent to it. */
  mobile: Type.Optional(EncryptedField),
  smsCode: Type.Optional(Type.String({ maxLength: 8 })),
});
export type ProfileInput = Static<typeof ProfileInput>;

/** `GET /api/user/getprofile`: another account's id is refused. */
export const ProfilesQuery = Type.Object({ account_id: Type.Optional(PositiveId) });

/** `POST /api/user/deleteprofile`: the profile to unbind. */
// 0 is let through: the spec answers it, like a missing id, with "invalid operation".
export const UnbindProfileInput = Type.Object({
  Value: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
});
