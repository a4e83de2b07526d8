import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AXE_TAGS } from './axe.ts';
import { expect, H, test, zh } from './fixtures.ts';
import { gatedPatient, rateInPopup } from './patients.ts';
import { smallTargets } from './smallTargets.ts';

// Issue 36, item 2: the trend sheet and the comparison meet the server's rating gate (a value
// left out, a comparison refused with 428): each names the exam to rate, rates it in place,
// and then shows what the patient asked for.

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

test('the trend sheet names the exam whose value waits for its rating, and shows it once rated', async ({
  page,
}) => {
  // Axe over the page and a rating: more than a journey's usual time on a busy machine.
  test.slow();
  // Four published exams of its own, the newest a month old and unrated.
  const { newest, before } = await gatedPatient(page);

  // The trend of a value in the exam before it, which may be read.
  await page.goto(`/#/report?${H}&repid=${before.tjbh}`);
  await page.getByRole('tablist').getByText(zh('reportDetail:tabs.lab'), { exact: true }).click();
  await page
    .getByTestId('report-result')
    .filter({ hasText: '甘油三酯' })
    .getByTestId('trend-open')
    .click();
  const sheet = page.getByTestId('trend-sheet');
  const values = sheet.getByTestId('trend-value');
  await expect(values).toHaveCount(3);
  const gated = sheet.getByTestId('trend-gated');
  await expect(gated).toHaveText(
    zh('reports:gate.trend').replace('{{date}}', newest.tjrq) + zh('reports:gate.go'),
  );
  await expect(values.filter({ hasText: newest.tjrq })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await smallTargets(page, 44)).toEqual([]);

  await gated.getByRole('button', { name: zh('reports:gate.go') }).click();
  await rateInPopup(page);

  // Back in the sheet: the trend read again, with the newest value first and nothing held.
  await expect(sheet).toBeVisible();
  await expect(values).toHaveCount(4);
  await expect(values.first()).toContainText(newest.tjrq);
  await expect(gated).toHaveCount(0);
});

test('a comparison the rating gate refuses names the exam, rates it, then compares', async ({
  page,
}) => {
  test.slow();
  // Published exams of its own, the newest a month old and unrated.
  const { newest, before } = await gatedPatient(page);

  // A link to the comparison (shared, bookmarked) that skips the list's marks.
  await page.goto(`/#/report/comparePage?${H}&tjbh=${before.tjbh},${newest.tjbh}`);
  const gate = page.getByTestId('compare-gate');
  await expect(gate).toContainText(zh('reports:gate.compare').replace('{{no}}', newest.tjbh));
  await expect(page.getByRole('columnheader', { name: newest.tjrq })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await smallTargets(page, 44)).toEqual([]);

  const saved = page.waitForResponse((r) => r.url().includes('/api/rating/save'));
  await gate.getByRole('button', { name: zh('reports:gate.go') }).click();
  await rateInPopup(page);
  expect((await saved).request().postDataJSON()).toMatchObject({ tjbh: newest.tjbh });

  // Straight back to the comparison asked for: both exams side by side.
  await expect(page).toHaveURL(
    new RegExp(`comparePage\\?.*tjbh=${before.tjbh}(,|%2C)${newest.tjbh}`),
  );
  await expect(page.getByRole('columnheader', { name: newest.tjrq }).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: before.tjrq }).first()).toBeVisible();
  await expect(gate).toHaveCount(0);
});
