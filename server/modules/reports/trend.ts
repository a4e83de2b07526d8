import type {
  ReportTrend,
  ReportTrendPoint,
  ReportTrendQuery,
} from '../../../src/contract/index.ts';
import { isPublished } from '../../../src/rules/reports.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { nodeValues, ownedExam } from './repository.ts';
import { trendRows } from './trendRepository.ts';

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
  const rows = await trendRows(db, exam.id, query.item, query.node);
  const points: ReportTrendPoint[] = rows.map((r) => ({
    tjbh: r.tjbh,
    tjrq: r.tjrq,
    ...nodeValues(r),
  }));
  return { item_name: query.item, node_name: query.node, points };
}
