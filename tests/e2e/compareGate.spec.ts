import type { ReportListEntry } from '../../src/contract/index.ts';
import { apiData, expect, H, login, profilesOf, test, zh } from './fixtures.ts';
import { patientWithExams } from './patients.ts';

// Issue 36, item 2: the compare list marks an exam the rating gate holds back (the server
// refuses to compare it), asks for its rating when it is ticked, and once rated ticks it,
// straight back to the choice the patient was making.

test('a gated exam in the compare list: marked, rated when ticked, then ticked and compared', async ({
  page,
}) => {
  // Published exams of its own, the newest a month old and unrated.
  const user = await login(page, await patientWithExams(page.request), { via: 'api' });
  const [self] = await profilesOf(page.request, user);
  const exams = await apiData<ReportListEntry[]>(
    page.request.get(`/api/report/ExamRecords?profileId=${self!.id}&${H}`, {
      headers: { authorization: `Bearer ${user.token}` },
    }),
  );
  // The published ones (the one in progress has no report key), newest first.
  const [newest, before] = exams.filter((e) => e.reportKey) as [ReportListEntry, ReportListEntry];
  expect(newest.is_rated).toBe(false);

  await page.goto(`/#/report/compareList?${H}&profileId=${self!.id}`);
  const row = (e: ReportListEntry) => page.getByTestId(`row-${e.tjbh}`);
  const gatedMark = zh('reports:compareList.gated');
  const box = (e: ReportListEntry) => page.getByRole('checkbox', { name: new RegExp(e.tjbh) });
  await expect(row(newest).getByText(gatedMark)).toBeVisible();
  await expect(row(before).getByText(gatedMark)).toHaveCount(0);

  await box(newest).click();
  await expect(page.getByText(zh('reports:gate.message'))).toBeVisible();
  await page.getByRole('button', { name: zh('common:actions.ok') }).click();
  const popup = page.getByTestId('rating-popup');
  await expect(popup.getByRole('group')).toHaveCount(5);
  for (const group of await popup.getByRole('group').all())
    await group.getByRole('radio').last().click();
  await popup.getByRole('button', { name: zh('reports:rating.submit') }).click();
  await expect(page.getByTestId('rating-reply')).toBeVisible();

  // Back in the list: the exam is ticked as asked, and no longer marked.
  await expect(popup).toBeHidden();
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
