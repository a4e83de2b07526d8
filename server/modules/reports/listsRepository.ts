// The report centre's two lists, a page at a time: a person's exams and the reports made
// elsewhere. A page is read from the person's entries of one index (exams_listed,
// external_reports_listed, migration 018) in the list's order, and stops at its last row.
import type { ReportListEntry } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { PageWindow } from '../../plugins/paged.ts';
import { samePerson } from '../people/index.ts';
import { EXTERNAL_COLUMNS, type ExternalListRow, type PersonRow } from './repository.ts';

/** A list entry; `reportKey` is still the exam's stored secret, turned into a key later. */
export type ExamEntryRow = ReportListEntry & { examId: number };

// $1 the profile, $2 the branch or null. The person is a row of its own, so the records'
// scan is ordered by the index rather than joined and sorted.
const PERSON = `(SELECT idcard_hmac, name, mobile_hmac FROM user_profiles WHERE id = $1) p`;
const EXAMS_OF = `FROM ${PERSON} CROSS JOIN LATERAL (SELECT e.* FROM exams e
  WHERE ${samePerson('p', 'e')} AND ($2::int IS NULL OR e.hosp_id = $2)`;
const EXTERNALS_OF = `FROM ${PERSON} CROSS JOIN LATERAL (SELECT x.* FROM external_reports x
  WHERE ${samePerson('p', 'x')} AND ($2::int IS NULL OR x.hosp_id = $2)`;

interface ExamPageRow {
  id: number;
  tjbh: string;
  tjrq: string;
  name: string;
  zjzt: number;
  qc_result: string;
  tjzt: number;
  report_key: string | null;
  pdf_enable: boolean;
  is_rated: boolean;
}

/** A page of a person's exams, newest first, each with its items: two queries. */
export async function examsPage(
  q: Queryable,
  person: PersonRow,
  hospId: number | undefined,
  page: PageWindow,
): Promise<ExamEntryRow[]> {
  const exams = await q.query<ExamPageRow>(
    `SELECT e.id, e.tjbh, to_char(e.tjrq, 'YYYY-MM-DD') AS tjrq, e.name, e.zjzt, e.qc_result,
            e.tjzt, e.report_key, e.pdf_enable,
            EXISTS (SELECT 1 FROM exam_ratings r WHERE r.exam_id = e.id) AS is_rated
       ${EXAMS_OF} ORDER BY e.tjrq DESC, e.id DESC LIMIT $3 OFFSET $4) e
      ORDER BY e.tjrq DESC, e.id DESC`,
    [person.id, hospId ?? null, page.limit, page.offset],
  );
  if (exams.length === 0) return [];
  const items = await q.query<{ exam_id: number; item_name: string; progress: string }>(
    `SELECT exam_id, item_name, progress FROM exam_items WHERE exam_id = ANY($1::int[])
      ORDER BY exam_id, sort`,
    [exams.map((e) => e.id)],
  );
  const itemsOf = new Map<number, ReportListEntry['items']>();
  for (const i of items) {
    const own = itemsOf.get(i.exam_id) ?? [];
    own.push({ xmmc: i.item_name, jcztmc: i.progress });
    itemsOf.set(i.exam_id, own);
  }
  return exams.map((e) => ({
    examId: e.id,
    tjbh: e.tjbh,
    tjrq: e.tjrq,
    name: e.name,
    zjzt: e.zjzt,
    qcResult: e.qc_result,
    tjzt: e.tjzt,
    items: itemsOf.get(e.id) ?? [],
    reportKey: e.report_key,
    pdfEnable: e.pdf_enable,
    is_rated: e.is_rated,
  }));
}

export async function countExams(q: Queryable, person: PersonRow, hospId: number | undefined) {
  const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${EXAMS_OF}) e`, [
    person.id,
    hospId ?? null,
  ]);
  return row?.n ?? 0;
}

/** A page of a person's reports made elsewhere, newest first, without their PDFs. */
export function externalPage(
  q: Queryable,
  person: PersonRow,
  hospId: number | undefined,
  page: PageWindow,
): Promise<ExternalListRow[]> {
  return q.query(
    `SELECT ${EXTERNAL_COLUMNS}
       ${EXTERNALS_OF} ORDER BY x.report_date DESC, x.id DESC LIMIT $3 OFFSET $4) x
      ORDER BY x.report_date DESC, x.id DESC`,
    [person.id, hospId ?? null, page.limit, page.offset],
  );
}

export async function countExternal(q: Queryable, person: PersonRow, hospId: number | undefined) {
  const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${EXTERNALS_OF}) x`, [
    person.id,
    hospId ?? null,
  ]);
  return row?.n ?? 0;
}

/**
 * The exams of the account's bound people (self and relatives), in progress or published,
 * matched as the lists above match them. With `hospId`, only that branch's.
 */
export async function countAccountExams(
  q: Queryable,
  accountId: number,
  hospId?: number,
): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(DISTINCT e.id)::int AS n FROM exams e
       JOIN user_profiles p ON ${samePerson('p', 'e')} AND p.account_id = $1 AND p.jlzt = 1
      WHERE ($2::int IS NULL OR e.hosp_id = $2)`,
    [accountId, hospId ?? null],
  );
  return row?.n ?? 0;
}
