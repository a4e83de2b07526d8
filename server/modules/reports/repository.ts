import type {
  ExamReport,
  ExternalReport,
  Rating,
  RatingItem,
  ReportItem,
  RisReport,
} from '../../../src/contract/index.ts';
import { firstRow, type Queryable } from '../../db/db.ts';
import { samePerson } from '../people/index.ts';

/** The person an exam belongs to: a bound profile of the caller (people's samePerson). */
export interface PersonRow {
  id: number;
  name: string;
  idcard_hmac: string;
  mobile_hmac: string;
  mobile_enc: string;
}

export interface ExamRow {
  id: number;
  tjbh: string;
  hosp_id: number;
  name: string;
  tjrq: string;
  tjzt: number;
  zjzt: number;
  qc_result: string;
  summary: string;
  advice: string;
  chief_doctor_name: string;
  report_time: Date | null;
  verify_doctor_name: string;
  verify_time: Date | null;
  report_key: string | null;
  pdf_enable: boolean;
  is_rated: boolean;
}

const EXAM_COLUMNS = `e.id, e.tjbh, e.hosp_id, e.name, to_char(e.tjrq, 'YYYY-MM-DD') AS tjrq, e.tjzt,
  e.zjzt, e.qc_result, e.summary, e.advice, e.chief_doctor_name, e.report_time,
  e.verify_doctor_name, e.verify_time, e.report_key, e.pdf_enable,
  EXISTS (SELECT 1 FROM exam_ratings r WHERE r.exam_id = e.id) AS is_rated`;

// Every read of an exam goes through this join: the caller's own bound profiles only.
const OWNED = `JOIN user_profiles p ON ${samePerson('p', 'e')}
  AND p.account_id = $1 AND p.jlzt = 1`;

/** One of the account's bound profiles (self or a relative), or undefined. */
export function ownedProfile(q: Queryable, accountId: number, profileId: number) {
  return firstRow<PersonRow>(
    q,
    `SELECT id, name, idcard_hmac, mobile_hmac, mobile_enc FROM user_profiles
      WHERE id = $1 AND account_id = $2 AND jlzt = 1`,
    [profileId, accountId],
  );
}

/** The account holder's own profile: ratings are made in its name. */
export function selfProfile(q: Queryable, accountId: number) {
  return firstRow<PersonRow>(
    q,
    `SELECT id, name, idcard_hmac, mobile_hmac, mobile_enc FROM user_profiles
      WHERE account_id = $1 AND is_self AND jlzt = 1`,
    [accountId],
  );
}

/** An exam of one of the account's people, or undefined (another account's looks missing). */
export function ownedExam(q: Queryable, accountId: number, tjbh: string) {
  return firstRow<ExamRow>(
    q,
    `SELECT ${EXAM_COLUMNS} FROM exams e ${OWNED} WHERE e.tjbh = $2 LIMIT 1`,
    [accountId, tjbh],
  );
}

/** An exam by its row id, whoever it belongs to: only a signed PDF key names one. */
export function examById(q: Queryable, examId: number) {
  return firstRow<ExamRow>(q, `SELECT ${EXAM_COLUMNS} FROM exams e WHERE e.id = $1`, [examId]);
}

interface ResultRow {
  item_id: number;
  item_type: number;
  item_name: string;
  exam_doc_name: string;
  comment: string;
  node_name: string | null;
  node_result: string | null;
  prompt: string | null;
  ref_value: string | null;
  unit: string | null;
  status: number | null;
}

/** A result node's values as the contract sends them: a missing text is empty. */
export function nodeValues(r: {
  node_result: string | null;
  prompt: string | null;
  ref_value: string | null;
  unit: string | null;
  status: number | null;
}) {
  return {
    node_result: r.node_result ?? '',
    prompt: r.prompt ?? '',
    ref_value: r.ref_value ?? '',
    unit: r.unit ?? '',
    status: r.status,
  };
}

/** An exam's items with their result nodes, in report order. */
export async function examItems(q: Queryable, examId: number): Promise<ReportItem[]> {
  const rows = await q.query<ResultRow>(
    `SELECT i.id AS item_id, i.item_type, i.item_name, i.exam_doc_name, i.comment,
            r.node_name, r.node_result, r.prompt, r.ref_value, r.unit, r.status
       FROM exam_items i LEFT JOIN exam_results r ON r.exam_item_id = i.id
      WHERE i.exam_id = $1 ORDER BY i.sort, r.sort`,
    [examId],
  );
  const items = new Map<number, ReportItem>();
  for (const r of rows) {
    let item = items.get(r.item_id);
    if (!item) {
      item = {
        item_type: r.item_type,
        item_name: r.item_name,
        exam_doc_name: r.exam_doc_name,
        comment: r.comment,
        result: [],
      };
      items.set(r.item_id, item);
    }
    if (r.node_name !== null) item.result.push({ node_name: r.node_name, ...nodeValues(r) });
  }
  return [...items.values()];
}

export function risReports(q: Queryable, examId: number): Promise<RisReport[]> {
  return q.query<RisReport>(
    `SELECT repno, report_name, finding, conclusion, exam_doc_name FROM exam_ris_reports
      WHERE exam_id = $1 ORDER BY id`,
    [examId],
  );
}

export async function examReport(q: Queryable, exam: ExamRow): Promise<ExamReport> {
  return {
    tjbh: exam.tjbh,
    tjrq: exam.tjrq,
    name: exam.name,
    summary: exam.summary,
    advice: exam.advice,
    items: await examItems(q, exam.id),
    risReports: await risReports(q, exam.id),
    chiefDoctorName: exam.chief_doctor_name,
    reportTime: exam.report_time?.toISOString() ?? null,
    verifyDoctorName: exam.verify_doctor_name,
    verifyTime: exam.verify_time?.toISOString() ?? null,
  };
}

/** An external report as listed, with its row id and its stored secret (a PDF's). */
export interface ExternalListRow extends ExternalReport {
  id: number;
  report_key: string | null;
}

interface ExternalPdfRow extends ExternalListRow {
  hosp_id: number;
  name: string;
  content: string;
}

// The list leaves `content` (a whole PDF) in the database; only the PDF call reads it.
export const EXTERNAL_COLUMNS = `x.id, x.inspection_item_name,
  to_char(x.report_date, 'YYYY-MM-DD') AS report_date, x.tjbh, x.report_data_type,
  x.report_url, x.report_key`;

/** An external PDF by its row id, whoever it belongs to: only a signed PDF key names one. */
export function externalPdfById(q: Queryable, id: number) {
  return firstRow<ExternalPdfRow>(
    q,
    `SELECT ${EXTERNAL_COLUMNS}, x.hosp_id, x.name, x.content FROM external_reports x
      WHERE x.id = $1 AND x.report_data_type = 'pdf'`,
    [id],
  );
}

/** Whether an external report is of one of the account's bound people (a PDF key's check). */
export async function ownsExternal(q: Queryable, accountId: number, id: number) {
  const rows = await q.query(
    `SELECT 1 FROM external_reports x JOIN user_profiles p ON ${samePerson('p', 'x')}
        AND p.account_id = $1 AND p.jlzt = 1
      WHERE x.id = $2 LIMIT 1`,
    [accountId, id],
  );
  return rows.length > 0;
}

interface RatingRow {
  tjbh: string;
  total_rating: number;
  rating_items: RatingItem[];
  comment: string;
  account_id: number;
  profile_id: number;
  user_name: string;
  created_at: Date;
}

const toRating = (r: RatingRow): Rating => ({
  tjbh: r.tjbh,
  total_rating: r.total_rating,
  rating_items: r.rating_items,
  comment: r.comment,
  is_rated: true,
  account_id: r.account_id,
  profile_id: r.profile_id,
  user_name: r.user_name,
  create_time: r.created_at.toISOString(),
});

export async function ratingOfExam(q: Queryable, examId: number): Promise<Rating | null> {
  const row = await firstRow<RatingRow>(
    q,
    `SELECT e.tjbh, r.total_rating, r.rating_items, r.comment, r.account_id, r.profile_id,
            p.name AS user_name, r.created_at
       FROM exam_ratings r JOIN exams e ON e.id = r.exam_id
       JOIN user_profiles p ON p.id = r.profile_id
      WHERE r.exam_id = $1`,
    [examId],
  );
  return row ? toRating(row) : null;
}

/** Saves a rating once: false when the exam already had one (a second tap, a race). */
export async function insertRating(
  q: Queryable,
  r: {
    examId: number;
    accountId: number;
    profileId: number;
    total: number;
    items: RatingItem[];
    comment: string;
  },
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO exam_ratings (exam_id, account_id, profile_id, total_rating, rating_items, comment)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (exam_id) DO NOTHING RETURNING id`,
    [r.examId, r.accountId, r.profileId, r.total, JSON.stringify(r.items), r.comment],
  );
  return rows.length === 1;
}
