import type { LoginUser, Profile, ReportListEntry, ReportTrend } from '../../src/contract/index.ts';
import { isPublished } from '../../src/rules/reports.ts';
import { DEMO_PASSWORD, demoUsers } from '../../server/seeds/seedData.ts';
import { MSG } from '../../server/plugins/messages.ts';
import { PHONE } from './browser.ts';
import { apiData, apiLogin, expect, H, test, zh } from './fixtures.ts';
import { demo, demoExams, inked, readingText, reportOf, tab, z } from './reportSteps.ts';
import { resultSide } from '../../src/rules/abnormal.ts';
import { readableZoom } from '../../src/rules/pdfZoom.ts';
import { typesetUnit } from '../../src/rules/units.ts';

// Issue 13, part B: the report detail, the abnormal card, a value's trend, the PDF viewer.

test('the report detail: each tab with its content, doctor names hidden', async ({ page }) => {
  const { user, published } = await demoExams(page);
  const latest = published[0]!;
  const report = await reportOf(page, user, latest.tjbh);
  await page.goto(`/#/report?${H}&repid=${latest.tjbh}`);
  await expect(page).toHaveTitle(zh('routes:report'));
  await expect(page.getByTestId('report-detail')).toContainText(report.name);
  await expect(page.getByText(z('examNo').replace('{{tjbh}}', latest.tjbh))).toBeVisible();

  // Conclusion: the summary and the advice as the chief doctor wrote them.
  await expect(tab(page, 'conclusion')).toBeVisible();
  const summary = page.getByTestId('report-summary');
  await expect(summary).toContainText(z('summary'));
  for (const line of report.summary.split('\n')) await expect(summary).toContainText(line);
  const advice = page.getByTestId('report-advice');
  for (const line of report.advice.split('\n')) await expect(advice).toContainText(line);
  // The spec hides doctor names unless the deployment sets the flag.
  await expect(page.getByTestId('report-sign')).not.toContainText(report.chiefDoctorName);
  await expect(page.getByTestId('report-sign')).not.toContainText(report.verifyDoctorName);

  // Physical: general items, each node with result, unit and range; no summary written, so
  // no 小结 line saying there is none (issue 38).
  await tab(page, 'physical').click();
  const physical = report.items.filter((i) => i.item_type === 0);
  await expect(page.getByTestId('report-item')).toHaveCount(physical.length);
  const bmi = physical[0]!.result.find((r) => r.node_name === '体重指数')!;
  const bmiSide = resultSide(bmi);
  await expect(page.getByTestId('report-result').filter({ hasText: '体重指数' })).toHaveText(
    `体重指数${bmi.node_result}${bmiSide ? readingText(bmiSide, bmi.prompt) : ''}${typesetUnit(bmi.unit)}${bmi.ref_value}`,
  );
  await expect(page.getByTestId('item-comment')).toHaveCount(0);
  await expect(page.getByTestId('item-doctor')).toHaveCount(0);

  // Lab: every lab item; a high value carries its ↑ and the word 偏高, in red.
  await tab(page, 'lab').click();
  const lab = report.items.filter((i) => i.item_type === 2);
  await expect(page.getByTestId('report-item')).toHaveCount(lab.length);
  for (const item of lab)
    await expect(page.getByText(item.item_name, { exact: true })).toBeVisible();
  const tg = lab.flatMap((i) => i.result).find((r) => r.node_name === '甘油三酯')!;
  expect(tg.status).toBe(1);
  const tgRow = page.getByTestId('report-result').filter({ hasText: '甘油三酯' });
  await expect(tgRow).toHaveText(`甘油三酯${tg.node_result}\u2191${z('sides.high')}mmol/L<1.7`);
  await expect(tgRow.locator('.report-detail__value--high')).toBeVisible();
  await expect(tgRow.locator('[data-reading=high]')).toHaveText(`\u2191${z('sides.high')}`);
  const lowHdl = lab.flatMap((i) => i.result).find((r) => r.status === 2)!;
  await expect(
    page
      .getByTestId('report-result')
      .filter({ hasText: lowHdl.node_name })
      .locator('.report-detail__value--low [data-reading=low]'),
  ).toHaveText(`\u2193${z('sides.low')}`);
  // A value in range carries no mark; units are typeset (10⁹/L, never 10^9/L).
  const wbc = page.getByTestId('report-result').filter({ hasText: '白细胞计数' });
  await expect(wbc.locator('[data-reading]')).toHaveCount(0);
  await expect(wbc).toContainText('10\u2079/L');
  await expect(page.getByTestId('report-tab-lab')).not.toContainText('^');
  // Each trend value is a finger-sized target (the issue measured 25x15).
  const trendBox = (await tgRow.getByTestId('trend-open').boundingBox())!;
  expect(trendBox.width).toBeGreaterThanOrEqual(44);
  expect(trendBox.height).toBeGreaterThanOrEqual(44);

  // Imaging: each report's findings and conclusion.
  await tab(page, 'imaging').click();
  await expect(page.getByTestId('report-ris')).toHaveCount(report.risReports.length);
  for (const ris of report.risReports) {
    const card = page.getByTestId('report-ris').filter({ hasText: ris.report_name });
    await expect(card).toContainText(`${z('finding')}${ris.finding}`);
    await expect(card).toContainText(`${z('conclusion')}${ris.conclusion}`);
    await expect(card).not.toContainText(ris.exam_doc_name);
  }
});

test('a report that is not published or not ours shows the server message', async ({ page }) => {
  const { exams } = await demoExams(page);
  const pending = exams.find((e) => !isPublished(e))!;
  await page.goto(`/#/report?${H}&repid=${pending.tjbh}`);
  await expect(page.getByTestId('report-error')).toHaveText(MSG.reportNotReady);
  await page.goto(`/#/report?${H}&repid=T000000000`);
  await expect(page.getByTestId('report-error')).toHaveText(MSG.reportNotFound);
  // Another account's exam looks just as missing.
  const other = demoUsers[1]!;
  const { token } = await apiData<LoginUser>(apiLogin(page.request, other.mobile, DEMO_PASSWORD));
  const headers = { authorization: `Bearer ${token}` };
  const [theirs] = await apiData<Profile[]>(page.request.get('/api/user/getprofile', { headers }));
  const [exam] = (
    await apiData<ReportListEntry[]>(
      page.request.get(`/api/report/ExamRecords?profileId=${theirs!.id}&${H}`, { headers }),
    )
  ).filter(isPublished);
  await page.goto(`/#/report?${H}&repid=${exam!.tjbh}`);
  await expect(page.getByTestId('report-error')).toHaveText(MSG.reportNotFound);
});

test('the abnormal card: every out-of-range value, its meaning, and a re-check', async ({
  page,
}) => {
  const { user, published } = await demoExams(page);
  const report = await reportOf(page, user, published[0]!.tjbh);
  const abnormal = report.items
    .flatMap((i) => i.result)
    .filter((r) => r.status === 1 || r.status === 2);
  expect(abnormal.length).toBeGreaterThan(3);
  await page.goto(`/#/report?${H}&repid=${published[0]!.tjbh}`);
  const card = page.getByTestId('abnormal-card');
  await expect(card).toContainText(
    z('abnormal.count').replace('{{count}}', String(abnormal.length)),
  );
  const rows = card.getByTestId('abnormal-value');
  await expect(rows).toHaveCount(abnormal.length);
  await expect(
    rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-node'))),
  ).resolves.toEqual(abnormal.map((r) => r.node_name));
  for (const r of abnormal) {
    const row = card.locator(`[data-testid="abnormal-value"][data-node="${r.node_name}"]`);
    const side = r.status === 1 ? 'high' : 'low';
    await expect(row).toHaveAttribute('data-side', side);
    // The sign and the word, not the colour alone: ↑偏高, ↓偏低, *异常.
    await expect(row.locator('[data-reading]')).toHaveText(readingText(side, r.prompt));
    await expect(row).toContainText(`${r.node_result} ${typesetUnit(r.unit)}`.trim());
    await expect(row).toContainText(z('abnormal.range').replace('{{ref}}', r.ref_value));
    await expect(row).toContainText(z(`meanings.${r.node_name}`));
  }
  await card.getByTestId('abnormal-recheck').click();
  await expect(page).toHaveURL(/#\/packageList\?/);
});

test("a lab value's trend: a chart of every exam over the reference band", async ({ page }) => {
  const { user, published } = await demoExams(page);
  const latest = published[0]!;
  const trend = await apiData<ReportTrend>(
    page.request.get(`/api/report/trend?tjbh=${latest.tjbh}&item=血脂四项&node=甘油三酯`, {
      headers: { authorization: `Bearer ${user.token}` },
    }),
  );
  expect(trend.points).toHaveLength(published.length);
  await page.goto(`/#/report?${H}&repid=${latest.tjbh}`);
  await tab(page, 'lab').click();
  const chartLoaded = page.waitForResponse((r) => /TrendChart-[\w-]+\.js$/.test(r.url()));
  await page
    .getByTestId('report-result')
    .filter({ hasText: '甘油三酯' })
    .getByTestId('trend-open')
    .click();
  await chartLoaded;
  const sheet = page.getByTestId('trend-sheet');
  await expect(sheet).toContainText(z('trend.title').replace('{{node}}', '甘油三酯'));
  await expect(sheet).toContainText(z('trend.band').replace('{{ref}}', '<1.7'));
  const chart = sheet.getByTestId('trend-chart');
  await expect(chart).toHaveAttribute('data-points', String(published.length));
  await expect(chart.locator('canvas')).toBeVisible();
  // The line, the band and the points are drawn; the latest value, above the band, in red.
  await expect.poll(async () => (await inked(chart.locator('canvas'))).red).toBeGreaterThan(20);
  expect((await inked(chart.locator('canvas'))).drawn).toBeGreaterThan(2000);
  const values = sheet.getByTestId('trend-value');
  await expect(values).toHaveCount(published.length);
  const newest = trend.points.at(-1)!;
  await expect(values.first()).toContainText(`${newest.tjrq}${newest.node_result} mmol/L`);
  // Every exam's value says how it reads: ↑偏高 above the range, 正常 inside it.
  for (const [i, p] of [...trend.points].reverse().entries())
    await expect(values.nth(i).locator('[data-reading]')).toHaveText(
      readingText(resultSide(p), p.prompt),
    );
  await expect(values.locator('[data-reading=normal]').first()).toHaveText(z('sides.normal'));
});

test('the PDF report: its first page drawn in the page, with download and view', async ({
  page,
}) => {
  const { published } = await demoExams(page);
  const latest = published[0]!;
  const workerLoaded = page.waitForResponse((r) => /pdf\.worker/.test(r.url()));
  const cmapLoaded = page.waitForResponse((r) =>
    /pdfjs\/cmaps\/UniGB-UCS2-H\.bcmap$/.test(r.url()),
  );
  await page.goto(
    `/#/pdfreport?${H}&reportKey=${latest.reportKey}&name=${encodeURIComponent(latest.name)}`,
  );
  expect((await workerLoaded).ok()).toBe(true);
  // The Chinese font's map comes from the build: without it the Chinese would stay blank.
  expect((await cmapLoaded).ok()).toBe(true);
  await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-drawn', 'true', {
    timeout: 15_000,
  });
  const pages = page.getByTestId('pdf-page');
  await expect(pages.first()).toBeVisible();
  expect((await inked(pages.first())).drawn).toBeGreaterThan(5000);
  await expect(page.getByTestId('pdf-download')).toHaveText(z('pdf.download'));
  await expect(page.getByTestId('pdf-view')).toHaveText(z('pdf.view'));

  // It opens readable: the report's 10.5 pt text at 12 px at least (about 6 px when the
  // A4 page is drawn as wide as the phone), the page panned sideways.
  const viewer = page.getByTestId('pdf-viewer');
  const fit = (await viewer.evaluate((el) => el.clientWidth)) - 16;
  const opening = readableZoom(595.28, fit, 12);
  expect(opening).toBeGreaterThan(1.5);
  await expect(page.getByTestId('pdf-zoom')).toHaveText(`${Math.round(opening * 100)}%`);
  expect(Number(await viewer.getAttribute('data-text-px'))).toBeGreaterThanOrEqual(12);
  expect(await pages.first().evaluate((c: HTMLCanvasElement) => c.clientWidth)).toBeGreaterThan(
    fit * 1.5,
  );
  // Nothing stops the browser's own zoom either.
  await expect(page.locator('meta[name=viewport]')).not.toHaveAttribute(
    'content',
    /user-scalable=no|maximum-scale=1(\.0)?\b/,
  );

  // 整页 shows the page as wide as the screen, at 100 %.
  await page.getByTestId('pdf-fit').click();
  await expect(page.getByTestId('pdf-zoom')).toHaveText('100%');
  await expect(viewer).toHaveAttribute('data-drawn', 'true');
  await expect
    .poll(() => pages.first().evaluate((c: HTMLCanvasElement) => c.clientWidth))
    .toBeLessThanOrEqual(fit + 1);
  await expect(page.getByTestId('pdf-fit')).toHaveText(z('pdf.readable'));

  // Zoom by the buttons: the page is drawn again, wider.
  const before = await pages.first().evaluate((c: HTMLCanvasElement) => c.clientWidth);
  await page.getByRole('button', { name: z('pdf.zoomIn') }).click();
  await expect(page.getByTestId('pdf-zoom')).toHaveText('125%');
  await expect
    .poll(() => pages.first().evaluate((c: HTMLCanvasElement) => c.clientWidth))
    .toBeGreaterThan(before * 1.2);

  // A pinch: two fingers from 100 to 160 px apart zoom by 1.6 (from 125 % to 200 %).
  const cdp = await page.context().newCDPSession(page);
  const fingers = (gap: number) => [
    { x: 195 - gap / 2, y: 400, id: 1 },
    { x: 195 + gap / 2, y: 400, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(100) });
  for (const gap of [120, 140, 160])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page.getByTestId('pdf-zoom')).toHaveText('200%');
  await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-drawn', 'true');

  // A report whose PDF the centre does not offer: the server refuses it, whatever the link.
  const oldest = published.at(-1)!;
  expect(oldest.pdfEnable).toBe(false);
  await page.goto(
    `/#/pdfreport?${H}&reportKey=${oldest.reportKey}&name=${encodeURIComponent(oldest.name)}`,
  );
  await expect(page.getByTestId('pdf-error')).toContainText(zh('server:report.pdfDisabled'));
  await expect(page.getByTestId('pdf-download')).toHaveCount(0);
});

test('an answer with code 201 opens the address it carries', async ({ page }) => {
  const { published } = await demoExams(page);
  const elsewhere = 'https://reports.example.com/r/1.pdf';
  await page.route('**/api/report/pdfReport**', (route) =>
    route.fulfill({ json: { code: 201, msg: '', data: elsewhere } }),
  );
  await page.route(elsewhere, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>elsewhere</p>' }),
  );
  await page.goto(
    `/#/pdfreport?${H}&reportKey=${published[0]!.reportKey}&name=${encodeURIComponent(demo.name)}`,
  );
  await expect(page).toHaveURL(elsewhere);
});

test('without a name the viewer says 参数错误 and goes back after 1.5 s', async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(`/#/about?${H}`);
  await expect(page).toHaveTitle(zh('routes:about'));
  await page.evaluate(() => {
    window.location.hash = '#/pdfreport?hospid=1&reportKey=abcdefgh12345678';
  });
  await expect(page.locator('.rv-toast').getByText(z('pdf.paramError'))).toBeVisible();
  await page.clock.runFor(1499);
  await expect(page).toHaveURL(/#\/pdfreport\?/);
  await page.clock.runFor(1);
  await expect(page).toHaveURL(/#\/about\?/);
  await page.clock.resume();
});

test.describe('inside WeChat', () => {
  test.use({ userAgent: `${PHONE.userAgent} MicroMessenger/8.0.50(0x18003233) NetType/WIFI` });

  test('the download shows the tip overlay instead', async ({ page }) => {
    const { published } = await demoExams(page);
    const latest = published[0]!;
    await page.goto(
      `/#/pdfreport?${H}&reportKey=${latest.reportKey}&name=${encodeURIComponent(latest.name)}`,
    );
    await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-drawn', 'true', {
      timeout: 15_000,
    });
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await page.getByTestId('pdf-download').click();
    const tip = page.getByRole('dialog');
    await expect(tip).toContainText(zh('wechat:downloadTip.tapMenu'));
    await expect(tip).toContainText(zh('wechat:downloadTip.openInBrowser'));
    expect(downloads).toEqual([]);
    await tip.click();
    await expect(tip).toHaveCount(0);
  });
});
