import type { Queryable } from '../../db/db.ts';
import { samePerson } from '../people/index.ts';

// The trend call's one query, beside repository.ts (which holds the rest of the reports'
// SQL): it reads the same tables, starting from an exam the caller was found to own.

/**
 * One published value of a report node, on one exam date, with what reveal.ts reads of
 * its exam (the exam's branch, rating and switches decide whether the value is shown).
 */
export interface TrendRow {
  tjbh: string;
  tjrq: string;
  node_result: string | null;
  prompt: string | null;
  ref_value: string | null;
  unit: string | null;
  status: number | null;
  hosp_id: number;
  is_rated: boolean;
  zjzt: number;
  qc_result: string;
  pdf_enable: boolean;
}

/**
 * A node's value across every published exam of the person exam `examId` belongs to
 * (matched as a profile is matched to its records), oldest first.
 */
export function trendRows(
  q: Queryable,
  examId: number,
  item: string,
  node: string,
): Promise<TrendRow[]> {
  return q.query<TrendRow>(
    `SELECT e.tjbh, to_char(e.tjrq, 'YYYY-MM-DD') AS tjrq, r.node_result, r.prompt,
         r.ref_value, r.unit, r.status, e.hosp_id, e.zjzt, e.qc_result, e.pdf_enable,
         EXISTS (SELECT 1 FROM exam_ratings g WHERE g.exam_id = e.id) AS is_rated
       FROM exams base
       JOIN exams e ON ${samePerson('e', 'base')}
       JOIN exam_items i ON i.exam_id = e.id
       JOIN exam_results r ON r.exam_item_id = i.id
      WHERE base.id = $1 AND e.zjzt > 0 AND btrim(e.qc_result) <> '0'
        AND i.item_name = $2 AND r.node_name = $3
      ORDER BY e.tjrq, e.id`,
    [examId, item, node],
  );
}
