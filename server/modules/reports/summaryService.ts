import type { DoctorSummaryQuery } from '../../../src/contract/index.ts';
import { abnormalValues } from '../../../src/rules/abnormal.ts';
import { imagingReads, textFindings } from '../../../src/rules/findings.ts';
import {
  compareNumbers,
  markDirection,
  markFor,
  MARK_HIGH,
  MARK_LOW,
  numericValue,
  statusDirection,
} from '../../../src/rules/reports.ts';
import { chinaDate } from '../../../src/rules/schedule.ts';
import { ageOn, summaryRows, type EarlierValue } from '../../../src/rules/summary.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { fillGroup, template, WORDS } from '../../plugins/words.ts';
import { LIMITS, takeAttempt } from '../auth/index.ts';
import type { PdfOf } from './pdfCacheRepository.ts';
import { reportPdf } from './pdfCache.ts';
import { examReport, ownedExam, type ExamRow } from './repository.ts';
import { refusalsOf, refuseUnrevealed } from './reveal.ts';
import { published } from './service.ts';
import { summaryLines } from './summaryLines.ts';
import {
  earlierExams,
  earlierValues,
  summaryHead,
  type EarlierValueRow,
} from './summaryRepository.ts';

// `report/doctorSummary` (beyond the spec, issue 29): a page of a published report of the
// caller's people for a doctor, holding every finding (issue 36: flagged values, imaging
// findings, text marked abnormal), drawn in the PDF pool and kept as the report PDFs are.

const { tooMany, ...plain } = WORDS.summary;
export const SUMMARY_MSG = fillGroup(plain);
/** Too many summaries drawn anew by one account: how long to wait. */
export const summaryTooManyMsg = (seconds: number) =>
  template(tooMany, ['minutes'])({ minutes: Math.max(1, Math.ceil(seconds / 60)) });

/** The comparison sets of one exam whose summaries are kept: the newest drawn stay. */
export const SUMMARY_SETS_MAX = 8;

/**
 * Where a summary is kept in pdf_cache: beside its exam's own PDF, neither pushing the other
 * out (023), one per comparison set (026): '' for the person's latest earlier exams, else
 * the set's other exams in order, however the request ordered or repeated them.
 */
const summarySlot = (examId: number, among: readonly string[] | null): PdfOf => ({
  kind: 'summary',
  id: examId,
  variant: among === null ? '' : `compare:${[...among].sort().join(',')}`,
});

/** Counts a summary drawn anew against the account's limit; a kept one costs nothing. */
const countDrawing = (db: Queryable, accountId: number) => () =>
  takeAttempt(db, [
    {
      limit: LIMITS.summaryPerAccount,
      subject: `account:${accountId}`,
      refuse: summaryTooManyMsg,
    },
  ]);

/**
 * An earlier value with its mark: the one its exam printed, else the one its exam's status
 * or its own range gives a number (issue 38: the page reds an earlier value only when it
 * was abnormal then, and says so with its mark, never with colour alone).
 */
function markedEarlier({ status, ref, ...v }: EarlierValueRow): EarlierValue {
  if (markDirection(v.prompt) !== null) return v;
  const side = statusDirection(status);
  const mark =
    side === 'high'
      ? MARK_HIGH
      : side === 'low'
        ? MARK_LOW
        : numericValue(v.value) !== null
          ? markFor(v.value, ref)
          : null;
  return { ...v, prompt: mark ?? v.prompt };
}

/** The caller's exam, or 404 as the report itself would say. */
async function examOf(q: Queryable, accountId: number, tjbh: string): Promise<ExamRow> {
  const exam = await ownedExam(q, accountId, tjbh);
  if (!exam) throw notFound(MSG.reportNotFound, `exam ${tjbh} of account ${accountId}`);
  return exam;
}

/**
 * The exams of `compare` besides the summarised one, each the caller's, published and of the
 * same person, as the comparison itself requires, and each one the reports' gate lets its
 * owner read (an earlier exam still to be rated is refused as its own report would be);
 * null when none were named.
 */
async function comparedExams(
  q: Queryable,
  accountId: number,
  exam: ExamRow,
  compare: string | undefined,
  now: Date,
) {
  if (compare === undefined) return null;
  const numbers = [...new Set(compareNumbers(compare).filter((n) => n !== exam.tjbh))];
  for (const tjbh of numbers) {
    const other = await examOf(q, accountId, tjbh);
    if (!published(other) || other.name !== exam.name) throw new ApiError(400, MSG.compareNotReady);
    await refuseUnrevealed(q, other, 'view', 'owner', now);
  }
  return numbers;
}

/**
 * The earlier exams whose values may stand beside the summary's: those of `among`, or
 * without it every earlier published exam of the person the reports' gate lets its owner
 * read (one still to be rated is left out, as the trend leaves it out).
 */
async function readableEarlier(q: Queryable, exam: ExamRow, among: string[] | null, now: Date) {
  if (among !== null) return among;
  const earlier = await earlierExams(q, exam.id);
  const refusals = await refusalsOf(q, earlier, 'view', now);
  return earlier.filter((_, i) => refusals[i] === null).map((e) => e.tjbh);
}

/**
 * The summary's PDF in base64. The exam's branch must offer summaries; the exam must be
 * published and, as the report and its PDF for their owner, rated when the branch asks.
 */
export async function doctorSummaryPdf(
  { db }: Deps,
  accountId: number,
  query: DoctorSummaryQuery,
  now: Date,
): Promise<string> {
  const exam = await examOf(db, accountId, query.tjbh);
  // The reports' one gate (reveal.ts): the summary's and the PDFs' switches, online
  // reading, published, rated when the branch asks.
  await refuseUnrevealed(db, exam, 'summary', 'owner', now);
  const among = await comparedExams(db, accountId, exam, query.compare, now);
  const report = await examReport(db, exam);
  const head = await summaryHead(db, accountId, exam.id);
  if (!head) throw notFound(MSG.reportNotFound, `profile of exam ${exam.tjbh}`);
  // Only the abnormal values' nodes are looked up earlier.
  const nodes = abnormalValues(report).map((a) => a.node);
  const readable = await readableEarlier(db, exam, among, now);
  const earlier = await earlierValues(db, exam.id, [...new Set(nodes)], readable);
  const rows = summaryRows(report, earlier.map(markedEarlier));
  const { body, onePage } = summaryLines({
    name: exam.name,
    sex: head.sex,
    age: ageOn(head.birth, exam.tjrq),
    tjbh: exam.tjbh,
    tjrq: exam.tjrq,
    branch: head.branch,
    packageName: head.package_name,
    summary: exam.summary,
    advice: exam.advice,
    rows,
    imaging: imagingReads(report.risReports),
    texts: textFindings(report),
    madeOn: chinaDate(now),
  });
  return reportPdf(db, summarySlot(exam.id, among), exam.tjbh, body, {
    onePage,
    beforeDrawing: countDrawing(db, accountId),
    variantsMax: SUMMARY_SETS_MAX,
  });
}
