// One value's trend across a person's published exams (beyond the spec: the report
// detail's "tap a value"). Named in the style of the spec's report calls.
import { Type, type Static } from 'typebox';
import { Nullable, PositiveId, envelopeOf } from './envelope';
import { ExamNo } from './reports';

/**
 * `GET api/report/trend`: the exam the value was tapped in (it names the person) and the
 * item and node of the value. Keys arrive lower-cased (server/plugins/queryCase.ts).
 */
export const ReportTrendQuery = Type.Object({
  tjbh: ExamNo,
  item: Type.String({ minLength: 1, maxLength: 64 }),
  node: Type.String({ minLength: 1, maxLength: 64 }),
  hospid: Type.Optional(PositiveId),
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
});
export type ReportTrend = Static<typeof ReportTrend>;
export const ReportTrendAnswer = envelopeOf(ReportTrend);
