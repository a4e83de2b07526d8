import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ReportTrend } from '../../../src/contract/index.ts';
import { canCompare } from '../../../src/rules/reports.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { demoToken } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

const ctx = useTestApp();
const tokens: string[] = [];

async function examsOf(token: string, profileIndex = 0) {
  const profiles = (await inject(ctx.app, api.profileList, {}, token)).body.data;
  const profile = profiles[profileIndex]!;
  return (
    await inject(ctx.app, api.examRecords, { profileId: profile.id, hospId: OPEN_HOSP_ID }, token)
  ).body.data;
}

const trendOf = (token: string | null, tjbh: string, item: string, node: string) =>
  inject(ctx.app, api.reportTrend, { tjbh, item, node }, token);

beforeAll(async () => {
  for (const i of [0, 1]) tokens.push(await demoToken(ctx.app, i));
});

describe('report/trend', () => {
  it('answers one value across every published exam of the person, oldest first', async () => {
    const exams = await examsOf(tokens[0]!);
    const published = exams.filter(canCompare);
    const latest = published[0]!;
    const report = (await inject(ctx.app, api.reportQuery, { tjbh: latest.tjbh }, tokens[0]!)).body
      .data;
    const lipids = report.items.find((i) => i.item_name === '血脂四项')!;
    const node = lipids.result.find((r) => r.node_name === '甘油三酯')!;

    const res = await trendOf(tokens[0]!, latest.tjbh, '血脂四项', '甘油三酯');
    expect(res.status).toBe(200);
    expect(Value.Check(ReportTrend, res.body.data)).toBe(true);
    const { points } = res.body.data;
    // Every published exam once, none in progress, oldest first, the latest value as shown.
    expect(points.map((p) => p.tjbh)).toEqual(published.map((e) => e.tjbh).reverse());
    expect(points.map((p) => p.tjrq)).toEqual([...points.map((p) => p.tjrq)].sort());
    expect(points.at(-1)!.node_result).toBe(node.node_result);
    expect(points.every((p) => p.unit === 'mmol/L' && p.ref_value === '<1.7')).toBe(true);
    // The seeded drift makes a rising value: the first and last differ.
    expect(Number(points.at(-1)!.node_result)).toBeGreaterThan(Number(points[0]!.node_result));
  });

  it('answers an empty list for a value no exam has', async () => {
    const [latest] = (await examsOf(tokens[0]!)).filter(canCompare);
    const res = await trendOf(tokens[0]!, latest!.tjbh, '血脂四项', '无此项');
    expect(res.status).toBe(200);
    expect(res.body.data.points).toEqual([]);
  });

  it('refuses an exam in progress with the Chinese message', async () => {
    const pending = (await examsOf(tokens[0]!)).find((e) => !canCompare(e))!;
    const res = await trendOf(tokens[0]!, pending.tjbh, '血脂四项', '甘油三酯');
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(MSG.reportNotReady);
  });

  it("refuses another account's exam as missing, and a visitor", async () => {
    const [theirs] = (await examsOf(tokens[1]!)).filter(canCompare);
    const res = await trendOf(tokens[0]!, theirs!.tjbh, '血脂四项', '甘油三酯');
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(MSG.reportNotFound);
    expect((await trendOf(null, theirs!.tjbh, '血脂四项', '甘油三酯')).status).toBe(401);
  });
});
