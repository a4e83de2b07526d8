// Reports, comparison, PDF, external reports and rating (spec 2, "Reports and rating").
// Field names are the spec's, snake_case and pinyin included, because the hospitals'
// backends answer with them. Every call but the PDF's (its key and name open it) is signed
// in: the server answers only about the caller's own people.
import { Type, type Static } from 'typebox';
import { EncryptedField } from './common';
import { endpoint } from './endpoint';
import { Nullable, PositiveId } from './envelope';
import { PAGED_SUMMARY, PageWindow } from './paging';
import { ReportComparison } from './reportComparison';
import * as at from './calls/reports';

export * from './reportComparison';

/** An exam number (tjbh) as the centre's system makes them. */
export const ExamNo = Type.String({ pattern: '^[A-Za-z0-9]{4,32}$' });

/** The key a report's PDF is opened by: opaque, unguessable and expiring. */
export const ReportKey = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** The branch, spelled as pdfReport spells it, sent with every call; exams match by person. */
const OptionalHosp = { hospId: Type.Optional(PositiveId) };

/** One of the caller's profiles, with the branch its lists are narrowed to, a page at a time. */
const ProfilePageQuery = Type.Object({ profileId: PositiveId, ...OptionalHosp, ...PageWindow });

/** One step of an exam item's progress: xmmc the item, jcztmc its progress text. */
export const ReportListItem = Type.Object({ xmmc: Type.String(), jcztmc: Type.String() });

/** A report list entry (the spec's "exam record" fields included). */
export const ReportListEntry = Type.Object({
  tjbh: Type.String(),
  /** Exam date, YYYY-MM-DD. */
  tjrq: Type.String(),
  name: Type.String(),
  /** Chief-check status: 0 not yet, above 0 checked. */
  zjzt: Type.Integer(),
  /** Quality check: '0' held back, anything else passed. */
  qcResult: Type.String(),
  /** Exam status: 0 or 1 arrived, 2 items summarised, 3 and above finished. */
  tjzt: Type.Integer(),
  items: Type.Array(ReportListItem),
  reportKey: Nullable(Type.String()),
  pdfEnable: Type.Boolean(),
  is_rated: Type.Boolean(),
});
export type ReportListEntry = Static<typeof ReportListEntry>;

/** One exam by its number. */
const ExamNoQuery = Type.Object({ tjbh: ExamNo, ...OptionalHosp });

/** One node of an item's result. status 1 high, 2 low, 0 or null normal. */
export const ReportResult = Type.Object({
  node_name: Type.String(),
  node_result: Type.String(),
  /** The centre's mark as printed: '↑', '↑↑', '*' (higher) or '↓' (lower), '' normal. */
  prompt: Type.String(),
  ref_value: Type.String(),
  unit: Type.String(),
  status: Nullable(Type.Integer()),
});
export type ReportResult = Static<typeof ReportResult>;

/** An exam item: item_type 0 physical, 2 lab. */
export const ReportItem = Type.Object({
  item_type: Type.Integer(),
  item_name: Type.String(),
  exam_doc_name: Type.String(),
  comment: Type.String(),
  result: Type.Array(ReportResult),
});
export type ReportItem = Static<typeof ReportItem>;

export const RisReport = Type.Object({
  repno: Type.String(),
  report_name: Type.String(),
  finding: Type.String(),
  conclusion: Type.String(),
  exam_doc_name: Type.String(),
});
export type RisReport = Static<typeof RisReport>;

export const ExamReport = Type.Object({
  tjbh: Type.String(),
  tjrq: Type.String(),
  name: Type.String(),
  summary: Type.String(),
  advice: Type.String(),
  items: Type.Array(ReportItem),
  risReports: Type.Array(RisReport),
  chiefDoctorName: Type.String(),
  reportTime: Nullable(Type.String()),
  verifyDoctorName: Type.String(),
  verifyTime: Nullable(Type.String()),
});
export type ExamReport = Static<typeof ExamReport>;

/** `GET api/report/compare`: tjbh is a comma-joined list of 2 to 5 exam numbers. */
export const CompareQuery = Type.Object({
  tjbh: Type.String({ pattern: '^[A-Za-z0-9]{4,32}(,[A-Za-z0-9]{4,32}){1,4}$' }),
  ...OptionalHosp,
});
export type CompareQuery = Static<typeof CompareQuery>;

export const ExternalReport = Type.Object({
  inspection_item_name: Type.String(),
  report_date: Type.String(),
  tjbh: Type.String(),
  report_data_type: Type.Union([Type.Literal('link'), Type.Literal('pdf')]),
  /** A link's address, or for 'pdf' the reportKey the PDF viewer fetches. */
  report_url: Type.String(),
});
export type ExternalReport = Static<typeof ExternalReport>;

export const RatingItem = Type.Object({
  item_name: Type.String({ minLength: 1, maxLength: 32 }),
  rating: Type.Integer({ minimum: 0, maximum: 5 }),
});
export type RatingItem = Static<typeof RatingItem>;

export const Rating = Type.Object({
  tjbh: Type.String(),
  total_rating: Type.Integer(),
  rating_items: Type.Array(RatingItem),
  comment: Type.String(),
  is_rated: Type.Boolean(),
  account_id: Type.Integer(),
  profile_id: Type.Integer(),
  user_name: Type.String(),
  create_time: Type.String(),
});
export type Rating = Static<typeof Rating>;

/**
 * `POST /api/rating/save`: the app sends every field the spec lists, `user_mobile` encrypted
 * like every phone; the reference server takes account_id, profile_id, user_mobile and
 * user_name from the session instead.
 */
export const RatingSaveBody = Type.Object({
  tjbh: ExamNo,
  total_rating: Type.Integer({ minimum: 0, maximum: 5 }),
  rating_items: Type.Array(RatingItem, { maxItems: 10 }),
  comment: Type.String({ maxLength: 500 }),
  account_id: Type.Optional(PositiveId),
  profile_id: Type.Optional(PositiveId),
  user_mobile: Type.Optional(EncryptedField),
  user_name: Type.Optional(Type.String({ maxLength: 64 })),
});
export type RatingSaveBody = Static<typeof RatingSaveBody>;

export const examRecords = endpoint({
  summary:
    "The person's exams, newest first: `tjbh`, `tjrq`, `name`, `zjzt`, `qcResult`, `tjzt`, " +
    '`items` (`xmmc`, `jcztmc`), `reportKey`, `pdfEnable`, `is_rated`. `profileId` must be one ' +
    "of the caller's profiles, else 404 `profileNotFound`." +
    PAGED_SUMMARY,
  ...at.examRecords,
  query: ProfilePageQuery,
  answer: ReportListEntry,
  refusals: ['profileNotFound'],
});

/** A published report of one of the caller's people. */
export const reportQuery = endpoint({
  summary:
    'A published report: `summary`, `advice`, `items` (`item_type` 0 physical, 2 lab; ' +
    '`item_name`, `exam_doc_name`, `comment`, `result` with `node_name`, `node_result`, ' +
    '`prompt` ↑ ↑↑ * ↓, `ref_value`, `unit`, `status` 1 high 2 low), `risReports` (`repno`, ' +
    '`report_name`, `finding`, `conclusion`, `exam_doc_name`), `chiefDoctorName`, `reportTime`, ' +
    "`verifyDoctorName`, `verifyTime`. In progress 409, not the caller's 404 `reportNotFound`, " +
    '`report_enable_default_view` off 403 `report.viewDisabled`, unrated under 180 days with ' +
    '`rating_before_report` on 428 `report.ratingFirst`.',
  ...at.reportQuery,
  query: ExamNoQuery,
  answer: ExamReport,
  refusals: ['reportNotFound', 'reportNotReady', 'report.viewDisabled', 'report.ratingFirst'],
});

/** 2 to 5 published exams of ONE of the caller's people. */
export const reportCompare = endpoint({
  summary:
    'Compares 2 to 5 comma-joined exam numbers (`tjbh`) of one person, all published, newest ' +
    'exam first: `examNumbers`, `examDates`, `count`, `categories` (`categoryName`, `itemType`, ' +
    '`results` with `itemName`, `unit`, `refValue`, `value1..5`, `prompt1..5`), ' +
    '`imagingCategories` (`categoryName`, `reports` with `reportName`, `examDate`, ' +
    '`reportConclusion`). Each exam gated as `report/query` is (403 `report.viewDisabled`, 428).',
  ...at.reportCompare,
  query: CompareQuery,
  answer: ReportComparison,
  refusals: ['reportNotFound', 'compareNotReady', 'report.viewDisabled', 'report.ratingFirst'],
});

/** code 200: data is the PDF in base64; code 201: a URL to open instead. No login. */
export const pdfReport = endpoint({
  summary:
    "`data` is the base64 of a PDF drawn from the exam's data (pdf-lib; Chinese in the " +
    'non-embedded STSong-Light, so pdf.js needs its cMaps), or of an external PDF; `code 201` ' +
    "with a URL is the spec's redirect (unused here). Public: a key the server made (404, 410 " +
    "expired), its report's `name` (403), `report_enable_pdf` and `pdfEnable` on (403); the key's " +
    "account must still have the report's person (410 `report.pdfKeyWithdrawn` once unbound); " +
    'wrong tries limited per address (429); the rating gate (428) whoever opens the key ' +
    '(`report.ratingFirst` to the signed-in owner, `report.ratingPending` to anyone else).',
  ...at.pdfReport,
  access: 'public',
  query: Type.Object({
    hospId: PositiveId,
    reportKey: ReportKey,
    name: Type.String({ minLength: 1, maxLength: 64 }),
  }),
  answer: Type.String(),
  refusals: [
    'report.pdfKeyInvalid',
    'report.pdfKeyExpired',
    'report.pdfNameMismatch',
    'report.pdfDisabled',
    'report.pdfKeyWithdrawn',
    'reportNotReady',
    'report.ratingFirst',
    'report.ratingPending',
    'tooManyTries',
  ],
});

export const externalReports = endpoint({
  summary:
    'Reports made elsewhere: `inspection_item_name`, `report_date`, `tjbh`, `report_data_type` ' +
    '(`link` or `pdf`), `report_url` (the address, or the `reportKey` for pdfReport); newest ' +
    'report first.' +
    PAGED_SUMMARY,
  ...at.externalReports,
  query: ProfilePageQuery,
  answer: ExternalReport,
  refusals: ['profileNotFound'],
});

export const ratingList = endpoint({
  summary:
    'The items to rate (front desk, doctor, nurse, exam process): `{ item_name, rating: 0 }`.',
  ...at.ratingList,
  answer: Type.Array(RatingItem),
});

export const ratingRecord = endpoint({
  summary:
    "The exam's rating (`total_rating`, `rating_items`, `comment`, `is_rated`, `account_id`, " +
    '`profile_id`, `user_name`, `create_time`) or `null`.',
  ...at.ratingRecord,
  query: ExamNoQuery,
  answer: Nullable(Rating),
  refusals: ['reportNotFound'],
});

export const saveRating = endpoint({
  summary:
    "Saves the caller's rating of an exam: `total_rating` 1-5, `rating_items` the items of " +
    '`rating/list`, each once at 1-5 (an item it does not list 400 `report.ratingItemUnknown`), ' +
    '`comment` at most 500; `account_id`, `profile_id`, `user_mobile`, `user_name` come from the ' +
    'session. Answers the rating, msg `ratingSaved`; stars missing 400, a second rating 409.',
  ...at.saveRating,
  body: RatingSaveBody,
  answer: Rating,
  refusals: [
    'ratingIncomplete',
    'report.ratingItemUnknown',
    'reportNotFound',
    'selfProfileMissing',
    'ratingDone',
  ],
});
