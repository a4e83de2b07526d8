import type {
  ReportTrend,
  ReportTrendPoint,
  ReportTrendQuery,
} from '../../../src/contract/index.ts';
import { CODE_RATING_FIRST } from '../../../src/rules/reportGate.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { nodeValues, ownedExam } from './repository.ts';
import { refusalsOf, refuseUnrevealed } from './reveal.ts';
import { trendRows } from './trendRepository.ts';

/**
 * `report/trend`: one value across every published exam of the person the exam belongs
 * to. The exam must be one of the caller's people's (another account's looks missing) and
 * one they may read (reveal.ts). The other exams' values are kept only where they may be
 * read too: a newer exam still to be rated is left out and named in `gated`, so the sheet
 * can offer its rating, rather than refusing the whole trend of an exam the patient may
 * read, or showing a value its rating gate holds back.
 */
export async function trendOf(
  { db }: Deps,
  accountId: number,
  query: ReportTrendQuery,
  now: Date,
): Promise<ReportTrend> {
  const exam = await ownedExam(db, accountId, query.tjbh);
  if (!exam) throw notFound(MSG.reportNotFound, `exam ${query.tjbh} of account ${accountId}`);
  await refuseUnrevealed(db, exam, 'view', 'owner', now);
  const rows = await trendRows(db, exam.id, query.item, query.node);
  const refusals = await refusalsOf(db, rows, 'view', now);
  const points: ReportTrendPoint[] = [];
  const gated: NonNullable<ReportTrend['gated']> = [];
  for (const [i, r] of rows.entries()) {
    const refusal = refusals[i];
    if (!refusal) points.push({ tjbh: r.tjbh, tjrq: r.tjrq, ...nodeValues(r) });
    else if (refusal.code === CODE_RATING_FIRST) gated.push({ tjbh: r.tjbh, tjrq: r.tjrq });
  }
  return { item_name: query.item, node_name: query.node, points, gated };
}
