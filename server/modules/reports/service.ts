import type {
  CompareQuery,
  ExamReport,
  ExternalReport,
  Rating,
  RatingItem,
  RatingSaveBody,
  ReportComparison,
  ReportListEntry,
} from '../../../src/contract/index.ts';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  isPublished,
  ratingComplete,
} from '../../../src/rules/reports.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { compareExams } from './compare.ts';
import { renderPdf } from './pdf.ts';
import { examPdfLines } from './pdfLines.ts';
import {
  examReport,
  examsOfPerson,
  externalOfPerson,
  insertRating,
  ownedExam,
  ownedExamByKey,
  ownedExternalByKey,
  ownedProfile,
  ratingOfExam,
  selfProfile,
  type ExamRow,
} from './repository.ts';

/** The items a patient rates besides the whole visit (spec: the four default items). */
export const RATING_ITEMS = ['前台服务', '医生服务', '护士服务', '体检流程'] as const;

async function profileOf(q: Queryable, accountId: number, profileId: number) {
  const person = await ownedProfile(q, accountId, profileId);
  if (!person) throw notFound(MSG.profileNotFound, `profile ${profileId} of account ${accountId}`);
  return person;
}

async function examOf(q: Queryable, accountId: number, tjbh: string): Promise<ExamRow> {
  const exam = await ownedExam(q, accountId, tjbh);
  if (!exam) throw notFound(MSG.reportNotFound, `exam ${tjbh} of account ${accountId}`);
  return exam;
}

const published = (e: ExamRow) => isPublished({ zjzt: e.zjzt, qcResult: e.qc_result });

/** `ExamRecords`: the exams of one of the caller's profiles. */
export async function examRecords(
  { db }: Deps,
  accountId: number,
  profileId: number,
  hospId?: number,
): Promise<ReportListEntry[]> {
  return examsOfPerson(db, await profileOf(db, accountId, profileId), hospId);
}

/** `ExternalReports`: reports of one of the caller's profiles made elsewhere. */
export async function externalReports(
  { db }: Deps,
  accountId: number,
  profileId: number,
  hospId?: number,
): Promise<ExternalReport[]> {
  return externalOfPerson(db, await profileOf(db, accountId, profileId), hospId);
}

/** `report/query`: a published report of one of the caller's people. */
export async function reportOf({ db }: Deps, accountId: number, tjbh: string): Promise<ExamReport> {
  const exam = await examOf(db, accountId, tjbh);
  if (!published(exam)) throw new ApiError(409, MSG.reportNotReady);
  return examReport(db, exam);
}

/** `report/compare`: 2 to 5 distinct published exams of ONE of the caller's people. */
export async function compare(
  { db }: Deps,
  accountId: number,
  query: CompareQuery,
): Promise<ReportComparison> {
  const numbers = [...new Set(query.tjbh.split(','))];
  if (numbers.length < COMPARE_MIN || numbers.length > COMPARE_MAX)
    throw new ApiError(400, MSG.compareNotReady);
  const exams: ExamRow[] = [];
  for (const tjbh of numbers) exams.push(await examOf(db, accountId, tjbh));
  if (!exams.every(published)) throw new ApiError(400, MSG.compareNotReady);
  // A comparison is of one person: never two relatives' values side by side.
  if (new Set(exams.map((e) => e.name)).size > 1) throw new ApiError(400, MSG.compareNotReady);
  exams.sort((a, b) => b.tjrq.localeCompare(a.tjrq) || b.id - a.id);
  return compareExams(db, exams);
}

/** `report/pdfReport`: base64 of a PDF made from the exam's data, or of an external PDF. */
export async function pdfReport({ db }: Deps, accountId: number, reportKey: string) {
  const exam = await ownedExamByKey(db, accountId, reportKey);
  if (exam) {
    if (!published(exam)) throw new ApiError(409, MSG.reportNotReady);
    const report = await examReport(db, exam);
    const bytes = await renderPdf(`${exam.tjbh}`, examPdfLines(report));
    return Buffer.from(bytes).toString('base64');
  }
  const external = await ownedExternalByKey(db, accountId, reportKey);
  if (!external) throw notFound(MSG.reportNotFound, `report key of account ${accountId}`);
  const lines = [
    { kind: 'title' as const, text: external.inspection_item_name },
    { kind: 'text' as const, text: `${external.report_date}  ${external.tjbh}` },
    ...external.content.split('\n').map((text) => ({ kind: 'text' as const, text })),
  ];
  return Buffer.from(await renderPdf(external.tjbh, lines)).toString('base64');
}

export const ratingItems = (): RatingItem[] =>
  RATING_ITEMS.map((item_name) => ({ item_name, rating: 0 }));

/** `rating/record`: the exam's rating, null while it has none. */
export async function ratingRecord({ db }: Deps, accountId: number, tjbh: string) {
  return ratingOfExam(db, (await examOf(db, accountId, tjbh)).id);
}

/**
 * `rating/save`: once per exam, in the name of the account's self profile; the account,
 * profile, phone and name of the body are the spec's but the session decides them.
 */
export async function saveRating(
  { db }: Deps,
  accountId: number,
  body: RatingSaveBody,
): Promise<Rating> {
  const names = new Set(body.rating_items.map((i) => i.item_name));
  const allRated =
    ratingComplete(body.total_rating, body.rating_items) &&
    RATING_ITEMS.every((n) => names.has(n)) &&
    names.size === body.rating_items.length;
  if (!allRated) throw new ApiError(400, MSG.ratingIncomplete);
  return db.tx(async (q) => {
    const exam = await examOf(q, accountId, body.tjbh);
    const self = await selfProfile(q, accountId);
    if (!self) throw new ApiError(400, MSG.selfProfileMissing);
    const saved = await insertRating(q, {
      examId: exam.id,
      accountId,
      profileId: self.id,
      total: body.total_rating,
      items: body.rating_items.map(({ item_name, rating }) => ({ item_name, rating })),
      comment: body.comment.trim(),
    });
    if (!saved) throw new ApiError(409, MSG.ratingDone);
    const rating = await ratingOfExam(q, exam.id);
    if (!rating) throw new Error(`rating of exam ${exam.id} vanished`);
    return rating;
  });
}
