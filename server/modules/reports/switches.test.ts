import { beforeAll, describe, expect, it } from 'vitest';
import type { ExamReport, Profile, ReportListEntry } from '../../../src/contract/index.ts';
import { canCompare } from '../../../src/rules/reports.ts';
import { OPEN_HOSP_ID } from '../../db/seedData.ts';
import { WORDS } from '../../plugins/words.ts';
import { demoToken } from '../../test/auth.ts';
import { getJson, useTestApp } from '../../test/testApp.ts';
import { createShare, openShare, readShared, tokenOf } from '../shares/shareSteps.ts';
import { REPORT_MSG } from './messages.ts';

// The branch's report switches (spec 2, section 5 "Reports"), kept by the server at the
// moment each matters (issue 36, item 3): report_enable_default_view governs every reading
// of results on a screen (the report, compare, trend, a share and its reader, the summary),
// report_enable_pdf every PDF handed out (the report's, the summary). A switch turned off
// after a share was made or opened stops it.

const ctx = useTestApp();
let zhang = '';
let exams: ReportListEntry[] = [];
let node = { item: '', node: '' };

type Answer = { status: number; body: { msg: string } };
const get = (url: string, token: string | null): Promise<Answer> =>
  getJson<unknown>(ctx.app, url, token);

/** 张三's latest exam (rated in the seed) and the one before it. */
const latest = () => exams[0]!;
const older = () => exams[1]!;

const urls = {
  report: () => `/api/report/query?tjbh=${latest().tjbh}`,
  compare: () => `/api/report/compare?tjbh=${latest().tjbh},${older().tjbh}`,
  trend: () =>
    `/api/report/trend?tjbh=${latest().tjbh}&item=${encodeURIComponent(node.item)}&node=${encodeURIComponent(node.node)}`,
  summary: () => `/api/report/doctorSummary?tjbh=${latest().tjbh}`,
  pdf: () =>
    `/api/report/pdfReport?hospId=${OPEN_HOSP_ID}&reportKey=${latest().reportKey}&name=${encodeURIComponent(latest().name)}`,
};

/** Sets a switch of every branch for the time of `body`. */
async function switched(code: string, body: () => Promise<void>) {
  const set = (value: string) =>
    ctx.db.query('UPDATE hosp_configs SET value = $2 WHERE code = $1', [code, value]);
  await set('否');
  try {
    await body();
  } finally {
    await set('是');
  }
}

function expectRefused(res: Answer, msg: string) {
  expect(res.status).toBe(403);
  expect(res.body.msg).toBe(msg);
}

beforeAll(async () => {
  zhang = await demoToken(ctx.app, 0);
  const [self] = (await getJson<Profile[]>(ctx.app, '/api/user/getprofile', zhang)).body.data;
  const list = `/api/report/ExamRecords?profileId=${self!.id}&hospid=${OPEN_HOSP_ID}`;
  exams = (await getJson<ReportListEntry[]>(ctx.app, list, zhang)).body.data.filter(canCompare);
  const report = (await getJson<ExamReport>(ctx.app, urls.report(), zhang)).body.data;
  const lab = report.items.find((i) => i.item_type === 2)!;
  node = { item: lab.item_name, node: lab.result[0]!.node_name };
});

describe('report_enable_default_view 否', () => {
  it('refuses every reading of results on a screen, in Chinese; the PDF stays', async () => {
    expect(latest().is_rated).toBe(true);
    for (const url of Object.values(urls)) expect((await get(url(), zhang)).status).toBe(200);
    await switched('report_enable_default_view', async () => {
      for (const url of [urls.report, urls.compare, urls.trend, urls.summary])
        expectRefused(await get(url(), zhang), REPORT_MSG.viewDisabled);
      const share = await createShare(ctx.app, zhang, { tjbh: latest().tjbh });
      expect(share).toMatchObject({ status: 403, msg: REPORT_MSG.viewDisabled });
      expect((await get(urls.pdf(), zhang)).status).toBe(200);
    });
    expect(REPORT_MSG.viewDisabled).toBe('本院暂未开放在线查看报告，如需报告请联系体检中心');
  });

  it("stops a share made and opened before: its link and its reader's pass", async () => {
    const made = (await createShare(ctx.app, zhang, { tjbh: latest().tjbh })).data;
    const open = { t: tokenOf(made), code: made.code };
    const opened = await openShare(ctx.app, open);
    expect(opened.status).toBe(200);
    await switched('report_enable_default_view', async () => {
      const again = await openShare(ctx.app, open);
      expect(again).toMatchObject({ status: 403, msg: REPORT_MSG.viewDisabled });
      const read = await readShared(ctx.app, opened.data.grant, latest().tjbh);
      expect(read).toMatchObject({ status: 403, msg: REPORT_MSG.viewDisabled });
    });
    // Back on, the pass reads again: the share itself was never ended.
    expect((await readShared(ctx.app, opened.data.grant, latest().tjbh)).status).toBe(200);
  });
});

describe('report_enable_pdf 否', () => {
  it("refuses the report's PDF and the doctor's summary; the report itself stays", async () => {
    await switched('report_enable_pdf', async () => {
      expectRefused(await get(urls.pdf(), zhang), REPORT_MSG.pdfDisabled);
      expectRefused(await get(urls.summary(), zhang), WORDS.summary.disabled);
      expect((await get(urls.report(), zhang)).status).toBe(200);
      expect((await get(urls.compare(), zhang)).status).toBe(200);
    });
  });
});
