import type { ReportItem, RisReport } from '../../../src/contract/index.ts';
import { firstRow, type Queryable } from '../../db/db.ts';

// What a share's reader reads of its exam: the exam's report, and of its person only the
// sex and the age. The reports module's own reads are its repository's, reached by no other
// module: these are the same few columns, read for a share's one exam.

interface SharedExamRow {
  tjbh: string;
  tjrq: string;
  name: string;
  sex: 1 | 2;
  age: number | null;
  summary: string;
  advice: string;
  zjzt: number;
  qc_result: string;
}

/** The shared exam and its person's sex and age on the exam's day: nothing else of them. */
export function sharedExam(q: Queryable, examId: number, profileId: number) {
  return firstRow<SharedExamRow>(
    q,
    `SELECT e.tjbh, to_char(e.tjrq, 'YYYY-MM-DD') AS tjrq, e.name, p.sex,
            date_part('year', age(e.tjrq, p.birth))::int AS age, e.summary, e.advice,
            e.zjzt, e.qc_result
       FROM exams e JOIN user_profiles p ON p.id = $2 WHERE e.id = $1`,
    [examId, profileId],
  );
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

/** The exam's items with their result nodes, in report order, as the report detail has them. */
export async function sharedItems(q: Queryable, examId: number): Promise<ReportItem[]> {
  const rows = await q.query<ResultRow>(
    `SELECT i.id AS item_id, i.item_type, i.item_name, i.exam_doc_name, i.comment,
            r.node_name, r.node_result, r.prompt, r.ref_value, r.unit, r.status
       FROM exam_items i LEFT JOIN exam_results r ON r.exam_item_id = i.id
      WHERE i.exam_id = $1 ORDER BY i.sort, r.sort`,
    [examId],
  );
  const items = new Map<number, ReportItem>();
  for (const r of rows) {
    const { item_id, item_type, item_name, exam_doc_name, comment } = r;
    const item = items.get(item_id) ?? { item_type, item_name, exam_doc_name, comment, result: [] };
    items.set(item_id, item);
    if (r.node_name === null) continue;
    item.result.push({
      node_name: r.node_name,
      node_result: r.node_result ?? '',
      prompt: r.prompt ?? '',
      ref_value: r.ref_value ?? '',
      unit: r.unit ?? '',
      status: r.status,
    });
  }
  return [...items.values()];
}

export function sharedRisReports(q: Queryable, examId: number): Promise<RisReport[]> {
  return q.query<RisReport>(
    `SELECT repno, report_name, finding, conclusion, exam_doc_name FROM exam_ris_reports
      WHERE exam_id = $1 ORDER BY id`,
    [examId],
  );
}
