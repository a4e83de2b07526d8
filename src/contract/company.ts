// Company booking and team check-up requests: the schemas the server validates with, the
// types the app takes, and the endpoints of the area (spec 2, "Company and team").
import { Type, type Static } from 'typebox';
import { DayString, EncryptedField } from './common';
import { endpoint } from './endpoint';
import { Nullable, PositiveId } from './envelope';
import { ScheduleDay } from './orders';
import { PAGED_SUMMARY, PageWindow } from './paging';
import * as at from './calls/company';

/** 0 general, 1 imaging and auxiliary, 2 laboratory, 3 other. */
export const GroupItem = Type.Object({
  itemType: Type.Integer(),
  itemName: Type.String(),
  itemMeanning: Type.String(),
});
export type GroupItem = Static<typeof GroupItem>;

export const CompanyCombo = Type.Object({
  comboId: Type.Integer(),
  comboName: Type.String(),
  comboMeanning: Type.String(),
  comboImportantTips: Type.String(),
  consumePoints: Type.Integer(),
  price: Type.Number(),
  selected: Type.Boolean(),
});
export type CompanyCombo = Static<typeof CompanyCombo>;

/** One employee's appointment in a company batch. */
export const CompanyAppointment = Type.Object({
  id: Type.Integer(),
  examNo: Type.String(),
  createTime: Type.String(),
  /** The caller's profile this appointment belongs to (matched by ID number and name). */
  profileId: Type.Integer(),
  name: Type.String(),
  /** Masked: first 3 and last 4 digits. */
  mobile: Type.String(),
  /** Masked: first 4 and last 4 characters. */
  idcard: Type.String(),
  companyName: Type.String(),
  companyBatchName: Type.String(),
  batchNoticeContent: Type.String(),
  groupId: Type.Integer(),
  groupName: Type.String(),
  /** The group's addinMode: null or 0 none, 1 by points, 2 by category, 3 employee choice. */
  addinMode: Nullable(Type.Integer()),
  groupItems: Type.Array(GroupItem),
  addCombos: Type.Array(CompanyCombo),
  /** 0 not booked, 1 booked, 2 examined. */
  appointStatus: Type.Integer(),
  appointDate: Nullable(Type.String()),
  appointTimeRangeName: Nullable(Type.String()),
  appointTimeRangeId: Nullable(Type.Integer()),
  /** JSON `{"data":[{"label","value"}]}` of the fields to fill, or null. */
  extFormConfig: Nullable(Type.String()),
  /** JSON object of label -> answer, or null. */
  extFormValue: Nullable(Type.String()),
  hospName: Type.String(),
  hospAddress: Type.String(),
});
export type CompanyAppointment = Static<typeof CompanyAppointment>;

export const CompanyGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  remark: Type.String(),
  items: Type.Array(GroupItem),
  points: Type.Integer(),
  combos: Type.Array(CompanyCombo),
  addinMode: Nullable(Type.Integer()),
});
export type CompanyGroup = Static<typeof CompanyGroup>;

export const ComboCategory = Type.Object({
  id: Type.Integer(),
  categoryName: Type.String(),
  allowComboCount: Type.Integer(),
  totalCount: Type.Integer(),
  noticeText: Type.String(),
  details: Type.Array(CompanyCombo),
});
export type ComboCategory = Static<typeof ComboCategory>;

/** `POST /api/company/GetSchedules`: the batch calendar of one appointment. */
export const CompanySchedulesInput = Type.Object({
  hospId: Type.Optional(PositiveId),
  apptId: PositiveId,
  startDate: Type.Optional(DayString),
  endDate: Type.Optional(DayString),
});
export type CompanySchedulesInput = Static<typeof CompanySchedulesInput>;

/** Words of the stored appointment the app sends back: the server reads its own. */
const StoredText = Type.String({ maxLength: 65_536 });
const StoredNumber = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/** An add-on as the stored appointment holds it: the server reads only `comboId`. */
const StoredCombo = Type.Object({
  comboId: PositiveId,
  comboName: Type.Optional(StoredText),
  comboMeanning: Type.Optional(StoredText),
  comboImportantTips: Type.Optional(StoredText),
  consumePoints: Type.Optional(StoredNumber),
  price: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  selected: Type.Optional(Type.Boolean()),
});

/**
 * `POST /api/company/SaveCompanyAppointment`: the stored appointment object (document 2's
 * company appointment, every field) with the chosen date, time range, add-ons and form
 * answers. The server reads `id`, `groupId`, the add-ons' `comboId`, `appointDate`,
 * `appointTimeRangeId` and `extFormValue`, and checks each against its own records (whose
 * appointment, which batch and plan, which add-ons at what points, which days); the rest is
 * the appointment as the app was shown it, optional so a page loaded before it was sent
 * still books.
 */
export const SaveCompanyAppointmentInput = Type.Object({
  id: PositiveId,
  groupId: PositiveId,
  addCombos: Type.Array(StoredCombo, { maxItems: 50 }),
  appointDate: DayString,
  appointTimeRangeId: PositiveId,
  extFormValue: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  examNo: Type.Optional(StoredText),
  createTime: Type.Optional(StoredText),
  profileId: Type.Optional(StoredNumber),
  name: Type.Optional(StoredText),
  mobile: Type.Optional(StoredText),
  idcard: Type.Optional(StoredText),
  companyName: Type.Optional(StoredText),
  companyBatchName: Type.Optional(StoredText),
  batchNoticeContent: Type.Optional(StoredText),
  groupName: Type.Optional(StoredText),
  addinMode: Type.Optional(Nullable(StoredNumber)),
  groupItems: Type.Optional(
    Type.Array(
      Type.Object({ itemType: StoredNumber, itemName: StoredText, itemMeanning: StoredText }),
      { maxItems: 500 },
    ),
  ),
  appointStatus: Type.Optional(StoredNumber),
  appointTimeRangeName: Type.Optional(Nullable(StoredText)),
  extFormConfig: Type.Optional(Nullable(StoredText)),
  hospName: Type.Optional(StoredText),
  hospAddress: Type.Optional(StoredText),
});
export type SaveCompanyAppointmentInput = Static<typeof SaveCompanyAppointmentInput>;

/** `POST /api/Order/UnitOrder`: book (action 1) or cancel (action 0) by exam number. */
export const UnitOrderInput = Type.Object({
  hospid: PositiveId,
  tjbh: Type.String({ minLength: 1, maxLength: 32 }),
  appdate: Type.Optional(DayString),
  /** The time range id. */
  apptime: Type.Optional(PositiveId),
  action: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type UnitOrderInput = Static<typeof UnitOrderInput>;

/** What a booking of a company appointment may be refused with (company/service.ts). */
const BOOKING_REFUSALS = [
  'company.notFound',
  'company.notBookable',
  'company.groupNotFound',
  'company.groupRequired',
  'company.comboInvalid',
  'company.noAddOns',
  'company.pointsInsufficient',
  'company.categoryLimit',
  'company.addOnsUnselected',
  'company.extFormRequired',
  'company.extFormUnknown',
  'company.extFormTooLong',
  'dateOutOfWindow',
  'company.outsideBatchWindow',
  'dayClosed',
  'rangeClosed',
  'company.stockInsufficient',
] as const;

/** One person's company appointments, by the encrypted ID number of one of the caller's profiles. */
export const unitOrderRecord = endpoint({
  summary:
    "The caller's company appointments for one person, by ID number (`sfzh`); an ID number none " +
    "of the caller's profiles has is 403.",
  ...at.unitOrderRecord,
  query: Type.Object({ hospid: PositiveId, sfzh: EncryptedField }),
  answer: Type.Array(CompanyAppointment),
  refusals: ['noAccess'],
});

/** The company appointments of every person of the caller's profiles. */
export const companyAppointments = endpoint({
  summary:
    "The caller's company appointments (its bound profiles', by ID number and name), exam " +
    'number descending: `examNo`, `createTime`, `profileId`, masked `mobile`/`idcard`, company, ' +
    'batch and its notice, `groupId`, `groupName`, `addinMode`, `groupItems`, `addCombos`, ' +
    '`appointStatus` (0, 1 booked, 2 examined), date and range, `extFormConfig`, ' +
    '`extFormValue`, `hospName`, `hospAddress`.' +
    PAGED_SUMMARY,
  ...at.companyAppointments,
  query: Type.Object({ hospid: PositiveId, ...PageWindow }),
  answer: CompanyAppointment,
  refusals: ['company.queryFailed'],
});

/** The plans an appointment's employee may choose. */
export const companyGroups = endpoint({
  summary:
    "The plans of the appointment's batch the employee may choose (all but the choice group, " +
    'addinMode 3).',
  ...at.companyGroups,
  query: Type.Object({ apptId: PositiveId }),
  answer: Type.Array(CompanyGroup),
  refusals: ['company.notFound'],
});

export const companyGroupDetails = endpoint({
  summary:
    'A plan: `items`, `points`, `combos` (`comboId`, `comboName`, `consumePoints`, ...), ' +
    '`addinMode`; a plan of a batch the caller has no appointment in is 404.',
  ...at.companyGroupDetails,
  query: Type.Object({ groupId: PositiveId }),
  answer: CompanyGroup,
  refusals: ['company.groupNotFound'],
});

export const companyComboCategories = endpoint({
  summary:
    "A plan's categories: `categoryName`, `allowComboCount`, `totalCount`, `noticeText`, " +
    '`details` (combos).',
  ...at.companyComboCategories,
  query: Type.Object({ groupId: PositiveId }),
  answer: Type.Array(ComboCategory),
  refusals: ['company.groupNotFound'],
});

/** The batch calendar of one appointment. */
export const companySchedules = endpoint({
  summary:
    "The branch's calendar with the batch's seats per range (`orderNum`/`limitNum`) over the " +
    "batch's own booking days when it has them (however far out, never before tomorrow), " +
    'else tomorrow to 30 days ahead; `startDate`/`endDate` narrow it. Body fields the spec ' +
    'leaves open.',
  ...at.companySchedules,
  body: CompanySchedulesInput,
  answer: Type.Array(ScheduleDay),
  refusals: ['company.notFound'],
});

export const saveCompanyAppointment = endpoint({
  summary:
    'Books the stored appointment (every field of it sent; the server reads `id`, `groupId`, ' +
    '`addCombos[].comboId`, the day, range and `extFormValue`): the plan (the chosen one for ' +
    'addinMode 3 with a group name meaning employee choice, `rules/companyStep.ts`; any other ' +
    "group's own), add-ons within the points or to each category's count, a day within the " +
    "batch's booking days (`company.outsideBatchWindow`), the extra form (a JSON object of the " +
    "batch's own labels only, `company.extFormUnknown`; every one filled, each at most 50 " +
    'characters, `company.extFormTooLong`), then the batch seat ' +
    "by the personal booking's conditional `UPDATE` in the transaction (409 " +
    '`company.stockInsufficient`).',
  ...at.saveCompanyAppointment,
  body: SaveCompanyAppointmentInput,
  answer: CompanyAppointment,
  refusals: BOOKING_REFUSALS,
});

export const cancelCompanyAppointment = endpoint({
  summary:
    'Cancels a booked appointment and gives the seat back; the appointment can be booked again.',
  ...at.cancelCompanyAppointment,
  body: Type.Object({ id: PositiveId }),
  answer: Type.Null(),
  refusals: ['company.notFound', 'company.onlyBooked'],
});

/** The older call by exam number: action 1 books the stored choice for a day, 0 cancels. */
export const unitOrder = endpoint({
  summary:
    'The older call by exam number (`tjbh`), with the same rules: `apptime` is the range id, ' +
    '`action` 1 books and 0 cancels.',
  ...at.unitOrder,
  body: UnitOrderInput,
  answer: CompanyAppointment,
  refusals: [...BOOKING_REFUSALS, 'company.dateRequired', 'company.onlyBooked'],
});
