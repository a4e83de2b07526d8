// The summary for the doctor (beyond the spec, issue 29): an A4 page a patient brings to a
// family doctor, drawn by the server from a published report. Named in the style of the
// spec's report calls, and answered as report/pdfReport answers a PDF.
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import { PositiveId } from './envelope';
import { ExamNo } from './reports';
import * as at from './calls/summary';

export const DoctorSummaryQuery = Type.Object({
  /** The exam summarised. */
  tjbh: ExamNo,
  /**
   * The exams it is compared with, comma-joined (the comparison's other columns): their
   * values stand beside the abnormal ones. Without it, the person's latest earlier exams.
   */
  compare: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9]{4,32}(,[A-Za-z0-9]{4,32}){0,3}$' })),
  /** As the report calls spell it (reports.ts). */
  hospId: Type.Optional(PositiveId),
});
export type DoctorSummaryQuery = Static<typeof DoctorSummaryQuery>;

export const doctorSummary = endpoint({
  summary:
    'Not in the spec: an A4 PDF (base64, as `pdfReport` answers) of a published report of ' +
    "the caller's people, for a doctor: the person (name, sex, age), the exam (date, branch, " +
    'package), every finding counted in its headline (abnormal values with their ranges and ' +
    'the values of the 3 latest earlier exams of the person, or of the earlier exams in ' +
    '`compare`; imaging reports whose conclusion is not normal; results and item notes marked ' +
    'abnormal in text), then the chief conclusion and the advice, whole. One page when it ' +
    'fits, leaving out only earlier values and normal imaging, saying so; else more pages, ' +
    "saying how many. The branch's `report_summary_enable` and `report_enable_pdf` on (else " +
    '403 `summary.disabled`), `report_enable_default_view` on (else 403 `report.viewDisabled`); ' +
    "not the caller's 404; in progress 409; a compared exam unpublished " +
    'or of another person 400 `compareNotReady`; the rating gate (428) as for the report.',
  ...at.doctorSummary,
  query: DoctorSummaryQuery,
  answer: Type.String(),
  refusals: [
    'reportNotFound',
    'reportNotReady',
    'compareNotReady',
    'summary.disabled',
    'summary.tooMany',
    'report.viewDisabled',
    'report.ratingFirst',
  ],
});
