// A branch and its settings: info, union, configs, home modules, assets. The schemas the
// server validates and answers with; the app takes the types.
import { Type, type Static } from 'typebox';
import { HospIdQuery } from './common';
import { endpoint } from './endpoint';
import { Nullable, PositiveId } from './envelope';
import * as at from './calls/hosp';

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
  | 'weapp_link'
  /** Not in the spec (issue 29), 'yes' to offer: reminders, sharing a report, the summary. */
  | 'reminder_enable'
  | 'report_share_enable'
  | 'report_summary_enable';

export const HospAsset = Type.Object({ name: Type.String(), value: Type.String() });
export type HospAsset = Static<typeof HospAsset>;

export const UnionHospital = Type.Object({
  hosp_id: Type.Integer(),
  hosp_name: Type.String(),
  /** The branch's own name, when it has one; the spec lets it stand for `hosp_name`. */
  union_name: Type.Optional(Nullable(Type.String())),
  img_sm_url: Type.String(),
  address: Type.String(),
  remark: Type.String(),
  link: Nullable(Type.String()),
  /** 1 bookable, 0 under construction. */
  enable: Type.Integer(),
});
export type UnionHospital = Static<typeof UnionHospital>;

export const hospInfo = endpoint({
  summary:
    "The hospital's info: name, address, phones, open hours, notice and introduction (HTML), " +
    'logo, banners and map coordinates.',
  ...at.hospInfo,
  access: 'public',
  cache: 'public',
  query: Type.Object({ id: PositiveId }),
  answer: HospitalInfo,
  refusals: ['hospitalNotFound'],
});

/** The branches of a union (a group of centres), from the code in the union page's link. */
export const unionHospitals = endpoint({
  summary:
    "The branches of a union, named by the code in the union page's link: `hosp_id`, " +
    '`hosp_name`, `union_name`, `img_sm_url`, `address`, `remark`, `link` and `enable` (1 ' +
    'bookable, 0 under construction).',
  ...at.unionHospitals,
  access: 'public',
  cache: 'public',
  query: Type.Object({
    code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  }),
  answer: Type.Array(UnionHospital),
  refusals: ['unionNotFound'],
});

export const hospConfigs = endpoint({
  summary:
    "The branch's config switches: `code`, `value` (yes or no, in Chinese) and `detail_note`.",
  ...at.hospConfigs,
  access: 'public',
  cache: 'public',
  query: HospIdQuery,
  answer: Type.Array(HospConfig),
  refusals: ['hospitalNotFound'],
});

/** The backend's version and image base: the same for every branch. */
export const hospEnv = endpoint({
  summary: "The backend's `version` and `imagePath`, the same for every branch.",
  ...at.hospEnv,
  access: 'public',
  cache: 'public',
  answer: HospEnv,
});

export const homePageModules = endpoint({
  summary: "Home's menu modules: `code`, `name` and `status` (2 hides the module).",
  ...at.homePageModules,
  access: 'public',
  cache: 'public',
  query: HospIdQuery,
  answer: Type.Array(HomeModule),
  refusals: ['hospitalNotFound'],
});

/** Not in the spec: the branch's named pictures (home's promo banners). */
export const hospAssets = endpoint({
  summary:
    "Name/value pairs of the branch's pictures (home's promo images `promo_survey`, " +
    '`promo_personalAppointment`, `promo_companyAppointment`); a path the spec leaves open.',
  ...at.hospAssets,
  access: 'public',
  cache: 'public',
  query: HospIdQuery,
  answer: Type.Array(HospAsset),
  refusals: ['hospitalNotFound'],
});
