// Company booking and team check-up requests: the schemas the server validates with, the
// types the app takes (types only, so no schema code reaches the bundle).
import { Type, type Static } from 'typebox';
import { DayString, EncryptedField, hospQuery } from './common';
import { Nullable, PositiveId } from './envelope';

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

/** `GET /api/Order/UnitOrderRecord`: one person's company appointments, `sfzh` encrypted. */
export const UnitOrderRecordQuery = hospQuery({ sfzh: EncryptedField });
/** `GET /api/company/GetCompanyGroups`: the plans an appointment's employee may choose. */
export const CompanyGroupsQuery = Type.Object({ apptid: PositiveId });
/** `GET /api/company/groupDetails` and `GetCompanyComboCategories`. */
export const GroupQuery = Type.Object({ groupid: PositiveId });

/** `POST /api/company/GetSchedules`: the batch calendar of one appointment. */
export const CompanySchedulesInput = Type.Object({
  hospId: Type.Optional(PositiveId),
  apptId: PositiveId,
  startDate: Type.Optional(DayString),
  endDate: Type.Optional(DayString),
});
export type CompanySchedulesInput = Static<typeof CompanySchedulesInput>;

/**
 * `POST /api/company/SaveCompanyAppointment`: the stored appointment object. The server
 * reads these fields and ignores the rest of what the app stored (names, notices).
 */
export const SaveCompanyAppointmentInput = Type.Object({
  id: PositiveId,
  groupId: PositiveId,
  addCombos: Type.Array(Type.Object({ comboId: PositiveId }), { maxItems: 50 }),
  appointDate: DayString,
  appointTimeRangeId: PositiveId,
  extFormValue: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});
export type SaveCompanyAppointmentInput = Static<typeof SaveCompanyAppointmentInput>;

/** `POST /api/company/CancelCompanyAppointment`. */
export const CancelCompanyAppointmentInput = Type.Object({ id: PositiveId });
export type CancelCompanyAppointmentInput = Static<typeof CancelCompanyAppointmentInput>;

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

/** A team check-up request; status 0 submitted, 1 accepted, 9 withdrawn. */
export const TeamRequirement = Type.Object({
  id: Type.Integer(),
  hosp_id: Type.Integer(),
  user_account_id: Type.Integer(),
  company_name: Type.String(),
  contact: Type.String(),
  /** Masked: first 3 and last 4 digits. */
  phone_num: Type.String(),
  expected_date: Nullable(Type.String()),
  estimate_num: Nullable(Type.Integer()),
  budget: Nullable(Type.Number()),
  remark: Type.String(),
  status: Type.Integer(),
  create_time: Type.String(),
  update_time: Type.String(),
});
export type TeamRequirement = Static<typeof TeamRequirement>;

/**
 * `POST /api/company/saveRequirement`: a new request (no id), or status 9 with the id to
 * withdraw one. The lengths are the rule's (src/rules/company.ts), checked by both sides.
 */
export const SaveRequirementInput = Type.Object({
  hosp_id: PositiveId,
  id: Type.Optional(PositiveId),
  company_name: Type.Optional(Type.String({ maxLength: 200 })),
  contact: Type.Optional(Type.String({ maxLength: 200 })),
  /** Encrypted like every phone. */
  phone_num: Type.Optional(EncryptedField),
  expected_date: Type.Optional(Nullable(DayString)),
  estimate_num: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000 }))),
  budget: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1e10 }))),
  remark: Type.Optional(Type.String({ maxLength: 600 })),
  status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(9)])),
});
export type SaveRequirementInput = Static<typeof SaveRequirementInput>;
