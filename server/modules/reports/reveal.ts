import type { HospConfig } from '../../../src/contract/index.ts';
import { configEnabled } from '../../../src/rules/configs.ts';
import { CODE_RATING_FIRST } from '../../../src/rules/reportGate.ts';
import { isPublished, ratingRequired } from '../../../src/rules/reports.ts';
import { summaryEnabled } from '../../../src/rules/summary.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { fillGroup, WORDS } from '../../plugins/words.ts';
import { hospConfigs } from '../hosp/index.ts';
import { REPORT_MSG } from './messages.ts';

// The one decision whether an exam's results may leave the server (issue 36, item 2): every
// call that reveals results asks it (report, compare, trend, PDF, summary, shares), so the
// rating gate and the branch's switches cannot be walked around through another screen.
// gate.test.ts lists the calls of the contract that reveal results and probes each one.

/**
 * How the results leave: read on a screen (report, compare, trend, a share's reader), as
 * the report's PDF, or as the doctor's summary (a PDF of the results).
 */
export type RevealAs = 'view' | 'pdf' | 'summary';

/**
 * Who reads: the signed-in account the exam's person belongs to, who can rate it, or
 * anyone else (a share's reader, a PDF link opened without that account), who cannot.
 */
export type Reader = 'owner' | 'other';

/** What the decision reads of an exam (repository's ExamRow has it all). */
export interface RevealedExam {
  hosp_id: number;
  tjrq: string;
  is_rated: boolean;
  zjzt: number;
  qc_result: string;
  pdf_enable: boolean;
}

const SUMMARY_OFF = () => fillGroup({ disabled: WORDS.summary.disabled }).disabled;

/**
 * The refusal for revealing `exam` as `as` to `reader`, or null when it may be revealed.
 * The exam's own branch decides (its configs). The branch's switches come first: a reading
 * the branch does not offer is refused before a rating is asked for, which would not open
 * it. Then the report must be published, then rated when the branch asks (spec 2, 5
 * "Rating"). The gate is the exam's, not the reader's: a link or share passed on does not
 * open what its owner could not read.
 */
export function revealRefusal(
  configs: readonly HospConfig[],
  exam: RevealedExam,
  as: RevealAs,
  reader: Reader,
  now: Date,
): ApiError | null {
  const pdfOn = configEnabled(configs, 'report_enable_pdf');
  const viewOn = configEnabled(configs, 'report_enable_default_view');
  // The summary is a PDF of the results: it needs its own switch, PDFs and online reading.
  if (as === 'summary' && (!summaryEnabled(configs) || !pdfOn))
    return new ApiError(403, SUMMARY_OFF());
  if (as === 'pdf' && (!pdfOn || !exam.pdf_enable))
    return new ApiError(403, REPORT_MSG.pdfDisabled);
  if (as !== 'pdf' && !viewOn) return new ApiError(403, REPORT_MSG.viewDisabled);
  if (!isPublished({ zjzt: exam.zjzt, qcResult: exam.qc_result }))
    return new ApiError(409, MSG.reportNotReady);
  if (ratingRequired(configs, exam, now))
    return new ApiError(
      CODE_RATING_FIRST,
      reader === 'owner' ? REPORT_MSG.ratingFirst : REPORT_MSG.ratingPending,
    );
  return null;
}

/** Refuses unless `exam` may be revealed; answers its branch's configs for what follows. */
export async function refuseUnrevealed(
  q: Queryable,
  exam: RevealedExam,
  as: RevealAs,
  reader: Reader,
  now: Date,
): Promise<HospConfig[]> {
  const configs = await hospConfigs(q, exam.hosp_id);
  const refusal = revealRefusal(configs, exam, as, reader, now);
  if (refusal) throw refusal;
  return configs;
}

/**
 * The refusal for each of `exams` (null where it may be revealed as `as` to its owner), in
 * their order: what a call that gathers values from several exams (the trend) keeps or
 * leaves out. Each branch's configs are read once.
 */
export async function refusalsOf(
  q: Queryable,
  exams: readonly RevealedExam[],
  as: RevealAs,
  now: Date,
): Promise<Array<ApiError | null>> {
  const configsOf = new Map<number, readonly HospConfig[]>();
  const refusals: Array<ApiError | null> = [];
  for (const exam of exams) {
    let configs = configsOf.get(exam.hosp_id);
    if (!configs) {
      configs = await hospConfigs(q, exam.hosp_id);
      configsOf.set(exam.hosp_id, configs);
    }
    refusals.push(revealRefusal(configs, exam, as, 'owner', now));
  }
  return refusals;
}
