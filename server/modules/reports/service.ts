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
import { mapPage, pageOf, type Page, type PageWindow } from '../../plugins/paged.ts';
import { compareExams } from './compare.ts';
import {
  countAccountExams,
  countExams,
  countExternal,
  examsPage,
  externalPage,
} from './listsRepository.ts';
import { RATING_ITEMS, REPORT_MSG } from './messages.ts';
import { makeReportKey } from './reportKeys.ts';
import { refuseUnrevealed } from './reveal.ts';
import * as exams from './repository.ts';
import * as shared from './sharedRepository.ts';
import {
  examReport,
  insertRating,
  ownedExam,
  ownedProfile,
  ratingOfExam,
  selfProfile,
  type ExamRow,
} from './repository.ts';

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

export const published = (e: ExamRow) => isPublished({ zjzt: e.zjzt, qcResult: e.qc_result });

/**
 * `ExamRecords`: a page of one of the caller's profiles' exams, each published one keyed.
 * It tells progress, never values, so the rating gate does not hold it: the list is where a
 * gated exam is offered for rating. Each key names the account it was handed to, so it
 * stops opening the PDF once that account no longer has the person (reportKeys.ts).
 */
export async function examRecords(
  { db, config }: Deps,
  accountId: number,
  query: { profileId: number; hospId?: number } & PageWindow,
  now: Date,
): Promise<Page<ReportListEntry>> {
  const person = await profileOf(db, accountId, query.profileId);
  const page = await pageOf(
    examsPage(db, person, query.hospId, query),
    countExams(db, person, query.hospId),
  );
  return mapPage(page, ({ examId, reportKey, ...entry }) => ({
    ...entry,
    reportKey:
      reportKey &&
      makeReportKey(config.dataKey, { kind: 'exam', id: examId, accountId }, reportKey, now),
  }));
}

/** `ExternalReports`: a page of one of the caller's profiles' reports made elsewhere. */
export async function externalReports(
  { db, config }: Deps,
  accountId: number,
  query: { profileId: number; hospId?: number } & PageWindow,
  now: Date,
): Promise<Page<ExternalReport>> {
  const person = await profileOf(db, accountId, query.profileId);
  const page = await pageOf(
    externalPage(db, person, query.hospId, query),
    countExternal(db, person, query.hospId),
  );
  return mapPage(page, ({ id, report_key, ...report }) => ({
    ...report,
    // A PDF is opened by a key of the same kind as an exam's, never by its stored secret.
    report_url:
      report.report_data_type === 'pdf' && report_key
        ? makeReportKey(config.dataKey, { kind: 'external', id, accountId }, report_key, now)
        : report.report_url,
  }));
}

/**
 * `report/query`: a published report of one of the caller's people, with online reading on
 * and once rated if it must be (reveal.ts).
 */
export async function reportOf(
  { db }: Deps,
  accountId: number,
  tjbh: string,
  now: Date,
): Promise<ExamReport> {
  const exam = await examOf(db, accountId, tjbh);
  await refuseUnrevealed(db, exam, 'view', 'owner', now);
  return examReport(db, exam);
}

/**
 * `report/compare`: 2 to 5 distinct published exams of ONE of the caller's people, each of
 * which may be read (reveal.ts): a comparison is no way round an exam's rating gate.
 */
export async function compare(
  { db }: Deps,
  accountId: number,
  query: CompareQuery,
  now: Date,
): Promise<ReportComparison> {
  const numbers = [...new Set(query.tjbh.split(','))];
  if (numbers.length < COMPARE_MIN || numbers.length > COMPARE_MAX)
    throw new ApiError(400, MSG.compareNotReady);
  const exams: ExamRow[] = [];
  for (const tjbh of numbers) exams.push(await examOf(db, accountId, tjbh));
  if (!exams.every(published)) throw new ApiError(400, MSG.compareNotReady);
  // A comparison is of one person: never two relatives' values side by side.
  if (new Set(exams.map((e) => e.name)).size > 1) throw new ApiError(400, MSG.compareNotReady);
  for (const exam of exams) await refuseUnrevealed(db, exam, 'view', 'owner', now);
  exams.sort((a, b) => b.tjrq.localeCompare(a.tjrq) || b.id - a.id);
  return compareExams(db, exams);
}

export const ratingItems = (): RatingItem[] =>
  RATING_ITEMS.map((item_name) => ({ item_name, rating: 0 }));

/**
 * Only the items `rating/list` gives, each once: a name of the caller's own would be kept
 * in the exam's rating for the centre to read as if it had asked it. Told apart from a
 * missing item, which the patient can mend (the spec's "please rate all items").
 */
function refuseUnlessConfiguredItems(items: readonly RatingItem[]) {
  const configured = new Set<string>(RATING_ITEMS);
  const names = items.map((i) => i.item_name);
  if (names.some((n) => !configured.has(n)) || new Set(names).size !== names.length)
    throw new ApiError(400, REPORT_MSG.ratingItemUnknown);
}

/** `rating/record`: the exam's rating, null while it has none. */
export async function ratingRecord({ db }: Deps, accountId: number, tjbh: string) {
  return ratingOfExam(db, (await examOf(db, accountId, tjbh)).id);
}

/**
 * `rating/save`: once per exam, in the name of the account's self profile; the account,
 * profile, phone and name of the body are the spec's but the session decides them, so the
 * phone (encrypted like every phone the app sends) is never decrypted here.
 */
export async function saveRating(
  { db }: Deps,
  accountId: number,
  body: RatingSaveBody,
): Promise<Rating> {
  refuseUnlessConfiguredItems(body.rating_items);
  const allRated =
    ratingComplete(body.total_rating, body.rating_items) &&
    body.rating_items.length === RATING_ITEMS.length;
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

/** An exam's items, as its report detail has them: a share's reader reads them. */
export const examItems: typeof exams.examItems = (q, examId) => exams.examItems(q, examId);
/** An exam's imaging reports, as its report detail has them. */
export const risReports: typeof exams.risReports = (q, examId) => exams.risReports(q, examId);

/** The user centre's report count: the exams of the account's bound people, of one branch or all. */
export const accountExamCount = (q: Queryable, accountId: number, hospId?: number) =>
  countAccountExams(q, accountId, hospId);

/** The exam of one of the account's bound people a share is made of (the shares module). */
export const shareableExam: typeof shared.shareableExam = (q, accountId, tjbh) =>
  shared.shareableExam(q, accountId, tjbh);

/** The shared exam, what the gate reads of it, and its person's sex and birth (a share's reader). */
export const sharedExam: typeof shared.sharedExam = (q, examId, profileId) =>
  shared.sharedExam(q, examId, profileId);
