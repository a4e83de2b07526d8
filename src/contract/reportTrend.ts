// One value's trend across a person's published exams (beyond the spec: the report
// detail's "tap a value"). Named in the style of the spec's report calls.
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { Nullable, PositiveId } from './envelope';
import { ExamNo } from './reports';
import * as at from './calls/reportTrend';

/**
 * The exam the value was tapped in (it names the person) and the item and node of the
 * value.
 */
export const ReportTrendQuery = Type.Object({
  tjbh: ExamNo,
  item: Type.String({ minLength: 1, maxLength: 64 }),
  node: Type.String({ minLength: 1, maxLength: 64 }),
  /** As the report calls spell it (reports.ts). */
  hospId: Type.Optional(PositiveId),
});
export type ReportTrendQuery = Static<typeof ReportTrendQuery>;

/** The value in one exam, with the range and mark that exam printed. */
export const ReportTrendPoint = Type.Object({
  tjbh: Type.String(),
  /** Exam date, YYYY-MM-DD. */
  tjrq: Type.String(),
  node_result: Type.String(),
  prompt: Type.String(),
  ref_value: Type.String(),
  unit: Type.String(),
  status: Nullable(Type.Integer()),
});
export type ReportTrendPoint = Static<typeof ReportTrendPoint>;

export const ReportTrend = Type.Object({
  item_name: Type.String(),
  node_name: Type.String(),
  /** Oldest exam first. */
  points: Type.Array(ReportTrendPoint),
  /**
   * The person's exams whose value is left out until they are rated (the rating gate, issue
   * 36): the sheet offers their rating. Absent from a backend without the gate.
   */
  gated: Type.Optional(Type.Array(Type.Object({ tjbh: Type.String(), tjrq: Type.String() }))),
});
export type ReportTrend = Static<typeof ReportTrend>;

/** One value across every published exam of the person the exam belongs to. */
export const reportTrend = endpoint({
  summary:
    'Not in the spec: one value (`item` and `node`) across every published exam of the person ' +
    "exam `tjbh` belongs to, oldest first; an exam in progress is 409, not the caller's 404 " +
    '`reportNotFound`; the exam gated as `report/query` is (403 `report.viewDisabled`, 428). ' +
    "Another exam's value its rating gate holds back is left out and that exam named in " +
    '`gated` (`tjbh`, `tjrq`).',
  ...at.reportTrend,
  query: ReportTrendQuery,
  answer: ReportTrend,
  refusals: ['reportNotFound', 'reportNotReady', 'report.viewDisabled', 'report.ratingFirst'],
});
