import type { APIRequestContext, Page } from '@playwright/test';
import { agreeAndTap, firstChoice, logIn, pickSlot, submitButton } from './bookingSteps.ts';
import { apiData, expect, H, test, zh } from './fixtures.ts';
import { demoExams } from './reportSteps.ts';
import { smallTargets } from './smallTargets.ts';

// Booking, reports and the day's queue walked end to end as patients who enlarge the page:
// in the elder mode (root 130%, 60 px targets) and at page zoom 200% (a 195 px wide layout
// at twice the pixels, what a 390 px phone shows zoomed in). On every step the page fits
// its width: nothing pushed off the side, no page-wide sideways scroll.

// The header (and a list's tabs under it) stays in sight on a phone's tall screen; on a
// short one it scrolls away with the page, which it would otherwise mostly hide.
const MODES = [
  {
    name: 'in the elder mode',
    elder: true,
    viewport: { width: 390, height: 844 },
    scale: 2,
    headerStays: true,
  },
  {
    name: 'at 200% zoom',
    elder: false,
    viewport: { width: 195, height: 422 },
    scale: 4,
    headerStays: false,
  },
] as const;

/** Where the header's bottom is once the page scrolled well down: 0 when it scrolled away. */
async function headerBottomAfterScroll(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  return page
    .locator('.app-header')
    .evaluate((el) => Math.max(0, el.getBoundingClientRect().bottom));
}

/** The page is no wider than the screen. */
async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

const freshVisit = (request: APIRequestContext) =>
  apiData<{ examNo: string; authKey: string }>(
    request.post('/api/dev/queue/visit', { data: { minutesAgo: 0 } }),
  );

for (const mode of MODES) {
  test.describe(mode.name, () => {
    test.use({ viewport: mode.viewport, deviceScaleFactor: mode.scale });
    test.beforeEach(async ({ page }) => {
      if (mode.elder) await page.addInitScript(() => localStorage.setItem('elderMode', '1'));
    });

    test('book a check-up and pay', async ({ page, account }) => {
      test.slow();
      await logIn(page, account);
      await fitsWidth(page);
      await agreeAndTap(page, 1, zh('packages:book'));
      await expect(page).toHaveURL(/#\/namelist/);
      await fitsWidth(page);
      await page.getByTestId('name-list').getByText(account.name).first().click();
      await expect(page.getByTestId('submit-order')).toBeVisible();
      await fitsWidth(page);
      if (mode.elder) {
        await expect(page.getByTestId('call-centre')).toBeVisible();
        expect(await smallTargets(page, 60)).toEqual([]);
      }
      await pickSlot(page, page, 0);
      await firstChoice(page, 'companyName').click();
      await page.getByText('微信支付').click();
      await submitButton(page).click();
      await expect(page).toHaveURL(/\/sim\/cashier\?/);
      await page.getByTestId('cashier-pay').click();
      await expect(page.getByText(zh('booking:pay.states.paid'))).toBeVisible();
      await fitsWidth(page);
    });

    test('read a report, its lab values and the comparison', async ({ page }) => {
      const { published } = await demoExams(page);
      await page.goto(`/#/reports?${H}`);
      await expect(page.getByRole('tablist')).toBeVisible();
      await fitsWidth(page);
      const oldest = published[published.length - 1]!;
      await page.goto(`/#/report?${H}&repid=${oldest.tjbh}`);
      // The report read first (its date shows), then its tab: CI once lost a tap made while
      // the page was still opening.
      await expect(
        page.getByText(zh('reportDetail:examDate', { date: oldest.tjrq })),
      ).toBeVisible();
      const lab = page.getByRole('tab', { name: zh('reportDetail:tabs.lab') });
      await lab.click();
      await expect(lab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('report-result').first()).toBeVisible();
      await fitsWidth(page);
      const headerBottom = await headerBottomAfterScroll(page);
      if (mode.headerStays) expect(headerBottom).toBeGreaterThan(40);
      else expect(headerBottom).toBe(0);
      const three = published.slice(0, 3).map((e) => e.tjbh);
      await page.goto(`/#/report/comparePage?${H}&tjbh=${encodeURIComponent(three.join(','))}`);
      await expect(page.getByTestId('compare-page')).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible();
      await fitsWidth(page);
    });

    test("follow the day's queue", async ({ page, request }) => {
      const v = await freshVisit(request);
      await page.goto(`/#/queue/login?${H}&examno=${v.examNo}&authkey=${v.authKey}`);
      await expect(page).toHaveURL(/#\/queue\/state/);
      await expect(page.getByTestId('queue-position')).toBeVisible();
      await fitsWidth(page);
      if (mode.elder) expect(await smallTargets(page, 60)).toEqual([]);
    });
  });
}
