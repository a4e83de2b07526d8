import type { Locator, Page } from '@playwright/test';
import { readableZoom } from '../../src/rules/pdfZoom.ts';
import { demoUsers } from '../../server/seeds/seedData.ts';
import { expect, H, login, test, zh } from './fixtures.ts';
import { demoExams, tab, z } from './reportSteps.ts';
import { smallTargets } from './smallTargets.ts';

// Issue 24: results a patient can read at phone size, in the elder mode and at 200% zoom:
// the comparison's item column stays while its exams scroll, with a cue when some are to
// the side; the PDF opens at a readable size; every target is finger-sized.

const compareUrl = (tjbh: string[]) =>
  `/#/report/comparePage?${H}&tjbh=${encodeURIComponent(tjbh.join(','))}`;

/** Each table's scroll box: how far its exams run past its right edge. */
const overflowOf = (region: Locator) => region.evaluate((el) => el.scrollWidth - el.clientWidth);

/** No comparison table hides an exam without the cue that says so, and its count. */
async function everyOverflowHasItsCue(page: Page, exams: number) {
  const tables = page.getByRole('table');
  const count = await tables.count();
  expect(count).toBeGreaterThan(0);
  let overflowing = 0;
  for (let i = 0; i < count; i++) {
    const testId = (await tables.nth(i).getAttribute('data-testid')) ?? '';
    const region = page.getByRole('region', { name: testId.replace(/^compare-/, '') });
    const cue = page.getByTestId(`${testId}-cue`);
    if ((await overflowOf(region)) > 1) {
      overflowing++;
      await expect(cue).toHaveText(
        `\u2190 ${zh('reports:comparePage.scrollCue').replace('{{count}}', String(exams))} \u2192`,
      );
      await expect(page.getByTestId(`${testId}-edge`)).toHaveAttribute('data-more', 'true');
    } else await expect(cue).toHaveCount(0);
  }
  return overflowing;
}

test('the comparison at phone size: the item column stays, a cue tells of more exams', async ({
  page,
}) => {
  const { published } = await demoExams(page);
  expect(published.length).toBeGreaterThanOrEqual(4);
  await page.goto(compareUrl(published.map((e) => e.tjbh)));
  const blood = page.getByTestId('compare-血常规');
  await expect(blood.locator('thead th')).toHaveCount(published.length + 1);
  // Four exams do not fit 390 px: every table says so.
  expect(await everyOverflowHasItsCue(page, published.length)).toBeGreaterThan(0);

  // Scrolled to its end, the last exam shows, the names stay in their column, the edge clears.
  const region = page.getByRole('region', { name: '血常规' });
  const name = blood.locator('tr[data-item="白细胞计数"] th');
  const startLeft = (await name.boundingBox())!.x;
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(page.getByTestId('compare-血常规-edge')).toHaveAttribute('data-more', 'false');
  expect((await name.boundingBox())!.x).toBeCloseTo(startLeft, 0);
  const last = blood.locator('thead th').last();
  const [lastBox, regionBox] = [(await last.boundingBox())!, (await region.boundingBox())!];
  expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
  await expect(last).toHaveText(published.at(-1)!.tjrq);
  // The region is named and reached by the keyboard.
  await expect(region).toHaveAttribute('tabindex', '0');

  // Two exams fit: no cue is shown where nothing is hidden.
  await page.goto(compareUrl(published.slice(0, 2).map((e) => e.tjbh)));
  await expect(page.getByTestId('compare-血常规')).toBeVisible();
  expect(await everyOverflowHasItsCue(page, 2)).toBe(0);
});

test('a forced rating before the PDF lands in the PDF the patient asked for', async ({ page }) => {
  // 李四's newest exam is a month old and unrated: the gate stands before its PDF.
  await login(page, demoUsers[1]!, { via: 'api' });
  await page.goto(`/#/reports?${H}`);
  const newest = page
    .getByTestId('report-centre')
    .getByTestId(/^exam-/)
    .first();
  const tjbh = ((await newest.getAttribute('data-testid')) ?? '').replace(/^exam-/, '');
  await newest.getByRole('button', { name: zh('reports:openPdf') }).click();
  await expect(page.getByText(zh('reports:gate.message'))).toBeVisible();
  await page.getByRole('button', { name: zh('common:actions.ok') }).click();
  const popup = page.getByTestId('rating-popup');
  // The whole visit and the four items.
  await expect(popup.getByRole('group')).toHaveCount(5);
  for (const group of await popup.getByRole('group').all())
    await group.getByRole('radio').last().click();
  await popup.getByRole('button', { name: zh('reports:rating.submit') }).click();
  await expect(page.getByTestId('rating-reply')).toBeVisible();
  await expect(page).toHaveURL(/#\/pdfreport\?.*reportKey=\w+/);
  await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-drawn', 'true', {
    timeout: 15_000,
  });
  // The centre shows the exam rated when the patient comes back.
  await page.goBack();
  await expect(
    page.getByTestId(`exam-${tjbh}`).getByText(zh('reports:viewRating'), { exact: true }),
  ).toBeVisible();
});

test.describe('at 200% zoom', () => {
  test.use({ viewport: { width: 195, height: 422 }, deviceScaleFactor: 4 });

  test('the report reflows: no tab, no sheet wider than the screen', async ({ page }) => {
    const { published } = await demoExams(page);
    await page.goto(`/#/report?${H}&repid=${published[0]!.tjbh}`);
    const fits = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    await expect(page.getByTestId('abnormal-card')).toBeVisible();
    expect(await fits()).toBeLessThanOrEqual(0);
    for (const name of ['physical', 'lab', 'imaging']) {
      await tab(page, name).click();
      await expect(page.getByTestId(`report-tab-${name}`)).toBeVisible();
      expect(await fits()).toBeLessThanOrEqual(0);
    }
    // Each lab result's value stays inside its own card: nothing overlaps the next column.
    await tab(page, 'lab').click();
    const tg = page.getByTestId('report-result').filter({ hasText: '甘油三酯' });
    const [row, value] = [
      (await tg.boundingBox())!,
      (await tg.getByTestId('trend-open').boundingBox())!,
    ];
    expect(value.x + value.width).toBeLessThanOrEqual(row.x + row.width + 1);
    await tg.getByTestId('trend-open').click();
    await expect(page.getByTestId('trend-chart').locator('canvas')).toBeVisible();
    expect(await fits()).toBeLessThanOrEqual(0);

    // The comparison scrolls within its tables, with the cue, never the page.
    await page.goto(compareUrl(published.slice(0, 3).map((e) => e.tjbh)));
    await expect(page.getByTestId('compare-血常规')).toBeVisible();
    expect(await everyOverflowHasItsCue(page, 3)).toBeGreaterThan(0);
    expect(await fits()).toBeLessThanOrEqual(0);
  });
});

test.describe('in the elder mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('elderMode', '1'));
  });

  test('60 px targets on the report, the comparison and the rating; the PDF opens larger', async ({
    page,
  }) => {
    const { published } = await demoExams(page);
    await page.goto(`/#/report?${H}&repid=${published[0]!.tjbh}`);
    await expect(page.getByTestId('abnormal-card')).toBeVisible();
    expect(await smallTargets(page, 60)).toEqual([]);
    await tab(page, 'lab').click();
    await expect(page.getByTestId('trend-open').first()).toBeVisible();
    expect(await smallTargets(page, 60)).toEqual([]);

    await page.goto(compareUrl(published.slice(0, 3).map((e) => e.tjbh)));
    await expect(page.getByTestId('compare-血常规')).toBeVisible();
    expect(await smallTargets(page, 60)).toEqual([]);

    // The rating's stars, one finger each.
    await page.goto(`/#/reports?${H}`);
    await page
      .getByTestId('report-centre')
      .getByText(zh('reports:rate'), { exact: true })
      .first()
      .click();
    const popup = page.getByTestId('rating-popup');
    await expect(popup.getByRole('radio').first()).toBeVisible();
    await expect(popup.getByRole('radio').first()).toHaveAccessibleName(
      zh('reports:rating.star').replace('{{count}}', '1'),
    );
    expect(await smallTargets(page, 60)).toEqual([]);

    // The PDF's 10.5 pt text opens at 0.75rem of the larger root: 15.6 px.
    const latest = published[0]!;
    await page.goto(
      `/#/pdfreport?${H}&reportKey=${latest.reportKey}&name=${encodeURIComponent(latest.name)}`,
    );
    const viewer = page.getByTestId('pdf-viewer');
    await expect(viewer).toHaveAttribute('data-drawn', 'true', { timeout: 15_000 });
    const fit = (await viewer.evaluate((el) => el.clientWidth)) - 16;
    await expect(page.getByTestId('pdf-zoom')).toHaveText(
      `${Math.round(readableZoom(595.28, fit, 15.6) * 100)}%`,
    );
    expect(Number(await viewer.getAttribute('data-text-px'))).toBeGreaterThanOrEqual(15.6);
    await expect(page.getByTestId('pdf-fit')).toHaveText(z('pdf.fitWidth'));
    expect(await smallTargets(page, 60)).toEqual([]);
  });
});
