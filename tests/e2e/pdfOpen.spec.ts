import type { Browser, Page } from '@playwright/test';
import type { LoginUser, ReportListEntry } from '../../src/contract/index.ts';
import { isPublished } from '../../src/rules/reports.ts';
import { demoUsers } from '../../server/seeds/seedData.ts';
import { PHONE } from './browser.ts';
import {
  H,
  apiData,
  apiLoginUser,
  bearer,
  expect,
  login,
  profilesOf,
  test,
  zh,
} from './fixtures.ts';

// Issue 26: the PDF page as the spec has it (/pdfreport?reportKey&name, no login). A link in
// an SMS, or the page reopened in the system browser after WeChat's download tip, opens the
// PDF in a browser that never signed in; only the right key and name do.

const [zhang, , , chen] = demoUsers as [
  (typeof demoUsers)[number],
  (typeof demoUsers)[number],
  (typeof demoUsers)[number],
  (typeof demoUsers)[number],
];

/** A signed-in patient's published exams as the report centre reads them (newest first). */
async function publishedOf(page: Page, user: LoginUser): Promise<ReportListEntry[]> {
  const [self] = await profilesOf(page.request, user);
  const exams = await apiData<ReportListEntry[]>(
    page.request.get(`/api/report/ExamRecords?profileId=${self!.id}&${H}`, {
      headers: bearer(user),
    }),
  );
  return exams.filter(isPublished);
}

/** A browser of its own that has never signed in: no cookie, no storage. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
  return { context, page: await context.newPage() };
}

const pdfLink = (reportKey: string, name: string) =>
  `/#/pdfreport?${H}&reportKey=${reportKey}&name=${encodeURIComponent(name)}`;

test('a visitor with a valid key and the name sees the PDF; a wrong name or key is refused in Chinese', async ({
  page,
  browser,
}) => {
  // The key as the signed-in patient's report list hands it out.
  const user = await apiLoginUser(page.request, zhang.mobile);
  const [latest] = await publishedOf(page, user);
  expect(latest!.pdfEnable).toBe(true);
  const { context, page: stranger } = await visitor(browser);
  try {
    const answer = stranger.waitForResponse((r) => r.url().includes('/api/report/pdfReport'));
    await stranger.goto(pdfLink(latest!.reportKey!, latest!.name));
    // No login page on the way, no token with the call.
    expect((await answer).request().headers().authorization).toBeUndefined();
    await expect(stranger).toHaveURL(/#\/pdfreport\?/);
    await expect(stranger).toHaveTitle(zh('routes:pdfReport'));
    await expect(stranger.getByTestId('pdf-viewer')).toHaveAttribute('data-drawn', 'true', {
      timeout: 15_000,
    });
    await expect(stranger.getByTestId('pdf-page').first()).toBeVisible();
    await expect(stranger.getByTestId('pdf-download')).toHaveText(zh('reportDetail:pdf.download'));

    // The same key with another name.
    await stranger.goto(pdfLink(latest!.reportKey!, '王五'));
    await expect(stranger.getByTestId('pdf-error')).toContainText(
      zh('server:report.pdfNameMismatch'),
    );
    await expect(stranger.getByTestId('pdf-viewer')).toHaveCount(0);

    // A key no server made.
    await stranger.goto(pdfLink('abcdefghijklmnopqrstuvwxyz01234567', latest!.name));
    await expect(stranger.getByTestId('pdf-error')).toContainText(
      zh('server:report.pdfKeyInvalid'),
    );
    await expect(stranger.getByTestId('pdf-viewer')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a report whose own pdfEnable is off is refused, whatever the link says', async ({
  page,
  browser,
}) => {
  const user = await apiLoginUser(page.request, zhang.mobile);
  const oldest = (await publishedOf(page, user)).at(-1)!;
  expect(oldest.pdfEnable).toBe(false);
  const { context, page: stranger } = await visitor(browser);
  try {
    // The old viewer trusted a pdfEnable in the link: the server does not.
    await stranger.goto(`${pdfLink(oldest.reportKey!, oldest.name)}&pdfEnable=1`);
    await expect(stranger.getByTestId('pdf-error')).toContainText(zh('server:report.pdfDisabled'));
    await expect(stranger.getByTestId('pdf-viewer')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('signed in, the patient meets the rating gate on their own unrated PDF opened directly', async ({
  page,
}) => {
  // 陈刚's newest exam is a month old and unrated (no journey rates it).
  const user = await login(page, chen, { via: 'api' });
  const [latest] = await publishedOf(page, user);
  expect(latest!.is_rated).toBe(false);
  await page.goto(pdfLink(latest!.reportKey!, latest!.name));
  const refused = page.getByTestId('pdf-error');
  await expect(refused).toContainText(zh('server:report.ratingFirst'));
  await expect(page.getByTestId('pdf-viewer')).toHaveCount(0);
  // The way on: the report centre, where the rating is asked for.
  await refused.getByRole('button', { name: zh('reports:gate.go') }).click();
  await expect(page).toHaveURL(/#\/reports\?/);
});
