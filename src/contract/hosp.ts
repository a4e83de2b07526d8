// A branch and its settings: info, union, configs, home modules, assets. The schemas the
// server validates and answers with; the app takes the types.
import { Type, type Static } from 'typebox';
import { Nullable, PositiveId } from './envelope';

export const HospPhone = Type.Object({ name: Type.String(), phoneNumber: Type.String() });
export type HospPhone = Static<typeof HospPhone>;

export const BannerImage = Type.Object({
  imageUrl: Type.String(),
  /** Optional app route the banner opens, e.g. "/packageList". */
  link: Type.Optional(Nullable(Type.String())),
});
export type BannerImage = Static<typeof BannerImage>;

export const HospitalInfo = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  hospType: Type.Integer(),
  phones: Type.Array(HospPhone),
  primaryPhone: Type.String(),
  phone: Type.String(),
  openHour: Type.String(),
  notice: Type.String(),
  introduction: Type.String(),
  logoUrl: Type.String(),
  bannerImageList: Type.Array(BannerImage),
  mapX: Nullable(Type.Number()),
  mapY: Nullable(Type.Number()),
});
export type HospitalInfo = Static<typeof HospitalInfo>;

export const HospEnv = Type.Object({ version: Type.String(), imagePath: Type.String() });
export type HospEnv = Static<typeof HospEnv>;

export const HomeModule = Type.Object({
  code: Type.String(),
  name: Nullable(Type.String()),
  /** 2 hides the module; any other value shows it. */
  status: Type.Integer(),
});
export type HomeModule = Static<typeof HomeModule>;

export const HospConfig = Type.Object({
  code: Type.String(),
  value: Type.String(),
  detail_note: Nullable(Type.String()),
});
export type HospConfig = Static<typeof HospConfig>;

/** Config codes the spec names; values are yes/no in the local language (the Chinese words for yes and no). */
export type ConfigCode =
  | 'enable_captcha'
  | 'show_top1_company_appointment'
  | 'show_additem_option'
  | 'show_company_name_input'
  | 'show_payment_options'
  | 'show_default_payment'
  | 'report_enable_pdf'
  | 'report_enable_default_view'
  | 'rating_before_report'
  | 'user_rating_response'
  | 'user_password_level'
  /** Not in the spec: the sign-up agreements' HTML in detail_note, when a hospital sets them. */
  | 'user_agreement'
  | 'privacy_policy'
  /** Not in the spec: the hospital's mini program, shown by the launch page (/weapp). */
  | 'weapp_name'
  | 'weapp_username'
  | 'weapp_path'
  | 'weapp_image'
  | 'weapp_intro'
  | 'weapp_link';

export const HospAsset = Type.Object({ name: Type.String(), value: Type.String() });
export type HospAsset = Static<typeof HospAsset>;

export const UnionHospital = Type.Object({
  hosp_id: Type.Integer(),
  hosp_name: Type.String(),
  union_name: Nullable(Type.String()),
  img_sm_url: Type.String(),
  address: Type.String(),
  remark: Type.String(),
  link: Nullable(Type.String()),
  /** 1 bookable, 0 under construction. */
  enable: Type.Integer(),
});
export type UnionHospital = Static<typeof UnionHospital>;

/** `GET /api/hosp/info`. */
export const HospInfoQuery = Type.Object({ id: PositiveId });

/** `GET /api/Hosp/unions`. */
export const UnionQuery = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
