// A branch and its settings: info, union, configs, home modules, assets.

export interface HospPhone {
  name: string;
  phoneNumber: string;
}

export interface BannerImage {
  imageUrl: string;
  /** Optional app route the banner opens, e.g. "/packageList". */
  link?: string | null;
}

export interface HospitalInfo {
  id: number;
  name: string;
  address: string;
  hospType: number;
  phones: HospPhone[];
  primaryPhone: string;
  phone: string;
  openHour: string;
  notice: string;
  introduction: string;
  logoUrl: string;
  bannerImageList: BannerImage[];
  mapX: number | null;
  mapY: number | null;
}

export interface HospEnv {
  version: string;
  imagePath: string;
}

export interface HomeModule {
  code: string;
  name: string | null;
  /** 2 hides the module; any other value shows it. */
  status: number;
}

export interface HospConfig {
  code: string;
  value: string;
  detail_note: string | null;
}

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
  | 'user_password_level';

export interface HospAsset {
  name: string;
  value: string;
}

export interface UnionHospital {
  hosp_id: number;
  hosp_name: string;
  union_name: string | null;
  img_sm_url: string;
  address: string;
  remark: string;
  link: string | null;
  /** 1 bookable, 0 under construction. */
  enable: number;
}
