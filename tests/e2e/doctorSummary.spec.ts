import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import type { HospConfig, LoginUser } from '../../src/contract/index.ts';
import { PHONE } from './browser.ts';
import { apiData, bearer, expect, H, test, zh } from './fixtures.ts';
import { demoExams, inked } from './reportSteps.ts';

// Issue 29, item 3: the summary for the doctor. 张三 opens his latest report (and then a
// comparison), taps 生成就诊摘要, and the PDF viewer draws its one page. What the page says
// is read back with pdf.js in the server's test (server/modules/reports/summary.test.ts).

const s = (key: string) => zh(`summary:${key}`);

/** The viewer has drawn the summary: one page, inked. */
async function summaryDrawn(page: Page) {
  await expect(page).toHaveTitle(zh('routes:doctorSummary'));
  await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-drawn', 'true', {
    timeout: 15_000,
  });
  const pages = page.getByTestId('pdf-page');
  await expect(pages).toHaveCount(1);
  expect((await inked(pages.first())).drawn).toBeGreaterThan(5000);
}

/** The summary's PDF as the API answers it to the signed-in patient: its page count. */
async function pagesOf(page: Page, user: LoginUser, query: string) {
  const base64 = await apiData<string>(
    page.request.get(`/api/report/doctorSummary?${query}`, { headers: bearer(user) }),
  );
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await PDFDocument.load(bytes)).getPageCount();
}

test('from his latest report, 张三 opens a one-page summary in the PDF viewer', async ({
  page,
}) => {
  const { user, published } = await demoExams(page);
  const latest = published[0]!;
  await page.goto(`/#/report?${H}&repid=${latest.tjbh}`);
  await expect(page).toHaveTitle(zh('routes:report'));
  const open = page.getByTestId('summary-open');
  await expect(open).toHaveText(s('open'));
  const answer = page.waitForResponse((r) => r.url().includes('/api/report/doctorSummary'));
  await open.click();
  expect((await answer).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`#/report/summary\\?.*tjbh=${latest.tjbh}`));
  await summaryDrawn(page);
  await expect(page.getByTestId('summary-download')).toHaveText(s('download'));
  await expect(page.getByText(s('hint'))).toBeVisible();
  expect(await pagesOf(page, user, `tjbh=${latest.tjbh}`)).toBe(1);
});

test('from a comparison, the summary of the newest exam beside the others', async ({ page }) => {
  const { user, published } = await demoExams(page);
  const chosen = published.slice(0, 3).map((e) => e.tjbh);
  await page.goto(`/#/report/comparePage?${H}&tjbh=${encodeURIComponent(chosen.join(','))}`);
  await expect(page).toHaveTitle(zh('routes:comparePage'));
  await page.getByTestId('summary-open').click();
  await expect(page).toHaveURL(
    new RegExp(`#/report/summary\\?.*tjbh=${chosen[0]}.*compare=${chosen.slice(1).join('%2C')}`),
  );
  await summaryDrawn(page);
  const compare = encodeURIComponent(chosen.slice(1).join(','));
  expect(await pagesOf(page, user, `tjbh=${chosen[0]}&compare=${compare}`)).toBe(1);
});

test('with the switch off, no button; the page opened anyway says so in Chinese', async ({
  page,
}) => {
  const { published } = await demoExams(page);
  // The branch's configs as a backend without the summary would answer them.
  await page.route('**/api/Hosp/configs?**', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { code: number; msg: string; data: HospConfig[] };
    const data = body.data.filter((c) => c.code !== 'report_summary_enable');
    expect(data.length).toBe(body.data.length - 1);
    await route.fulfill({ response: res, json: { ...body, data } });
  });
  await page.route('**/api/report/doctorSummary**', (route) =>
    route.fulfill({ json: { code: 403, msg: zh('server:summary.disabled'), data: null } }),
  );
  await page.goto(`/#/report?${H}&repid=${published[0]!.tjbh}`);
  await expect(page.getByTestId('report-detail')).toContainText(published[0]!.name);
  await expect(page.getByTestId('summary-open')).toHaveCount(0);
  await page.goto(`/#/report/summary?${H}&tjbh=${published[0]!.tjbh}`);
  await expect(page.getByTestId('summary-error')).toContainText(zh('server:summary.disabled'));
  await expect(page.getByTestId('summary-download')).toHaveCount(0);
});

test.describe('inside WeChat', () => {
  test.use({ userAgent: `${PHONE.userAgent} MicroMessenger/8.0.50(0x18003233) NetType/WIFI` });

  test('the download shows the tip overlay, as for reports', async ({ page }) => {
    const { published } = await demoExams(page);
    await page.goto(`/#/report/summary?${H}&tjbh=${published[0]!.tjbh}`);
    await summaryDrawn(page);
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await page.getByTestId('summary-download').click();
    const tip = page.getByRole('dialog');
    await expect(tip).toContainText(zh('wechat:downloadTip.tapMenu'));
    expect(downloads).toEqual([]);
    await tip.click();
    await expect(tip).toHaveCount(0);
  });
});
