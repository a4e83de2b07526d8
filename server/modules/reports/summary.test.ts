import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, ReportListEntry } from '../../../src/contract/index.ts';
import { abnormalValues } from '../../../src/rules/abnormal.ts';
import { canCompare } from '../../../src/rules/reports.ts';
import { ageOn, EARLIER_EXAMS_MAX } from '../../../src/rules/summary.ts';
import { demoUsers, OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { imaging } from '../../seeds/seedReportData.ts';
import { MSG } from '../../plugins/messages.ts';
import { demoToken } from '../../test/auth.ts';
import { readPdf } from '../../test/pdfText.ts';
import { useTestApp } from '../../test/testApp.ts';
import { REPORT_MSG } from './messages.ts';
import { closePdfThreads, pdfsDrawn } from './pdfRenderer.ts';
import { lineText, type PdfLine } from './pdf.ts';
import { summaryLines, type SummaryFacts } from './summaryLines.ts';
import { renderOnePage } from './summaryPdf.ts';
import { SUMMARY_MSG } from './summaryService.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

// report/doctorSummary: one A4 page for a doctor, read back with pdf.js as a reader would.

const ctx = useTestApp();
let zhang = '';
let other = '';
let self: Profile;
let exams: ReportListEntry[] = [];

async function fetchSummary(token: string | null, tjbh: string, compare?: string) {
  const query = { tjbh, hospId: OPEN_HOSP_ID, ...(compare ? { compare } : {}) };
  return inject(ctx.app, api.doctorSummary, query, token);
}

const squeeze = (s: string) => s.replace(/\s+/g, '');

/** What an exam of the seed holds that a test may change: put back after the test. */
async function snapshot(examId: number) {
  const q = <T>(sql: string) => ctx.db.query<T>(sql, [examId]);
  const items = await q<{ id: number; comment: string }>(
    'SELECT id, comment FROM exam_items WHERE exam_id = $1',
  );
  const results = await q<{ id: number; node_result: string; prompt: string; status: number }>(
    `SELECT r.id, r.node_result, r.prompt, r.status FROM exam_results r
       JOIN exam_items i ON i.id = r.exam_item_id WHERE i.exam_id = $1`,
  );
  const ris = await q<{ id: number; finding: string; conclusion: string }>(
    'SELECT id, finding, conclusion FROM exam_ris_reports WHERE exam_id = $1',
  );
  const [exam] = await q<{ summary: string; advice: string }>(
    'SELECT summary, advice FROM exams WHERE id = $1',
  );
  return async () => {
    for (const i of items)
      await ctx.db.query('UPDATE exam_items SET comment = $2 WHERE id = $1', [i.id, i.comment]);
    for (const r of results)
      await ctx.db.query(
        'UPDATE exam_results SET node_result = $2, prompt = $3, status = $4 WHERE id = $1',
        [r.id, r.node_result, r.prompt, r.status],
      );
    for (const r of ris)
      await ctx.db.query(
        'UPDATE exam_ris_reports SET finding = $2, conclusion = $3 WHERE id = $1',
        [r.id, r.finding, r.conclusion],
      );
    await ctx.db.query('UPDATE exams SET summary = $2, advice = $3 WHERE id = $1', [
      examId,
      exam!.summary,
      exam!.advice,
    ]);
  };
}

/**
 * Runs `test` on the summary of exam `tjbh` made clean (no value flagged, no item comment,
 * each imaging report as the seed's normal one, a clean conclusion) and then changed by
 * `change`; the exam is put back after.
 */
async function onCleanExam(
  tjbh: string,
  change: (examId: number) => Promise<unknown>,
  test: (pdf: { pages: number; text: string }) => Promise<void> | void,
) {
  const [{ id }] = (await ctx.db.query<{ id: number }>('SELECT id FROM exams WHERE tjbh = $1', [
    tjbh,
  ])) as [{ id: number }];
  const restore = await snapshot(id);
  try {
    await ctx.db.query(
      `UPDATE exam_results SET prompt = '', status = 0
        WHERE exam_item_id IN (SELECT id FROM exam_items WHERE exam_id = $1)`,
      [id],
    );
    await ctx.db.query("UPDATE exam_items SET comment = '' WHERE exam_id = $1", [id]);
    for (const ris of imaging)
      await ctx.db.query(
        'UPDATE exam_ris_reports SET finding = $3, conclusion = $4 WHERE exam_id = $1 AND report_name = $2',
        [id, ris.name, ...ris.normal],
      );
    await ctx.db.query('UPDATE exams SET summary = $2, advice = $3 WHERE id = $1', [
      id,
      '本次体检各项检查结果未见明显异常。',
      '保持健康的生活方式，建议每年定期体检。',
    ]);
    await change(id);
    const res = await fetchSummary(zhang, tjbh);
    expect(res.status).toBe(200);
    await test(await readPdf(res.body.data));
  } finally {
    await restore();
  }
}

/** The line under the headline that counts each kind of finding. */
const counted = (values: number, imaging: number, texts: number) =>
  `异常指标${values}项；影像及辅助检查异常${imaging}项；其他异常所见${texts}项。`;

const NO_FINDINGS = '本次体检未见异常检查结果';
const CLEAN = '本次体检的检验、体格检查及影像检查均未见标记为异常的结果。';

beforeAll(async () => {
  zhang = await demoToken(ctx.app, 0);
  other = await demoToken(ctx.app, 3);
  [self] = (await inject(ctx.app, api.profileList, {}, zhang)).body.data as [Profile];
  exams = (
    await inject(ctx.app, api.examRecords, { profileId: self.id, hospId: OPEN_HOSP_ID }, zhang)
  ).body.data.filter(canCompare);
});

afterAll(closePdfThreads);

/** The first demo patient's latest exam: published and rated in the seed. */
const latest = () => exams[0]!;

async function reportOf(tjbh: string) {
  return (await inject(ctx.app, api.reportQuery, { tjbh }, zhang)).body.data;
}

/** A value's earlier values as the trend call gives them, newest first. */
async function earlierOf(tjbh: string, item: string, node: string) {
  const trend = (await inject(ctx.app, api.reportTrend, { tjbh, item, node }, zhang)).body.data;
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
    // The exam's imaging: two findings counted and shown, the normal report listed as checked.
    expect(text).toContain(`异常结果（${abnormal.length + 2}）`);
    expect(text).toContain(counted(abnormal.length, 2, 0));
    expect(text).toContain(squeeze('胸部正位片（DR）：右肺下野小结节，建议一年后复查胸部CT。'));
    expect(text).toContain(squeeze('腹部彩超：脂肪肝（轻度）。'));
    expect(text).toContain(squeeze('心电图：正常心电图。'));
    expect(text).not.toContain('篇幅所限');
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

  it('marks an earlier value its exam left unmarked when it fell outside its own range (issue 38)', async () => {
    const [newest, middle] = exams as [ReportListEntry, ReportListEntry];
    const [row] = await ctx.db.query<{
      id: number;
      node_result: string;
      prompt: string;
      status: number;
      ref_value: string;
    }>(
      `SELECT r.id, r.node_result, r.prompt, r.status, r.ref_value FROM exam_results r
         JOIN exam_items i ON i.id = r.exam_item_id JOIN exams e ON e.id = i.exam_id
        WHERE e.tjbh = $1 AND r.node_name = '甘油三酯'`,
      [middle.tjbh],
    );
    await ctx.db.query(
      "UPDATE exam_results SET node_result = '2.50', prompt = '', status = 0, ref_value = '<1.7' WHERE id = $1",
      [row!.id],
    );
    try {
      const res = await fetchSummary(zhang, newest.tjbh, middle.tjbh);
      expect(res.status).toBe(200);
      expect((await readPdf(res.body.data)).text).toContain(squeeze(`既往${middle.tjrq}2.50↑`));
    } finally {
      await ctx.db.query(
        'UPDATE exam_results SET node_result = $2, prompt = $3, status = $4, ref_value = $5 WHERE id = $1',
        [row!.id, row!.node_result, row!.prompt, row!.status, row!.ref_value],
      );
    }
  });

  it('runs to a second page rather than cut a finding, the conclusion or the advice, and says so', async () => {
    const tjbh = latest().tjbh;
    const [{ summary, advice }] = (await ctx.db.query<{ summary: string; advice: string }>(
      'SELECT summary, advice FROM exams WHERE tjbh = $1',
      [tjbh],
    )) as [{ summary: string; advice: string }];
    const long = Array.from(
      { length: 60 },
      (_, i) => `${i + 1}. 建议定期复查，保持健康的生活方式。`,
    );
    await ctx.db.query('UPDATE exams SET advice = $2 WHERE tjbh = $1', [tjbh, long.join('\n')]);
    try {
      const res = await fetchSummary(zhang, tjbh);
      expect(res.status).toBe(200);
      const { pages, text } = await readPdf(res.body.data);
      expect(pages).toBe(2);
      expect(text).toContain('（本摘要共2页）');
      const report = await reportOf(tjbh);
      for (const a of abnormalValues(report))
        expect(text).toContain(squeeze(`${a.item}/${a.node}:${a.value}`));
      expect(text).toContain(squeeze('胸部正位片（DR）：右肺下野小结节，建议一年后复查胸部CT。'));
      expect(text).toContain(squeeze('腹部彩超：脂肪肝（轻度）。'));
      expect(text).toContain(squeeze(summary));
      for (const line of long) expect(text).toContain(squeeze(line));
      // Cutting the earlier values would not have saved the page: nothing is cut.
      expect(text).not.toContain('篇幅所限');
      expect(text.indexOf(squeeze(long.at(-1)!))).toBeLessThan(text.indexOf('不作为诊断依据'));
    } finally {
      await ctx.db.query('UPDATE exams SET advice = $2 WHERE tjbh = $1', [tjbh, advice]);
    }
  });
});

describe('every finding is on the page, and the headline counts them all', () => {
  // The oldest published exam but one: its imaging reads normal in the seed.
  const examOf = () => exams[2]!.tjbh;

  it('an exam without a finding says so, each imaging report read as normal listed as checked', async () => {
    await onCleanExam(
      examOf(),
      async () => undefined,
      ({ pages, text }) => {
        expect(pages).toBe(1);
        expect(text).toContain('异常结果（0）');
        expect(text).toContain(squeeze(CLEAN));
        expect(text).toContain(squeeze('胸部正位片（DR）：胸部正位片未见明显异常。'));
        expect(text).toContain(squeeze('心电图：正常心电图。'));
      },
    );
  });

  it('an exam whose only finding is a DR lung nodule counts it and shows its conclusion and finding', async () => {
    const [finding, conclusion] = imaging.find((r) => r.name === '胸部正位片（DR）')!.later;
    await onCleanExam(
      examOf(),
      (id) =>
        ctx.db.query(
          "UPDATE exam_ris_reports SET finding = $2, conclusion = $3 WHERE exam_id = $1 AND report_name = '胸部正位片（DR）'",
          [id, finding, conclusion],
        ),
      ({ pages, text }) => {
        expect(pages).toBe(1);
        expect(text).toContain('异常结果（1）');
        expect(text).toContain(counted(0, 1, 0));
        expect(text).not.toContain(NO_FINDINGS);
        expect(text).not.toContain(squeeze(CLEAN));
        expect(text).toContain(squeeze(`胸部正位片（DR）：${conclusion}`));
        expect(text).toContain(squeeze(`所见：${finding}`));
        // The finding comes before the reports read as normal.
        expect(text.indexOf(squeeze(conclusion))).toBeLessThan(text.indexOf('心电图：'));
      },
    );
  });

  it("an exam whose only finding is a department's note (小结) counts it and shows it", async () => {
    await onCleanExam(
      examOf(),
      (id) =>
        ctx.db.query(
          "UPDATE exam_items SET comment = '心律不齐，建议心内科就诊' WHERE exam_id = $1 AND item_name = '内科'",
          [id],
        ),
      ({ text }) => {
        expect(text).toContain('异常结果（1）');
        expect(text).toContain(counted(0, 0, 1));
        expect(text).not.toContain(NO_FINDINGS);
        expect(text).toContain(squeeze('内科 小结：心律不齐，建议心内科就诊'));
      },
    );
  });

  it('an exam whose only finding is a text result the centre marked in its own word counts it and shows it', async () => {
    await onCleanExam(
      examOf(),
      (id) =>
        ctx.db.query(
          `UPDATE exam_results SET node_result = '阳性(+)', prompt = '阳性'
            WHERE node_name = '尿蛋白'
              AND exam_item_id IN (SELECT id FROM exam_items WHERE exam_id = $1)`,
          [id],
        ),
      ({ text }) => {
        expect(text).toContain('异常结果（1）');
        expect(text).toContain(counted(0, 0, 1));
        expect(text).not.toContain(NO_FINDINGS);
        expect(text).toContain(squeeze('尿常规/尿蛋白: 阳性(+) 阳性  参考范围 阴性'));
      },
    );
  });
});

describe('refusals, each in Chinese', () => {
  it("another account's report looks missing", async () => {
    const res = await fetchSummary(other, latest().tjbh);
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(MSG.reportNotFound);
  });

  it('a visitor is asked to sign in', async () => {
    const res = await fetchSummary(null, latest().tjbh);
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
    const profiles = (await inject(ctx.app, api.profileList, {}, other)).body.data;
    const [own] = (
      await inject(ctx.app, api.examRecords, { profileId: profiles[0]!.id }, other)
    ).body.data.filter(canCompare);
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

describe('fitting the summary to its pages', () => {
  const ris = (report_name: string, conclusion: string, finding = '') => ({
    repno: report_name,
    report_name,
    finding,
    conclusion,
    exam_doc_name: '',
  });
  const facts: SummaryFacts = {
    name: '张三',
    sex: 1,
    age: 40,
    tjbh: 'T1',
    tjrq: '2026-01-01',
    branch: '康宁体检中心',
    packageName: null,
    summary: '1. 甘油三酯偏高\n2. 右肺下野小结节',
    advice: '1. 低脂饮食\n2. 一年后复查胸部CT',
    rows: [
      {
        item: '血脂四项',
        node: '甘油三酯',
        value: '2.21',
        unit: 'mmol/L',
        ref: '<1.7',
        side: 'high',
        mark: '↑',
        earlier: [
          { tjrq: '2025-01-01', value: '1.93', mark: '↑' },
          { tjrq: '2024-01-01', value: '1.65', mark: '' },
        ],
      },
    ],
    imaging: {
      findings: [ris('胸部正位片（DR）', '右肺下野小结节。', '右肺下野结节影。')],
      normal: [ris('心电图', '正常心电图。')],
    },
    texts: [{ item: '内科', node: null, text: '心律不齐', unit: '', mark: '', ref: '' }],
    madeOn: '2026-02-01',
  };
  const texts = (lines: PdfLine[]) => lines.map(lineText);
  const findingLines = [
    '血脂四项/甘油三酯: 2.21 mmol/L ↑  参考范围 <1.7',
    '胸部正位片（DR）：右肺下野小结节。',
    '\u3000\u3000所见：右肺下野结节影。',
    '内科 小结：心律不齐',
  ];

  it('tries the whole body, then its words run together, then fewer earlier values, then no normal detail, each saying what it left out, none losing a finding, the conclusion or the advice', () => {
    const { body, onePage } = summaryLines(facts);
    expect(onePage.shorter).toHaveLength(3);
    const [compact, oneEarlier, none] = onePage.shorter as [PdfLine[], PdfLine[], PdfLine[]];
    expect(texts(body)).toContain(
      '血脂四项/甘油三酯: 2.21 mmol/L ↑  参考范围 <1.7  既往 2025-01-01\u00a01.93↑; 2024-01-01\u00a01.65',
    );
    expect(texts(body)).toContain('心电图：正常心电图。');
    expect(texts(body)).toContain('2. 一年后复查胸部CT');
    expect(texts(compact)).toContain('1. 低脂饮食\u30002. 一年后复查胸部CT');
    expect(texts(compact).join()).not.toContain('篇幅所限');
    expect(texts(oneEarlier)).toContain('（篇幅所限，既往数值仅列最近一次，详见完整报告）');
    expect(texts(oneEarlier)).toContain(
      '血脂四项/甘油三酯: 2.21 mmol/L ↑  参考范围 <1.7  既往 2025-01-01\u00a01.93↑',
    );
    expect(texts(none)).toContain(
      '（篇幅所限，既往数值及未见异常的影像及辅助检查从略，详见完整报告）',
    );
    expect(texts(none).join()).not.toContain('心电图');
    for (const b of [body, compact, oneEarlier, none]) {
      for (const line of findingLines.slice(1)) expect(texts(b)).toContain(line);
      expect(texts(b).some((t) => t.startsWith(findingLines[0]!))).toBe(true);
      expect(texts(b)).toContain('异常结果（3）');
      expect(texts(b)).toContain('异常指标1项；影像及辅助检查异常1项；其他异常所见1项。');
      expect(squeeze(texts(b).join(''))).toContain(squeeze('1. 甘油三酯偏高2. 右肺下野小结节'));
      expect(squeeze(texts(b).join(''))).toContain(squeeze('1. 低脂饮食2. 一年后复查胸部CT'));
    }
  });

  it('has no shorter body when there is nothing to run together or leave out', () => {
    const { onePage } = summaryLines({
      ...facts,
      summary: '甘油三酯偏高',
      advice: '低脂饮食',
      rows: facts.rows.map((r) => ({ ...r, earlier: [] })),
      imaging: { findings: facts.imaging.findings, normal: [] },
    });
    expect(onePage.shorter).toEqual([]);
  });

  const lines = (label: string, n: number): PdfLine[] =>
    Array.from({ length: n }, (_, i) => ({ kind: 'text', text: `${label} ${i + 1}` }));
  const fit = (body: PdfLine[], shorter: PdfLine[][]) =>
    renderOnePage('t', body, {
      shorter,
      pages: { at: 1, text: '（本摘要共{n}页）' },
      footer: [{ kind: 'text', text: 'footer' }],
    });

  it('draws the first body that fits one page, without the pages line', async () => {
    const pdf = await readPdf(await fit(lines('whole', 60), [lines('half', 30), lines('few', 5)]));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('half30footer');
    expect(pdf.text).not.toContain('本摘要共');
  });

  it('when no body fits one page, draws the fullest on the fewest pages and says how many', async () => {
    const pdf = await readPdf(
      await fit(lines('whole', 120), [lines('less', 70), lines('least', 50)]),
    );
    expect(pdf.pages).toBe(2);
    expect(pdf.text).toContain('less1（本摘要共2页）less2');
    expect(pdf.text).toContain('less70footer');
  });
});
