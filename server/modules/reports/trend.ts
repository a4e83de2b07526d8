import type {
  ReportTrend,
  ReportTrendPoint,
  ReportTrendQuery,
} from '../../../src/contract/index.ts';
import { isPublished } from '../../../src/rules/reports.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { samePerson } from '../profiles/repository.ts';
import { nodeValues, ownedExam } from './repository.ts';

// The SQL sits here rather than in repository.ts: it is this call's only query, and it
// reads the same tables through the owned exam the repository already checked.
const TREND_SQL = `SELECT e.tjbh, to_char(e.tjrq, 'YYYY-MM-DD') AS tjrq, r.node_result, r.prompt,
    r.ref_value, r.unit, r.status
   FROM exams base
   JOIN exams e ON ${samePerson('e', 'base')}
   JOIN exam_items i ON i.exam_id = e.id
   JOIN exam_results r ON r.exam_item_id = i.id
  WHERE base.id = $1 AND e.zjzt > 0 AND btrim(e.qc_result) <> '0'
    AND i.item_name = $2 AND r.node_name = $3
  ORDER BY e.tjrq, e.id`;

interface TrendRow {
  tjbh: string;
  tjrq: string;
  node_result: string | null;
  prompt: string | null;
  ref_value: string | null;
  unit: string | null;
  status: number | null;
}

/**
 * `report/trend`: one value across every published exam of the person the exam belongs
 * to. The exam must be one of the caller's people's (another account's looks missing),
 * and published: an unpublished report's values are not shown anywhere.
 */
export async function trendOf(
  { db }: Deps,
  accountId: number,
  query: ReportTrendQuery,
): Promise<ReportTrend> {
  const exam = await ownedExam(db, accountId, query.tjbh);
  if (!exam) throw notFound(MSG.reportNotFound, `exam ${query.tjbh} of account ${accountId}`);
  if (!isPublished({ zjzt: exam.zjzt, qcResult: exam.qc_result }))
    throw new ApiError(409, MSG.reportNotReady);
  const rows = await db.query<TrendRow>(TREND_SQL, [exam.id, query.item, query.node]);
  const points: ReportTrendPoint[] = rows.map((r) => ({
    tjbh: r.tjbh,
    tjrq: r.tjrq,
    ...nodeValues(r),
  }));
  return { item_name: query.item, node_name: query.node, points };
}
