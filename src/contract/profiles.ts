// Exam-taker profiles: the schemas the server validates with, the types the app takes.
import { Type, type Static } from 'typebox';
import { EncryptedField } from './common';
import type { RELATIONS } from './constants';
import { endpoint } from './endpoint';
import { PositiveId } from './envelope';
import * as at from './calls/profiles';

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

/** The person's own fields, checked by the server as by the form (src/rules/profileForm.ts). */
export const PROFILE_FIELD_REFUSALS = [
  'nameRequired',
  'idcardRequired',
  'maritalRequired',
  'idcardInvalid',
  'birthInFuture',
  'sexRequired',
  'birthRequired',
] as const;

/** The account's bound profiles; another account's `account_id` is refused. */
export const profileList = endpoint({
  summary:
    "The account's bound profiles, self first, with `idcard` and `mobile` encrypted; " +
    "`account_id` must be the caller's.",
  ...at.profileList,
  query: Type.Object({ account_id: Type.Optional(PositiveId) }),
  answer: Type.Array(Profile),
  refusals: ['noAccess'],
});

/** A relative: their phone must pass its SMS check. */
export const addProfile = endpoint({
  summary:
    "Adds a relative after the SMS check of their phone (`smsCode`), by the spec's profile " +
    'rules; `relation` is parents, child, brother, sister or other.',
  ...at.addProfile,
  body: ProfileInput,
  answer: Profile,
  refusals: [
    'relationRequired',
    ...PROFILE_FIELD_REFUSALS,
    'profilePhoneInvalid',
    'profileSmsRequired',
    'profileExists',
    'smsCodeWrong',
  ],
});

/** Changes a bound profile; its phone is not changed here. */
export const updateProfile = endpoint({
  summary:
    "Edits a profile of the caller's, every field but the phone; the self profile stays self " +
    'and renames the account.',
  ...at.updateProfile,
  body: ProfileInput,
  answer: Profile,
  refusals: [
    'invalidOperation',
    ...PROFILE_FIELD_REFUSALS,
    'profileNotFound',
    'relationRequired',
    'profileExists',
  ],
});

/** Unbinds a profile (`Value` is its id); the self profile stays. */
export const deleteProfile = endpoint({
  summary:
    'Unbinds the profile whose id is `Value`; a missing id, id 0 or the self profile is refused ' +
    'with `invalidOperation`.',
  ...at.deleteProfile,
  // 0 is let through: the spec answers it, like a missing id, with "invalid operation".
  body: Type.Object({ Value: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })) }),
  answer: Type.Null(),
  refusals: ['invalidOperation', 'profileNotFound'],
});
