import type { ReportListEntry } from '../../src/contract/index.ts';
import { expect, H, test, zh } from './fixtures.ts';
import { gatedPatient, rateInPopup } from './patients.ts';

// Issue 36, item 2: the compare list marks an exam the rating gate holds back (the server
// refuses to compare it), asks for its rating when it is ticked, and once rated ticks it,
// straight back to the choice the patient was making.

test('a gated exam in the compare list: marked, rated when ticked, then ticked and compared', async ({
  page,
}) => {
  // Published exams of its own, the newest a month old and unrated.
  const { self, newest, before } = await gatedPatient(page);

  await page.goto(`/#/report/compareList?${H}&profileId=${self!.id}`);
  const row = (e: ReportListEntry) => page.getByTestId(`row-${e.tjbh}`);
  const gatedMark = zh('reports:compareList.gated');
  const box = (e: ReportListEntry) => page.getByRole('checkbox', { name: new RegExp(e.tjbh) });
  await expect(row(newest).getByText(gatedMark)).toBeVisible();
  await expect(row(before).getByText(gatedMark)).toHaveCount(0);

  await box(newest).click();
  await expect(page.getByText(zh('reports:gate.message'))).toBeVisible();
  await page.getByRole('button', { name: zh('common:actions.ok') }).click();
  await rateInPopup(page);

  // Back in the list: the exam is ticked as asked, and no longer marked.
  await expect(box(newest)).toBeChecked();
  await expect(row(newest).getByText(gatedMark)).toHaveCount(0);
  await box(before).click();
  const start = zh('reports:compareList.start').replace('{{count}}', '2');
  await page.getByRole('button', { name: start }).click();
  await expect(page).toHaveURL(
    new RegExp(`comparePage\\?.*tjbh=${newest.tjbh}(,|%2C)${before.tjbh}`),
  );
  await expect(page.getByRole('columnheader', { name: newest.tjrq }).first()).toBeVisible();
});
