import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportListEntry } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { abnormalValues } from '../../../src/rules/abnormal.ts';
import { CODE_RATING_FIRST } from '../../../src/rules/reportGate.ts';
import { canCompare } from '../../../src/rules/reports.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { demoToken } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { readPdf } from '../../test/pdfText.ts';
import { useTestApp } from '../../test/testApp.ts';
import { REPORT_MSG } from './messages.ts';
import { summaryOf } from './summarySteps.ts';
import { closePdfThreads } from './pdfRenderer.ts';

// Issue 36, the summary's side of the rating gate: an earlier exam the gate holds back from
// its owner (rating_before_report on, unrated, under 180 days old) lends the doctor's
// summary none of its values, and naming it in a comparison set is refused as its own
// report would be.

const ctx = useTestApp();
let zhang = '';
/** 张三's exams, newest first: the summarised one, the one held back, an old readable one. */
let latest: ReportListEntry;
let held: ReportListEntry;
let older: ReportListEntry;
/** The abnormal value of the latest exam whose earlier values are looked at. */
let node = { item: '', node: '' };

const DAY_MS = 86_400_000;

/** A date `days` days before today in China, as the gate counts them. */
const daysAgo = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 - days * DAY_MS).toISOString().slice(0, 10);

const summary = (tjbh: string, compare?: string) => summaryOf(ctx.app, zhang, tjbh, compare);

/** The exam's value of the node, as stored. */
async function valueIn(tjbh: string) {
  const [row] = await ctx.db.query<{ node_result: string }>(
    `SELECT r.node_result FROM exam_results r
       JOIN exam_items i ON i.id = r.exam_item_id JOIN exams e ON e.id = i.exam_id
      WHERE e.tjbh = $1 AND i.item_name = $2 AND r.node_name = $3`,
    [tjbh, node.item, node.node],
  );
  return row!.node_result.replace(/\s+/g, '');
}

beforeAll(async () => {
  zhang = await demoToken(ctx.app, 0);
  const [self] = (await inject(ctx.app, api.profileList, {}, zhang)).body.data;
  const exams = (
    await inject(ctx.app, api.examRecords, { profileId: self!.id, hospId: OPEN_HOSP_ID }, zhang)
  ).body.data;
  [latest, held, older] = exams.filter(canCompare) as [
    ReportListEntry,
    ReportListEntry,
    ReportListEntry,
  ];
  const report = (await inject(ctx.app, api.reportQuery, { tjbh: latest.tjbh }, zhang)).body.data;
  const triglycerides = abnormalValues(report).find((a) => a.node === '甘油三酯')!;
  node = { item: triglycerides.item, node: triglycerides.node };

  // The branch asks for a rating first; the latest exam is rated and 3 days old, the one
  // before it 10 days old and unrated: held back from its owner until rated.
  await ctx.db.query(
    "UPDATE hosp_configs SET value = '是' WHERE hosp_id = $1 AND code = 'rating_before_report'",
    [OPEN_HOSP_ID],
  );
  const move = (tjbh: string, days: number) =>
    ctx.db.query('UPDATE exams SET tjrq = $2 WHERE tjbh = $1', [tjbh, daysAgo(days)]);
  await move(latest.tjbh, 3);
  await move(held.tjbh, 10);
  await ctx.db.query(
    'DELETE FROM exam_ratings WHERE exam_id = (SELECT id FROM exams WHERE tjbh = $1)',
    [held.tjbh],
  );
  const rated = await ctx.db.query(
    'SELECT 1 FROM exam_ratings g JOIN exams e ON e.id = g.exam_id WHERE e.tjbh = $1',
    [latest.tjbh],
  );
  expect(rated).toHaveLength(1);
  // The held exam is gated for its owner, as its own report says.
  const own = await inject(ctx.app, api.reportQuery, { tjbh: held.tjbh }, zhang);
  expect(own.status).toBe(CODE_RATING_FIRST);
});

afterAll(closePdfThreads);

describe('the summary beside an earlier exam the gate holds back', () => {
  it('leaves out its values and keeps those of an earlier readable exam', async () => {
    const res = await summary(latest.tjbh);
    expect(res.status).toBe(200);
    const { text } = await readPdf(res.body.data);
    expect(text).toContain(`${node.item}/${node.node}`);
    expect(text).not.toContain(`${daysAgo(10)}${await valueIn(held.tjbh)}`);
    expect(text).not.toContain(daysAgo(10));
    expect(text).toContain(`${older.tjrq}${await valueIn(older.tjbh)}`);
  });

  it('refuses a comparison set naming it with the rating gate (428)', async () => {
    const res = await summary(latest.tjbh, held.tjbh);
    expect(res.status).toBe(CODE_RATING_FIRST);
    expect(res.body).toEqual({ code: CODE_RATING_FIRST, msg: REPORT_MSG.ratingFirst, data: null });
  });

  it('still serves a comparison set naming only the readable one', async () => {
    const res = await summary(latest.tjbh, older.tjbh);
    expect(res.status).toBe(200);
    const { text } = await readPdf(res.body.data);
    expect(text).toContain(`${older.tjrq}${await valueIn(older.tjbh)}`);
  });
});
