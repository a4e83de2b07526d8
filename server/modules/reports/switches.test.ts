import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportListEntry } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { canCompare } from '../../../src/rules/reports.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { WORDS } from '../../plugins/words.ts';
import { demoToken } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
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

/** 张三's latest exam (rated in the seed) and the one before it. */
const latest = () => exams[0]!;
const older = () => exams[1]!;

const calls = {
  report: () => inject(ctx.app, api.reportQuery, { tjbh: latest().tjbh }, zhang),
  compare: () =>
    inject(ctx.app, api.reportCompare, { tjbh: `${latest().tjbh},${older().tjbh}` }, zhang),
  trend: () =>
    inject(
      ctx.app,
      api.reportTrend,
      { tjbh: latest().tjbh, item: node.item, node: node.node },
      zhang,
    ),
  summary: () => inject(ctx.app, api.doctorSummary, { tjbh: latest().tjbh }, zhang),
  pdf: () =>
    inject(
      ctx.app,
      api.pdfReport,
      { hospId: OPEN_HOSP_ID, reportKey: latest().reportKey!, name: latest().name },
      zhang,
    ),
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
  const [self] = (await inject(ctx.app, api.profileList, {}, zhang)).body.data;
  exams = (
    await inject(ctx.app, api.examRecords, { profileId: self!.id, hospId: OPEN_HOSP_ID }, zhang)
  ).body.data.filter(canCompare);
  const report = (await calls.report()).body.data;
  const lab = report.items.find((i) => i.item_type === 2)!;
  node = { item: lab.item_name, node: lab.result[0]!.node_name };
});

describe('report_enable_default_view 否', () => {
  it('refuses every reading of results on a screen, in Chinese; the PDF stays', async () => {
    expect(latest().is_rated).toBe(true);
    for (const call of Object.values(calls)) expect((await call()).status).toBe(200);
    await switched('report_enable_default_view', async () => {
      for (const call of [calls.report, calls.compare, calls.trend, calls.summary])
        expectRefused(await call(), REPORT_MSG.viewDisabled);
      const share = await createShare(ctx.app, zhang, { tjbh: latest().tjbh });
      expect(share).toMatchObject({ status: 403, msg: REPORT_MSG.viewDisabled });
      expect((await calls.pdf()).status).toBe(200);
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
      expectRefused(await calls.pdf(), REPORT_MSG.pdfDisabled);
      expectRefused(await calls.summary(), WORDS.summary.disabled);
      expect((await calls.report()).status).toBe(200);
      expect((await calls.compare()).status).toBe(200);
    });
  });
});
