import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExamReport,
  Profile,
  ReportListEntry,
  ReportTrend,
} from '../../../src/contract/index.ts';
import { abnormalValues } from '../../../src/rules/abnormal.ts';
import { canCompare } from '../../../src/rules/reports.ts';
import { ageOn, EARLIER_EXAMS_MAX } from '../../../src/rules/summary.ts';
import { demoUsers, OPEN_HOSP_ID } from '../../db/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { demoToken } from '../../test/auth.ts';
import { getJson, useTestApp } from '../../test/testApp.ts';
import { REPORT_MSG } from './messages.ts';
import { closePdfThreads, pdfsDrawn } from './pdfRenderer.ts';
import { SUMMARY_MSG } from './summaryService.ts';

// report/doctorSummary: one A4 page for a doctor, read back with pdf.js as a reader would.

const ctx = useTestApp();
let zhang = '';
let other = '';
let self: Profile;
let exams: ReportListEntry[] = [];

const PDFJS = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

const summaryUrl = (tjbh: string, compare?: string) =>
  `/api/report/doctorSummary?tjbh=${tjbh}&hospId=${OPEN_HOSP_ID}${compare ? `&compare=${compare}` : ''}`;

async function fetchSummary(token: string, tjbh: string, compare?: string) {
  return getJson<string>(ctx.app, summaryUrl(tjbh, compare), token);
}

/** The PDF's pages and its text, spaces taken out (pdf.js splits runs of one line). */
async function readPdf(base64: string) {
  const doc = await getDocument({
    data: new Uint8Array(Buffer.from(base64, 'base64')),
    cMapUrl: `${PDFJS}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS}/standard_fonts/`,
    isEvalSupported: false,
  }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str;
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: text.replace(/\s+/g, '') };
}

const squeeze = (s: string) => s.replace(/\s+/g, '');

beforeAll(async () => {
  zhang = await demoToken(ctx.app, 0);
  other = await demoToken(ctx.app, 3);
  [self] = (await getJson<Profile[]>(ctx.app, '/api/user/getprofile', zhang)).body.data as [
    Profile,
  ];
  const list = `/api/report/ExamRecords?profileId=${self.id}&hospid=${OPEN_HOSP_ID}`;
  exams = (await getJson<ReportListEntry[]>(ctx.app, list, zhang)).body.data.filter(canCompare);
});

afterAll(closePdfThreads);

/** The first demo patient's latest exam: published and rated in the seed. */
const latest = () => exams[0]!;

async function reportOf(tjbh: string) {
  return (await getJson<ExamReport>(ctx.app, `/api/report/query?tjbh=${tjbh}`, zhang)).body.data;
}

/** A value's earlier values as the trend call gives them, newest first. */
async function earlierOf(tjbh: string, item: string, node: string) {
  const url = `/api/report/trend?tjbh=${tjbh}&item=${encodeURIComponent(item)}&node=${encodeURIComponent(node)}`;
  const trend = (await getJson<ReportTrend>(ctx.app, url, zhang)).body.data;
  const at = trend.points.findIndex((p) => p.tjbh === tjbh);
  return trend.points.slice(0, at).reverse();
}

describe("the summary of the patient's latest report", () => {
  it('is one page holding the person, the exam, each abnormal value with its range and earlier values, the conclusion and the advice', async () => {
    const res = await fetchSummary(zhang, latest().tjbh);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { pages, text } = await readPdf(res.body.data);
    expect(pages).toBe(1);

    const report = await reportOf(latest().tjbh);
    const sex = self.sex === 1 ? '男' : '女';
    expect(text).toContain(squeeze(`姓名：${self.name}`));
    expect(text).toContain(`性别：${sex}`);
    expect(text).toContain(`年龄：${ageOn(self.birth, report.tjrq)}岁`);
    expect(text).toContain(`体检日期：${report.tjrq}`);
    expect(text).toContain(`体检编号：${report.tjbh}`);
    expect(text).toContain('体检机构：');
    // No ID number: a doctor needs none, and the page leaves the patient's hands.
    expect(text).not.toContain(demoUsers[0]!.idBody);

    const abnormal = abnormalValues(report);
    expect(abnormal.length).toBeGreaterThan(1);
    let withEarlier = 0;
    for (const a of abnormal) {
      expect(text).toContain(squeeze(`${a.item}/${a.node}:${a.value}`));
      expect(text).toContain(squeeze(`参考范围${a.ref}`));
      const earlier = (await earlierOf(report.tjbh, a.item, a.node)).slice(0, EARLIER_EXAMS_MAX);
      const shown = earlier.map((p) => `${p.tjrq}${p.node_result}${p.prompt.trim()}`).join(';');
      if (earlier.length > 0) withEarlier += 1;
      expect(text).toContain(squeeze(earlier.length > 0 ? `既往${shown}` : '既往无记录'));
    }
    // The demo's values drift year by year: most abnormal values have earlier ones.
    expect(withEarlier).toBeGreaterThan(0);

    // The abnormal values come first, then the conclusion and the advice, whole.
    const firstAbnormal = text.indexOf(squeeze(`${abnormal[0]!.item}/${abnormal[0]!.node}`));
    expect(firstAbnormal).toBeLessThan(text.indexOf('主检结论'));
    expect(text.indexOf('主检结论')).toBeLessThan(text.indexOf('健康建议'));
    expect(text).toContain(squeeze(report.summary));
    expect(text).toContain(squeeze(report.advice));
    expect(text).not.toContain('其余见完整报告');
    expect(text).toContain('不作为诊断依据');
  });

  it('is drawn once: the second request is served from the kept PDF, the same bytes', async () => {
    const first = await fetchSummary(zhang, exams[1]!.tjbh);
    expect(first.status).toBe(200);
    const before = pdfsDrawn();
    const second = await fetchSummary(zhang, exams[1]!.tjbh);
    expect(pdfsDrawn()).toBe(before);
    expect(second.body.data).toBe(first.body.data);
    // Kept beside the exam's own PDF, not in its place.
    const [{ id }] = (await ctx.db.query<{ id: number }>('SELECT id FROM exams WHERE tjbh = $1', [
      exams[1]!.tjbh,
    ])) as [{ id: number }];
    const kept = await ctx.db.query(
      "SELECT 1 FROM pdf_cache WHERE report_kind = 'summary' AND report_id = $1",
      [id],
    );
    expect(kept).toHaveLength(1);
  });

  it('with the exams it is compared with, shows only their values beside the abnormal ones', async () => {
    const [newest, middle, older] = exams as [ReportListEntry, ReportListEntry, ReportListEntry];
    const res = await fetchSummary(zhang, newest.tjbh, older.tjbh);
    expect(res.status).toBe(200);
    const { pages, text } = await readPdf(res.body.data);
    expect(pages).toBe(1);
    const report = await reportOf(newest.tjbh);
    const a = abnormalValues(report).find((v) => v.node === '甘油三酯')!;
    const earlier = await earlierOf(newest.tjbh, a.item, a.node);
    const fromOlder = earlier.find((p) => p.tjbh === older.tjbh)!;
    expect(text).toContain(squeeze(`既往${fromOlder.tjrq}${fromOlder.node_result}`));
    expect(text).not.toContain(middle.tjrq);
  });

  it('stays one page when the report is too long for it, cut with a note', async () => {
    const tjbh = exams[2]!.tjbh;
    const [{ advice }] = (await ctx.db.query<{ advice: string }>(
      'SELECT advice FROM exams WHERE tjbh = $1',
      [tjbh],
    )) as [{ advice: string }];
    const long = Array.from(
      { length: 60 },
      (_, i) => `${i + 1}. 建议定期复查，保持健康的生活方式。`,
    );
    await ctx.db.query('UPDATE exams SET advice = $2 WHERE tjbh = $1', [tjbh, long.join('\n')]);
    try {
      const res = await fetchSummary(zhang, tjbh);
      expect(res.status).toBe(200);
      const { pages, text } = await readPdf(res.body.data);
      expect(pages).toBe(1);
      expect(text).toContain('其余见完整报告');
      expect(text).toContain('健康建议');
      expect(text).toContain(squeeze(long[0]!));
      expect(text).not.toContain(squeeze(long.at(-1)!));
      expect(text).toContain('不作为诊断依据');
    } finally {
      await ctx.db.query('UPDATE exams SET advice = $2 WHERE tjbh = $1', [tjbh, advice]);
    }
  });
});

describe('refusals, each in Chinese', () => {
  it("another account's report looks missing", async () => {
    const res = await fetchSummary(other, latest().tjbh);
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(MSG.reportNotFound);
  });

  it('a visitor is asked to sign in', async () => {
    const res = await getJson<string>(ctx.app, summaryUrl(latest().tjbh));
    expect(res.status).toBe(401);
  });

  it('a report not yet published is not ready', async () => {
    const { tjbh } = exams[2]!;
    await ctx.db.query('UPDATE exams SET zjzt = 0 WHERE tjbh = $1', [tjbh]);
    try {
      const res = await fetchSummary(zhang, tjbh);
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe(MSG.reportNotReady);
    } finally {
      await ctx.db.query('UPDATE exams SET zjzt = 1 WHERE tjbh = $1', [tjbh]);
    }
  });

  it("an unrated report meets the rating gate, as the owner's report PDF does", async () => {
    const profiles = (await getJson<Profile[]>(ctx.app, '/api/user/getprofile', other)).body.data;
    const list = `/api/report/ExamRecords?profileId=${profiles[0]!.id}`;
    const [own] = (await getJson<ReportListEntry[]>(ctx.app, list, other)).body.data.filter(
      canCompare,
    );
    expect(own!.is_rated).toBe(false);
    const res = await fetchSummary(other, own!.tjbh);
    expect(res.status).toBe(428);
    expect(res.body.msg).toBe(REPORT_MSG.ratingFirst);
  });

  it("a compared exam of someone else's is not the caller's", async () => {
    const res = await fetchSummary(zhang, latest().tjbh, 'T00000000999');
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(MSG.reportNotFound);
  });

  it("the branch's switch off (or absent) refuses, and on again serves", async () => {
    const setSwitch = (value: string) =>
      ctx.db.query(
        "UPDATE hosp_configs SET value = $2 WHERE hosp_id = $1 AND code = 'report_summary_enable'",
        [OPEN_HOSP_ID, value],
      );
    await setSwitch('否');
    try {
      const res = await fetchSummary(zhang, latest().tjbh);
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe(SUMMARY_MSG.disabled);
      expect(res.body.msg).toMatch(/就诊摘要/);
    } finally {
      await setSwitch('是');
    }
    expect((await fetchSummary(zhang, latest().tjbh)).status).toBe(200);
  });
});
