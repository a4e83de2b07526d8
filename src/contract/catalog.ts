// Packages, their items, and the tailored plan of add-ons.

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
