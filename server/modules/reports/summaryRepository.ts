import type { EarlierValue } from '../../../src/rules/summary.ts';
import { firstRow, type Queryable } from '../../db/db.ts';
import { planNameOfExam } from '../company/index.ts';
import { hospitalsByIds } from '../hosp/index.ts';
import { samePerson } from '../people/index.ts';
import type { RevealedExam } from './reveal.ts';

// The summary for the doctor's queries, beside repository.ts: they start from an exam the
// caller was found to own.

/** Who the exam is of and where it was made, as the summary's head prints them. */
export interface SummaryHeadRow {
  sex: number;
  birth: string | null;
  branch: string;
  package_name: string | null;
}

/** The exam's person and keys, and the package of a personal order it came from. */
interface HeadRow {
  sex: number;
  birth: string | null;
  hosp_id: number;
  tjbh: string;
  order_package: string | null;
}

/**
 * The person of the exam as the caller's own profile of them has it (sex and birth: the
 * exam rows carry neither), the exam's branch, and the package of the booking the exam
 * came from, a personal order's or a company plan's, when the centre knows one.
 */
export async function summaryHead(
  q: Queryable,
  accountId: number,
  examId: number,
): Promise<SummaryHeadRow | null> {
  const row = await firstRow<HeadRow>(
    q,
    `SELECT p.sex, to_char(p.birth, 'YYYY-MM-DD') AS birth, e.hosp_id, e.tjbh,
         (SELECT k.name FROM personal_orders o JOIN packages k ON k.id = o.package_id
           WHERE o.exam_no = e.tjbh ORDER BY o.id DESC LIMIT 1) AS order_package
       FROM exams e
       JOIN user_profiles p ON ${samePerson('p', 'e')} AND p.account_id = $1 AND p.jlzt = 1
      WHERE e.id = $2
      ORDER BY p.is_self DESC, p.id
      LIMIT 1`,
    [accountId, examId],
  );
  if (!row) return null;
  const branch = (await hospitalsByIds(q, [row.hosp_id])).get(row.hosp_id);
  // As the join this replaces: an exam without its branch has no head.
  if (!branch) return null;
  const packageName = row.order_package ?? (await planNameOfExam(q, row.tjbh));
  return { sex: row.sex, birth: row.birth, branch: branch.name, package_name: packageName };
}

/** An earlier exam of the person, with what reveal.ts reads to judge it. */
export interface EarlierExamRow extends RevealedExam {
  tjbh: string;
}

/** The published exams of the same person made before exam `examId`. */
export function earlierExams(q: Queryable, examId: number): Promise<EarlierExamRow[]> {
  return q.query<EarlierExamRow>(
    `SELECT e.tjbh, e.hosp_id, to_char(e.tjrq, 'YYYY-MM-DD') AS tjrq, e.zjzt, e.qc_result,
         e.pdf_enable, EXISTS (SELECT 1 FROM exam_ratings g WHERE g.exam_id = e.id) AS is_rated
       FROM exams base
       JOIN exams e ON ${samePerson('e', 'base')}
      WHERE base.id = $1 AND e.zjzt > 0 AND btrim(e.qc_result) <> '0'
        AND (e.tjrq < base.tjrq OR (e.tjrq = base.tjrq AND e.id < base.id))`,
    [examId],
  );
}

/** An earlier value with what judges it: its exam's status (1 high, 2 low) and its range. */
export interface EarlierValueRow extends EarlierValue {
  status: number;
  ref: string;
}

/**
 * The values of the named nodes in the published exams of the same person made before exam
 * `examId`, of those of `among` only, newest exam first.
 */
export function earlierValues(
  q: Queryable,
  examId: number,
  nodes: readonly string[],
  among: readonly string[],
): Promise<EarlierValueRow[]> {
  if (nodes.length === 0 || among.length === 0) return Promise.resolve([]);
  return q.query<EarlierValueRow>(
    `SELECT e.tjbh, to_char(e.tjrq, 'YYYY-MM-DD') AS tjrq, i.item_name AS item,
         r.node_name AS node, COALESCE(r.node_result, '') AS value, COALESCE(r.prompt, '') AS prompt,
         COALESCE(r.status, 0) AS status, COALESCE(r.ref_value, '') AS ref
       FROM exams base
       JOIN exams e ON ${samePerson('e', 'base')}
       JOIN exam_items i ON i.exam_id = e.id
       JOIN exam_results r ON r.exam_item_id = i.id
      WHERE base.id = $1 AND e.zjzt > 0 AND btrim(e.qc_result) <> '0'
        AND (e.tjrq < base.tjrq OR (e.tjrq = base.tjrq AND e.id < base.id))
        AND r.node_name = ANY($2::text[])
        AND e.tjbh = ANY($3::text[])
      ORDER BY e.tjrq DESC, e.id DESC, i.sort, r.sort`,
    [examId, [...nodes], [...among]],
  );
}
