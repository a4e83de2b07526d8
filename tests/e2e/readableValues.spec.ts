import type { Locator, Page } from '@playwright/test';
import { bookForSelfOnDay, firstChoice, orderNoOf, submitButton } from './bookingSteps.ts';
import { appointmentsOf, openList } from './companySteps.ts';
import { expect, H, test, zh } from './fixtures.ts';
import { demoExams, tab } from './reportSteps.ts';

// Issue 38 items 5 and 6: every result in its own column whatever is missing, no name
// squeezed narrower than its text, and a booking's success page that opens at its top with
// every value (a number, an amount, a name) on one line, in the elder mode and at 200% zoom.

const ZOOM = { viewport: { width: 195, height: 422 }, deviceScaleFactor: 4 } as const;

const box = async (el: Locator) => (await el.boundingBox())!;

/** How far two boxes share the x axis, in px (0 or less: side by side, no overlap). */
async function xOverlap(a: Locator, b: Locator) {
  const [p, q] = [await box(a), await box(b)];
  return Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x);
}

/** How many lines an element's text takes: its content height over its line height. */
const linesOf = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    return new Set(rects.map((r) => Math.round(r.top))).size;
  });

/** The newest published report of the demo patient, on its given tab. */
async function openReportTab(page: Page, name: string) {
  const { published } = await demoExams(page);
  await page.goto(`/#/report?${H}&repid=${published[0]!.tjbh}`);
  await tab(page, name).click();
}

test('a lab row without a unit keeps its range under the range header', async ({ page }) => {
  await openReportTab(page, 'lab');
  const table = page.getByRole('table').filter({ hasText: '尿比重' });
  const header = (n: string) =>
    table.getByRole('columnheader', { name: zh(`reportDetail:columns.${n}`) });
  const row = table.getByTestId('report-result').filter({ hasText: '尿比重' });
  const [unit, ref] = [row.locator('td').nth(1), row.locator('td').nth(2)];
  await expect(unit).toHaveText('');
  await expect(ref).toHaveText('1.003-1.030');
  expect(await xOverlap(ref, header('ref'))).toBeGreaterThan(0);
  expect(await xOverlap(ref, header('unit'))).toBeLessThanOrEqual(0);
  expect(await xOverlap(unit, header('unit'))).toBeGreaterThan(0);
});

test.describe('in the elder mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('elderMode', '1'));
  });

  test('a text result leaves its name its whole width, on one line', async ({ page }) => {
    await openReportTab(page, 'physical');
    const row = page.getByTestId('report-result').filter({ hasText: '心脏听诊' });
    const name = row.getByRole('rowheader');
    const fontSize = await name.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect((await box(name)).width).toBeGreaterThanOrEqual(4 * fontSize);
    expect(await linesOf(name)).toBe(1);
  });
});

/** Each fact of the success page on one line, and the page at its top. */
async function readsAtItsTop(page: Page, values: Locator, facts: number) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const count = await values.count();
  expect(count).toBe(facts);
  for (let i = 0; i < count; i++) {
    const text = await values.nth(i).textContent();
    expect(await linesOf(values.nth(i)), `"${text}" on one line`).toBe(1);
  }
}

for (const mode of ['elder', 'zoom'] as const) {
  test.describe(mode === 'elder' ? 'in the elder mode' : 'at 200% zoom', () => {
    if (mode === 'zoom') test.use(ZOOM);
    test.beforeEach(async ({ page }) => {
      if (mode === 'elder') await page.addInitScript(() => localStorage.setItem('elderMode', '1'));
    });

    test('the booking succeeds: its page opens at the top, each value whole', async ({
      page,
      account,
    }) => {
      test.slow();
      await bookForSelfOnDay(page, account, 0);
      await firstChoice(page, 'paymentOption').click();
      await submitButton(page).click();
      await expect(page.getByTestId('order-success')).toBeVisible();
      const orderNo = await orderNoOf(page);
      const values = page.getByTestId('order-success').locator('.rv-cell__value');
      await expect(values.last()).toHaveText(orderNo);
      await expect(values.filter({ hasText: account.name })).toHaveCount(1);
      await readsAtItsTop(page, values, 5);
    });

    test('the company success page opens at its top, its name and number whole', async ({
      page,
    }) => {
      const user = await openList(page, 'mode1');
      const [appt] = await appointmentsOf(page, user.token);
      // The form it comes from was scrolled to its submit button.
      await page.evaluate(() => {
        document.body.style.minHeight = '4000px';
        window.scrollTo(0, 3000);
      });
      const info = encodeURIComponent(JSON.stringify({ id: appt!.id }));
      await page.evaluate((to) => (location.hash = to), `/company/orderSuccess/${info}?${H}`);
      await expect(page.getByTestId('company-success')).toBeVisible();
      await page.evaluate(() => (document.body.style.minHeight = ''));
      await expect(page.getByTestId('cell-person')).toHaveText(appt!.name);
      await readsAtItsTop(page, page.getByTestId(/^cell-(person|examNo)$/), 2);
    });
  });
}
