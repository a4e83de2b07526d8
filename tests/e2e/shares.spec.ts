import { PHONE } from './browser.ts';
import { apiData, confirmInDialog, expect, H, shown, test, toast, zh } from './fixtures.ts';
import { demoExams, reportOf } from './reportSteps.ts';

// Issue 29, item 2: 张三 shares his latest report with a relative, who opens the link on
// another phone with the code and reads it; 张三 sees the open in his list, ends the share,
// and the relative's reload says it has ended.

const s = (key: string, values: Record<string, string | number> = {}) =>
  zh(`shares:${key}`, values);

test('a report shared with family: opened with its code, seen by the owner, then ended', async ({
  page,
  browser,
}) => {
  // Two phones, each loading the app cold: about 14 s alone, past 30 s beside another worker.
  test.slow();
  const { user, published } = await demoExams(page);
  const latest = published[0]!;
  const report = await reportOf(page, user, latest.tjbh);

  // The owner: from the report to its shares, a new share for 3 days.
  await page.goto(`/#/report?${H}&repid=${latest.tjbh}`);
  await page
    .getByTestId('share-entry')
    .getByRole('button', { name: s('entry.button') })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/report/share\\?.*tjbh=${latest.tjbh}`));
  await expect(page).toHaveTitle(zh('routes:reportShare'));
  // Another worker may share the same report: this run's person is its own.
  const person = `女儿${Date.now() % 100_000}`;
  await page.getByPlaceholder(s('manage.personPlaceholder')).fill(person);
  const days = page.getByRole('button', { name: s('manage.daysOption', { count: 3 }) });
  await days.click();
  await expect(days).toHaveAttribute('aria-pressed', 'true');
  const made = page.waitForResponse((r) => r.url().includes('/api/share/create'));
  await page.getByRole('button', { name: s('manage.create') }).click();
  await apiData(made);

  const created = page.getByTestId('share-created');
  await expect(created).toContainText(s('manage.createdTitle', { person }));
  const code = ((await created.getByTestId('share-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^\d{6}$/);
  const link = ((await created.getByTestId('share-link').textContent()) ?? '').trim();
  expect(link).toMatch(/#\/shared\?hospid=\d+&t=[A-Za-z0-9_-]{32}$/);
  const share = page.getByTestId('share').filter({ hasText: person });
  await expect(share).toHaveAttribute('data-state', 'open');
  await expect(share).toContainText(s('manage.state.open'));
  await expect(share).toContainText(s('manage.noOpens'));

  // The relative: another phone, never signed in, opens the link.
  const other = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
  try {
    const reader = await other.newPage();
    await reader.goto(link);
    await expect(reader).toHaveTitle(zh('routes:sharedReport'));
    await expect(reader.getByText(s('reader.intro'))).toBeVisible();
    const codeField = reader.getByPlaceholder(s('reader.codePlaceholder'));
    const open = reader.getByRole('button', { name: s('reader.open') });

    // A wrong code says how many tries are left, beside the field.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await codeField.fill(wrong);
    await open.click();
    await expect(shown(reader, zh('server:share.codeWrong', { left: 4 }))).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');

    await codeField.fill(code);
    await open.click();
    const shared = reader.getByTestId('shared-report');
    await expect(shared).toBeVisible();
    await expect(shared.getByRole('heading', { level: 2 })).toContainText(report.name);
    await expect(shared).toContainText(s('reader.readOnly'));
    for (const line of report.summary.split('\n').filter(Boolean))
      await expect(reader.getByTestId('shared-summary')).toContainText(line.trim());
    // Every item with results or a note; an imaging item still without either is left out
    // (issue 38: no empty tables for a reader).
    const written = report.items.filter((i) => i.result.length > 0 || i.comment.trim());
    expect(written.length).toBeLessThan(report.items.length);
    await expect(shared.getByTestId('report-item')).toHaveCount(written.length);
    // Read-only: no rating, no trend, no way to the owner's other reports.
    await expect(shared.getByRole('button')).toHaveCount(0);
    await expect(shared.getByRole('link')).toHaveCount(0);

    // The owner's list shows the open: when, and on what.
    await page.reload();
    await expect(share.getByTestId('share-open')).toHaveCount(1);
    await expect(share.getByTestId('share-open')).toContainText(s('devices.systems.iphone'));
    await expect(share).toContainText(s('manage.opens', { count: 1 }));

    // A slip keeps it; a yes ends it.
    const end = share.getByRole('button', { name: s('manage.endLabel', { person }) });
    await end.click();
    await confirmInDialog(page, s('manage.keep'));
    await expect(share).toHaveAttribute('data-state', 'open');
    await end.click();
    await confirmInDialog(page, s('manage.end'));
    await expect(toast(page, s('manage.ended'))).toBeVisible();
    await expect(share).toHaveAttribute('data-state', 'ended');
    await expect(share).toContainText(s('manage.state.ended'));
    await expect(end).toHaveCount(0);

    // The relative's reload: the share has ended, in Chinese.
    await reader.reload();
    await expect(reader.getByTestId('shared-closed')).toContainText(zh('server:share.ended'));
    await expect(reader.getByTestId('shared-report')).toHaveCount(0);
  } finally {
    await other.close();
  }
});
