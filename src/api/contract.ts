// The API contract of the spec: the one place where the shapes of requests and answers
// live. The app and the reference server both import this file, so a change to a field
// breaks the type check on both sides at once.

/** Every answer is wrapped in this envelope; code 200 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A paged answer (sent with the `paging-headers` header): the client keeps the whole body. */
export interface PagedEnvelope<T> extends Envelope<T[]> {
  total: number;
  offset: number;
  limit: number;
}

/** Header whose presence tells the client to keep the whole body instead of `data`. */
export const PAGING_HEADER = 'paging-headers';

export const CODE_OK = 200;

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

export interface ExamType {
  id: number;
  name: string;
  img_url: string;
}

export type ItemType = 0 | 1 | 2 | 3;

export interface PackageItem {
  item_code: string;
  item_name: string;
  alias: string | null;
  description: string | null;
  meanning: string | null;
  general_tips: string | null;
  important_tips: string | null;
  price: number;
  /** 0 general, 1 auxiliary/imaging, 2 lab, 3 other. */
  type: ItemType;
  items?: PackageItem[];
}

export interface PackageSummary {
  id: number;
  xh: number;
  code: string;
  name: string;
  alias: string | null;
  remark: string | null;
  img_url: string | null;
  sale_price: number;
  price: number;
  appoint_count: number;
  /** 0 none, 1 male, 2 female. */
  sex_limit: 0 | 1 | 2;
  sort: number;
  exam_type_id: number;
  /** 1 bookable. */
  appointment_status: number;
}

export interface PackageDetail extends PackageSummary {
  exam_notice: string | null;
  notice_content: string | null;
  items: PackageItem[];
}

export interface Article {
  id: number;
  title: string;
  author: string;
  content?: string;
  update_time: string;
  article_type_name: string;
  visit_count: number;
  cover_url: string | null;
}

/** The article list's `cate`: '' all (newest first), 'hot', or an article type id. */
export interface ArticleListQuery {
  hospId: number;
  cate?: string;
  offset?: number;
  limit?: number;
}

/** The login record the app keeps in a cookie for 30 days. */
export interface LoginUser {
  id: number;
  name: string;
  mobile: string;
  token: string;
}

export interface CaptchaImage {
  key: string;
  /** A data URL of the picture. */
  base64_img: string;
}

export interface UserState {
  reportCount: number;
  orderCount: number;
  companyOrderCount: number;
}

/** 0 resident ID card, 1 passport, 2 Hong Kong/Macau/Taiwan permit, 3 other. */
export type IdType = 0 | 1 | 2 | 3;

/** Envelope code of an SMS login for a phone with no account: data is the sign-up sign. */
export const CODE_NOT_REGISTERED = 204;

/** The server's signature of a page URL for the WeChat JS-SDK's wx.config. */
export interface JsSdkSignature {
  appId: string;
  /** Seconds since the epoch, as signed. */
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** The exam taker's relation to the account holder; 'self' is the account holder. */
export const RELATIONS = ['parents', 'child', 'brother', 'sister', 'other'] as const;
export type Relation = 'self' | (typeof RELATIONS)[number];

/** An exam-taker profile as the API sends it: `idcard` and `mobile` encrypted. */
export interface Profile {
  id: number;
  account_id: number;
  name: string;
  sex: 1 | 2;
  /** YYYY-MM-DD. */
  birth: string;
  marital: 0 | 1 | 2 | null;
  idType: IdType;
  idcard: string;
  mobile: string;
  relation: Relation;
  /** 1 bound. */
  jlzt: number;
}

/** What addprofile and updateprofile take: `idcard` and `mobile` encrypted. */
export interface ProfileInput {
  id?: number;
  name: string;
  idType: IdType;
  idcard: string;
  sex?: 1 | 2;
  /** YYYYMMDD. */
  birth?: string;
  marital: 0 | 1 | 2;
  relation: Relation;
  /** Only when adding: the person's phone and the SMS code sent to it. */
  mobile?: string;
  smsCode?: string;
}

export interface TimeRangeSlot {
  id: number;
  timeRangeId: number;
  name: string;
  timeRangeName: string;
  /** 0 morning, 1 afternoon. */
  period: 0 | 1;
  limitNum: number;
  orderNum: number;
  orderable: boolean;
}

/** One day of the booking calendar. */
export interface ScheduleDay {
  /** YYYY-MM-DD. */
  dayValue: string;
  orderDate: string;
  isOpen: boolean;
  orderable: boolean;
  /** Why the day cannot be booked, in the hospital's words; '' when it can. */
  reason: string;
  limitNumAm: number;
  limitNumPm: number;
  timeRanges: TimeRangeSlot[];
}

export interface PaymentMethod {
  id: number;
  name: string;
  remark: string;
}

export interface OrderExtraData {
  flag_add_item?: 0 | 1;
  company_name?: string;
  payment_option?: string;
}

export interface PersonalOrder {
  id: number;
  orderNo: string;
  appointStatus: 0 | 1 | 2 | 9;
  hospId: number;
  name: string;
  sex: 1 | 2;
  age: number;
  /** Encrypted like every ID number the API sends. */
  idcard: string;
  mobile: string;
  marital: number | null;
  packageId: number;
  packageName: string;
  payment: number;
  payStatus: 0 | 1 | 2 | 3 | 9;
  totalPrice: number;
  orderSource: string;
  userAccountId: number;
  userProfileId: number;
  userSurveyId: number | null;
  appointDate: string | null;
  appointPeriod: 0 | 1 | null;
  appointTimeRangeId: number | null;
  appointTimeRangeName: string | null;
  extraData: OrderExtraData;
  details: Array<{ id: number; itemName: string }>;
  examNo: string | null;
  examUserCode: string | null;
  tradeNo: string | null;
  tradeStatus: string | null;
  tradeRequestTime: string | null;
  tradeResponseTime: string | null;
  tradeUrl: string | null;
}

/** An add-on item offered on top of a package on the tailored plan page. */
export interface CustomizedAddItem {
  id: number;
  name: string;
  alias: string | null;
  price: number;
  description: string | null;
  generalTips: string | null;
  importantTips: string | null;
  /** Pre-selected (recommended by the user's questionnaire). */
  isSelected: boolean;
}

/** A named group of items offered as one add-on, at one price. */
export interface CustomizedAddCombo {
  comboId: number;
  comboName: string;
  price: number;
  isSelected: boolean;
  /** The items the combo holds, for display. */
  itemNames: string[];
}

export interface CustomizedSuggestion {
  icon: string | null;
  title: string;
  content: string;
}

/**
 * The tailored plan: a package plus optional add-on items and combos
 * (`GET /api/package/getCustomizedProject`).
 */
export interface CustomizedProject {
  packageId: number;
  packageName: string;
  packagePrice: number;
  packageAppointCount: number;
  /** Heading of the add-on section, in the hospital's words. */
  addItemsName: string;
  packageItems: Array<{ id: number; name: string; itemType: ItemType; sort: number }>;
  addItems: CustomizedAddItem[];
  addCombos: CustomizedAddCombo[];
  suggestions: CustomizedSuggestion[];
  userSurveyId: number | null;
}

/** `POST /api/PersonalOrder/CreateUserOrder`: the draft the booking form starts from. */
export interface CreateOrderInput {
  hospId: number;
  packageId: number;
  profileId: number;
  addItems?: number[];
  addCombos?: number[];
  userSurveyId?: number;
}

/** `POST /api/PersonalOrder/SaveUserOrder`. */
export interface SaveOrderInput {
  orderNo: string;
  appointDate: string;
  timeRangeId: number;
  payment: number;
  extraData?: OrderExtraData;
}

/** `POST /api/PersonalOrder/ChangeOrderDate`. */
export interface ChangeOrderDateInput {
  orderId: number;
  orderNo: string;
  orderDate: string;
  period: 0 | 1;
  timeRangeId: number;
  timeRangeName: string;
}
