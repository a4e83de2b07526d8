// Packages, their items, and the tailored plan of add-ons: the schemas the server validates
// and answers with; the app takes the types.
import { Type, type Static } from 'typebox';
import { HospIdQuery, hospQuery } from './common';
import { endpoint } from './endpoint';
import { Nullable, PositiveId } from './envelope';
import { PAGED_SUMMARY, PageWindow } from './paging';
import * as at from './calls/catalog';

export const ExamType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  img_url: Type.String(),
});
export type ExamType = Static<typeof ExamType>;

/** 0 general, 1 auxiliary/imaging, 2 lab, 3 other. */
const ItemTypeSchema = Type.Unsafe<ItemType>(Type.Integer());
export type ItemType = 0 | 1 | 2 | 3;

const itemFields = {
  item_code: Type.String(),
  item_name: Type.String(),
  alias: Nullable(Type.String()),
  description: Nullable(Type.String()),
  meanning: Nullable(Type.String()),
  general_tips: Nullable(Type.String()),
  important_tips: Nullable(Type.String()),
  price: Type.Number(),
  type: ItemTypeSchema,
};

/** A part of a package item (a panel's single tests): shown under it, never sold alone. */
export const PackageSubItem = Type.Object(itemFields);
export type PackageSubItem = Static<typeof PackageSubItem>;

export const PackageItem = Type.Object({
  ...itemFields,
  /** The spec's nested items; absent when the item has no parts. */
  items: Type.Optional(Type.Array(PackageSubItem)),
});
export type PackageItem = Static<typeof PackageItem>;

const packageFields = {
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  alias: Nullable(Type.String()),
  remark: Nullable(Type.String()),
  img_url: Nullable(Type.String()),
  sale_price: Type.Number(),
  price: Type.Number(),
  appoint_count: Type.Integer(),
  /** 0 none, 1 male, 2 female. */
  sex_limit: Type.Unsafe<0 | 1 | 2>(Type.Integer()),
  sort: Type.Integer(),
  exam_type_id: Type.Integer(),
  /** 1 bookable. */
  appointment_status: Type.Integer(),
};

export const PackageSummary = Type.Object(packageFields);
export type PackageSummary = Static<typeof PackageSummary>;

export const PackageDetail = Type.Object({
  ...packageFields,
  exam_notice: Nullable(Type.String()),
  notice_content: Nullable(Type.String()),
  items: Type.Array(PackageItem),
});
export type PackageDetail = Static<typeof PackageDetail>;

/** An add-on item offered on top of a package on the tailored plan page. */
export const CustomizedAddItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  alias: Nullable(Type.String()),
  price: Type.Number(),
  description: Nullable(Type.String()),
  generalTips: Nullable(Type.String()),
  importantTips: Nullable(Type.String()),
  /** Pre-selected (recommended by the user's questionnaire). */
  isSelected: Type.Boolean(),
});
export type CustomizedAddItem = Static<typeof CustomizedAddItem>;

/** A named group of items offered as one add-on, at one price. */
export const CustomizedAddCombo = Type.Object({
  comboId: Type.Integer(),
  comboName: Type.String(),
  price: Type.Number(),
  isSelected: Type.Boolean(),
  /** The items the combo holds, for display. */
  itemNames: Type.Array(Type.String()),
});
export type CustomizedAddCombo = Static<typeof CustomizedAddCombo>;

export const CustomizedSuggestion = Type.Object({
  icon: Nullable(Type.String()),
  title: Type.String(),
  content: Type.String(),
});
export type CustomizedSuggestion = Static<typeof CustomizedSuggestion>;

/**
 * The tailored plan: a package plus optional add-on items and combos
 * (`GET /api/package/getCustomizedProject`).
 */
export const CustomizedProject = Type.Object({
  packageId: Type.Integer(),
  packageName: Type.String(),
  packagePrice: Type.Number(),
  packageAppointCount: Type.Integer(),
  /** Heading of the add-on section, in the hospital's words. */
  addItemsName: Type.String(),
  packageItems: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      itemType: ItemTypeSchema,
      sort: Type.Integer(),
    }),
  ),
  addItems: Type.Array(CustomizedAddItem),
  addCombos: Type.Array(CustomizedAddCombo),
  suggestions: Type.Array(CustomizedSuggestion),
  userSurveyId: Nullable(Type.Integer()),
});
export type CustomizedProject = Static<typeof CustomizedProject>;

/** The package list's orders (src/rules/packageOrder.ts spells out each; ties by id). */
export const PackageSortSchema = Type.Union([
  Type.Literal('default'),
  Type.Literal('sale'),
  Type.Literal('priceAsc'),
  Type.Literal('priceDesc'),
]);
export type PackageSort = Static<typeof PackageSortSchema>;

/** The sex a list is for: 0 anyone; 1 male or 2 female leaves out the other's packages. */
export const SexFilterSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export type SexFilter = Static<typeof SexFilterSchema>;

export const packageList = endpoint({
  summary:
    "The branch's packages, of one exam type when `examTypeId` is sent, without those limited " +
    'to the other sex when `sex` is 1 or 2 (0 or none: all), in the order `sort`: `default` by ' +
    'sort then most booked, `sale` most booked, `priceAsc`, `priceDesc`; ties by id.' +
    PAGED_SUMMARY,
  ...at.packageList,
  access: 'public',
  cache: 'public',
  query: hospQuery({
    examTypeId: Type.Optional(PositiveId),
    sex: Type.Optional(SexFilterSchema),
    sort: Type.Optional(PackageSortSchema),
    ...PageWindow,
  }),
  answer: PackageSummary,
  refusals: ['hospitalNotFound'],
});

export const examTypes = endpoint({
  summary: "The branch's exam types.",
  ...at.examTypes,
  access: 'public',
  cache: 'public',
  query: HospIdQuery,
  answer: Type.Array(ExamType),
  refusals: ['hospitalNotFound'],
});

export const recommendedPackages = endpoint({
  summary: 'The recommended packages, by sort then most booked.',
  ...at.recommendedPackages,
  access: 'public',
  cache: 'public',
  query: hospQuery({ topNumber: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) }),
  answer: Type.Array(PackageSummary),
  refusals: ['hospitalNotFound'],
});

export const packageFind = endpoint({
  summary:
    "A package with its items (type 0 general, 1 imaging, 2 lab, 3 other; a panel's parts in " +
    '`items`), `exam_notice` and `notice_content`.',
  ...at.packageFind,
  access: 'public',
  cache: 'public',
  query: Type.Object({ hospid: PositiveId, id: PositiveId }),
  answer: PackageDetail,
  refusals: ['packageNotFound'],
});

/** The tailored plan any visitor sees; one shaped by a questionnaire is the survey area's. */
export const customizedProject = endpoint({
  summary:
    'The tailored plan any visitor sees: the package, its items, and the add-on items and ' +
    'combos it lacks; a path the spec leaves open. The plan shaped by a questionnaire is `GET ' +
    '/api/survey/customizedProject`.',
  ...at.customizedProject,
  access: 'public',
  cache: 'public',
  // userSurveyId is accepted and ignored: the plan a sheet shapes is surveyPlan's.
  query: Type.Object({
    hospid: PositiveId,
    packageId: PositiveId,
    userSurveyId: Type.Optional(PositiveId),
  }),
  answer: CustomizedProject,
  refusals: ['hospitalNotFound', 'packageNotFound'],
});
