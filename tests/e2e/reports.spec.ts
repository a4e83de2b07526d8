import type { Page } from '@playwright/test';
import type { HospConfig, ReportListEntry } from '../../src/contract/index.ts';
import { ratingReply } from '../../src/rules/reports.ts';
import { OPEN_HOSP_ID, demoUsers } from '../../server/seeds/seedData.ts';
import { apiData, enc, expect, H, login, profilesOf, test, zh } from './fixtures.ts';

// Issue 13, part A: the report centre, the rating gate and rating, the comparison.

/** A zh-CN string with its {{placeholders}} filled. */
const zhWith = (key: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), zh(key));

const tab = (page: Page, name: string) =>
  page.getByRole('tablist').getByText(zh(`reports:tabs.${name}`), { exact: true });

const cards = (page: Page) => page.getByTestId('report-centre').getByTestId(/^exam-/);

const [zhang, li, wang, chen] = demoUsers as [
  (typeof demoUsers)[number],
  (typeof demoUsers)[number],
  (typeof demoUsers)[number],
  (typeof demoUsers)[number],
];

/** One row of stars in the rating popup, by the item it rates. */
const stars = (page: Page, item: string) =>
  page.getByTestId('rating-popup').getByRole('group', { name: item }).getByRole('radio');

test('the gate asks for a rating first; the rating is saved, answered, and shown again', async ({
  page,
}) => {
  const user = await login(page, wang, { via: 'api' });
  // The home menu's report entry (renamed 查报告 by the branch) opens the centre.
  await page.goto(`/#/?${H}`);
  await page.getByTestId('module-reportList').click();
  await expect(page).toHaveURL(/#\/reports\?/);
  await expect(page.getByRole('tablist').locator('[aria-selected=true]')).toHaveText(
    zh('reports:tabs.completed'),
  );

  // The newest exam is a month old and unrated: opening it asks for a rating.
  const newest = cards(page).first();
  const tjbh = ((await newest.getAttribute('data-testid')) ?? '').replace(/^exam-/, '');
  await expect(newest.getByText(zh('reports:rate'), { exact: true })).toBeVisible();
  await newest.getByRole('button', { name: zh('reports:openReport') }).click();
  await expect(page.getByText(zh('reports:gate.title')).first()).toBeVisible();
  await expect(page.getByText(zh('reports:gate.message'))).toBeVisible();
  await page.getByRole('button', { name: zh('common:actions.ok') }).click();

  const popup = page.getByTestId('rating-popup');
  await expect(popup).toBeVisible();
  // The whole visit starts at three stars; the items at none.
  await expect(
    stars(page, zh('reports:rating.total')).and(page.locator('[aria-checked=true]')),
  ).toHaveCount(3);
  await popup.getByRole('button', { name: zh('reports:rating.submit') }).click();
  await expect(page.locator('.rv-toast').getByText(zh('server:ratingIncomplete'))).toBeVisible();

  const given = { 前台服务: 5, 医生服务: 4, 护士服务: 4, 体检流程: 5 };
  for (const [item, n] of Object.entries(given))
    await stars(page, item)
      .nth(n - 1)
      .click();
  await stars(page, zh('reports:rating.total')).nth(3).click();
  await popup.getByRole('textbox').fill('前台很耐心，抽血不用排队');

  const configs = await apiData<HospConfig[]>(
    page.request.get(`/api/Hosp/configs?hospId=${OPEN_HOSP_ID}`),
  );
  const reply = ratingReply(configs, 4);
  expect(reply).toBeTruthy();
  const saved = page.waitForResponse((r) => r.url().includes('/api/rating/save'));
  // The list is read again after the rating (the first read after it is enough).
  const refreshed = page.waitForResponse(
    (r) => r.url().includes('/api/report/ExamRecords') && r.request().method() === 'GET',
  );
  await popup.getByRole('button', { name: zh('reports:rating.submit') }).click();
  const answer = await saved;
  await apiData(answer);
  // Every field the spec lists for rating/save, the person being the account's own profile.
  const self = (await profilesOf(page.request, user)).find((p) => p.relation === 'self')!;
  expect(answer.request().postDataJSON()).toEqual({
    tjbh,
    total_rating: 4,
    rating_items: Object.entries(given).map(([item_name, rating]) => ({ item_name, rating })),
    comment: '前台很耐心，抽血不用排队',
    account_id: user.id,
    profile_id: self.id,
    // Encrypted like every phone the app sends (issue 36).
    user_mobile: enc(wang.mobile),
    user_name: wang.name,
  });
  await expect(page.getByTestId('rating-reply')).toHaveText(reply ?? '');
  // Then the patient lands in the report they asked for, without a second gate.
  await expect(page).toHaveURL(new RegExp(`#/report\\?.*repid=${tjbh}`));
  await expect(page.getByTestId('report-detail')).toBeVisible();
  await expect(page.getByText(zh('reports:gate.message'))).toHaveCount(0);

  // Back in the centre, the exam is rated now.
  await page.goBack();
  await expect(page).toHaveURL(/#\/reports\?/);
  const entries = await apiData<ReportListEntry[]>(refreshed);
  expect(entries.find((e) => e.tjbh === tjbh)?.is_rated).toBe(true);
  const rated = page.getByTestId(`exam-${tjbh}`);
  await expect(rated.getByText(zh('reports:viewRating'), { exact: true })).toBeVisible();

  // The stored rating shows again, read-only, in the self profile's name.
  await rated.getByText(zh('reports:viewRating'), { exact: true }).click();
  const stored = page.getByTestId('rating-stored');
  await expect(stored).toBeVisible();
  const checked = (item: string) => stars(page, item).and(page.locator('[aria-checked=true]'));
  await expect(checked(zh('reports:rating.total'))).toHaveCount(4);
  for (const [item, n] of Object.entries(given)) await expect(checked(item)).toHaveCount(n);
  await expect(stored.getByText('前台很耐心，抽血不用排队')).toBeVisible();
  await expect(stored.getByText(zhWith('reports:rating.by', { name: wang.name }))).toBeVisible();

  // Rated now, the exam opens its report without the gate.
  await page.locator('.rv-popup__close-icon').and(page.locator(':visible')).click();
  await expect(page.getByTestId('rating-popup')).toBeHidden();
  await page
    .getByTestId(`exam-${tjbh}`)
    .getByRole('button', { name: zh('reports:openReport') })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/report\\?.*repid=${tjbh}`));
  await expect(page.getByText(zh('reports:gate.message'))).toHaveCount(0);
});

test('the gate stops at 180 days: an unrated exam older than that opens its report at once', async ({
  page,
}) => {
  // 陈刚's exams are all unrated (no journey rates his own).
  await login(page, chen, { via: 'api' });
  await page.goto(`/#/reports?${H}`);
  const oldest = cards(page).last();
  // Unrated, as the newest: only its age lets it through.
  await expect(oldest.getByText(zh('reports:rate'), { exact: true })).toBeVisible();
  const tjbh = ((await oldest.getAttribute('data-testid')) ?? '').replace(/^exam-/, '');
  await oldest.getByRole('button', { name: zh('reports:openReport') }).click();
  await expect(page).toHaveURL(new RegExp(`#/report\\?repid=${tjbh}`));
  await expect(page.getByText(zh('reports:gate.message'))).toHaveCount(0);

  await page.goBack();
  await cards(page)
    .first()
    .getByRole('button', { name: zh('reports:openReport') })
    .click();
  await expect(page.getByText(zh('reports:gate.message'))).toBeVisible();
  await expect(page).toHaveURL(/#\/reports\?/);
});

test("an exam's own PDF opens by its key and name; a report without a PDF offers none", async ({
  page,
}) => {
  await login(page, zhang, { via: 'api' });
  await page.goto(`/#/reports?${H}`);
  // The oldest exam's report may not be given as a PDF (its pdfEnable): no button for it.
  const oldest = cards(page).last();
  await expect(oldest.getByRole('button', { name: zh('reports:openReport') })).toBeVisible();
  await expect(oldest.getByRole('button', { name: zh('reports:openPdf') })).toHaveCount(0);
  // The newest, rated already, opens its PDF with the download.
  await cards(page)
    .first()
    .getByRole('button', { name: zh('reports:openPdf') })
    .click();
  await expect(page).toHaveURL(/#\/pdfreport\?.*reportKey=[\w-]+&name=/);
  expect(page.url()).not.toContain('pdfEnable');
  await expect(page.getByTestId('pdf-page').first()).toBeVisible();
  await expect(page.getByTestId('pdf-download')).toBeVisible();
});

test('a report opened directly meets the gate of the server, and shows once rated', async ({
  page,
}) => {
  // 陈刚's mother's newest exam is a month old and unrated; the link skips the centre.
  const user = await login(page, chen, { via: 'api' });
  const motherName = chen.relatives?.[0]?.name;
  const mother = (await profilesOf(page.request, user)).find((p) => p.name === motherName)!;
  const exams = await apiData<ReportListEntry[]>(
    page.request.get(`/api/report/ExamRecords?profileId=${mother.id}&${H}`, {
      headers: { authorization: `Bearer ${user.token}` },
    }),
  );
  const newest = exams.find((e) => e.reportKey)!;
  expect(newest.is_rated).toBe(false);
  await page.goto(`/#/report?${H}&repid=${newest.tjbh}`);
  const gate = page.getByTestId('report-gate');
  await expect(gate).toContainText(zh('server:report.ratingFirst'));
  await expect(page.getByTestId('report-detail')).toHaveCount(0);

  await gate.getByRole('button', { name: zh('reports:gate.go') }).click();
  const popup = page.getByTestId('rating-popup');
  await expect(popup.getByRole('group')).toHaveCount(5);
  for (const group of await popup.getByRole('group').all())
    await group.getByRole('radio').last().click();
  const saved = page.waitForResponse((r) => r.url().includes('/api/rating/save'));
  await popup.getByRole('button', { name: zh('reports:rating.submit') }).click();
  // A relative's exam is rated in the account holder's own name (spec: the self profile).
  const body = (await saved).request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ tjbh: newest.tjbh, account_id: user.id, user_name: chen.name });
  expect(body.profile_id).not.toBe(mother.id);
  await expect(page.getByTestId('rating-reply')).toBeVisible();
  await expect(page.getByTestId('report-detail')).toBeVisible();
  await expect(page.getByTestId('report-detail')).toContainText(newest.name);
  await expect(page.getByTestId('report-gate')).toHaveCount(0);
});

test('the centre: tabs of exams with their four-step progress, and reports made elsewhere', async ({
  page,
}) => {
  await login(page, zhang, { via: 'api' });
  await page.goto(`/#/reports?${H}`);
  // Completed: four published exams, each with date, number and all four steps done.
  await expect(cards(page)).toHaveCount(4);
  const first = cards(page).first();
  await expect(first.getByText(/^体检日期：\d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(first.getByText(/^体检编号：T\d+$/)).toBeVisible();
  await expect(first.getByTestId(/^progress-/)).toHaveAttribute('data-step', '3');
  await expect(first.locator('[aria-current=step]')).toHaveText(zh('reports:steps.published'));

  // In progress: items summarised, the items' own progress listed.
  await tab(page, 'processing').click();
  await expect(page).toHaveURL(/tab=processing/);
  await expect(cards(page)).toHaveCount(1);
  const pending = cards(page).first();
  await expect(pending.getByTestId(/^progress-/)).toHaveAttribute('data-step', '1');
  await expect(pending.locator('[aria-current=step]')).toHaveText(zh('reports:steps.summarised'));
  await expect(pending.getByText('检验中').first()).toBeVisible();
  await expect(pending.getByRole('button', { name: zh('reports:openReport') })).toHaveCount(0);

  // Other reports: one link and one PDF made elsewhere.
  await tab(page, 'other').click();
  await expect(page.getByTestId(/^external-/)).toHaveCount(2);
  await expect(page.getByText(zh('reports:external.pdf'))).toBeVisible();
  await expect(page.getByText(zh('reports:external.link'))).toBeVisible();
});

test('someone with published exams only: nothing in progress, nothing made elsewhere', async ({
  page,
}) => {
  await login(page, li, { via: 'api' });
  await page.goto(`/#/reports?${H}&tab=processing`);
  await expect(page.getByTestId('reports-empty')).toHaveText(zh('reports:empty.processing'));
  await tab(page, 'other').click();
  await expect(page.getByTestId('reports-empty')).toHaveText(zh('reports:empty.other'));
  await tab(page, 'completed').click();
  await expect(cards(page)).toHaveCount(3);
});

test("a relative's reports: the person picker names the account's people", async ({ page }) => {
  await login(page, chen, { via: 'api' });
  await page.goto(`/#/reports?${H}`);
  const people = page.getByRole('group', { name: zh('reports:person') });
  const relative = chen.relatives?.[0]?.name ?? '';
  await people.getByRole('button', { name: relative }).click();
  await expect(page).toHaveURL(/profileId=\d+/);
  await expect(cards(page).first().getByText(relative, { exact: true })).toBeVisible();
  await expect(people.getByRole('button', { name: relative })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a person with no report: the advice and the hospital phone; nothing to compare', async ({
  page,
  account,
}) => {
  await login(page, account, { via: 'api' });
  await page.goto(`/#/reports?${H}`);
  const none = page.getByTestId('reports-none');
  await expect(none).toContainText(zh('reports:empty.none'));
  await expect(none).toContainText(zh('reports:empty.advice'));
  const info = await apiData<{ primaryPhone: string; phone: string }>(
    page.request.get(`/api/hosp/info?id=${OPEN_HOSP_ID}`),
  );
  const phone = info.primaryPhone || info.phone;
  await expect(
    none.getByRole('link', { name: zhWith('reports:empty.call', { phone }) }),
  ).toHaveAttribute('href', `tel:${phone}`);
  const [self] = await profilesOf(page.request, account);
  await page.goto(`/#/report/compareList?${H}&profileId=${self?.id}`);
  await expect(page.getByTestId('compare-empty')).toHaveText(zh('reports:empty.records'));
  await expect(
    page.getByRole('button', { name: zhWith('reports:compareList.start', { count: 0 }) }),
  ).toBeDisabled();
});

test('three exams compared: columns by exam, marks in the cells, tabs by kind', async ({
  page,
}) => {
  await login(page, zhang, { via: 'api' });
  await page.goto(`/#/reports?${H}`);
  await page.getByRole('button', { name: zh('reports:compare') }).click();
  await expect(page).toHaveURL(/#\/report\/compareList\?.*profileId=\d+/);

  // Only published exams are offered; the button waits for a second one.
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(4);
  const start = (n: number) =>
    page.getByRole('button', { name: zhWith('reports:compareList.start', { count: n }) });
  await expect(page.getByText(zh('reports:compareHint'))).toBeVisible();
  await boxes.nth(0).click();
  await expect(start(1)).toBeDisabled();
  await expect(page.getByText(zh('reports:compareHint'))).toBeVisible();
  // The whole row is the target: a tap at its far right edge ticks it too.
  const row = page
    .getByRole('list', { name: zh('reports:compareList.title') })
    .getByRole('listitem')
    .nth(1);
  const size = (await row.boundingBox())!;
  await row.click({ position: { x: size.width - 6, y: size.height - 6 } });
  await expect(boxes.nth(1)).toHaveAttribute('aria-checked', 'true');
  await boxes.nth(2).click();
  await expect(start(3)).toBeEnabled();
  await expect(page.getByText(zh('reports:compareHint'))).toHaveCount(0);
  await start(3).click();
  await expect(page).toHaveURL(/#\/report\/comparePage\?.*tjbh=T\d+%2CT\d+%2CT\d+/);

  // Lab items first: a date column per exam, newest first, each value with its mark.
  const liver = page.getByTestId('compare-肝功能');
  await expect(liver.locator('thead th')).toHaveCount(4);
  const cells = (table: typeof liver, item: string) => table.locator(`tr[data-item="${item}"] td`);
  // Each mark with its word, never colour alone: ↑ 偏高, ↓ 偏低, * 异常; in range, nothing.
  const [high, low, odd] = ['high', 'low', 'abnormal'].map((s) => zh(`reportDetail:sides.${s}`));
  await expect(cells(liver, 'γ-谷氨酰转移酶')).toHaveText([
    `118↑↑${high}`,
    `94↑${high}`,
    `71↑${high}`,
  ]);
  await expect(cells(liver, '总胆红素')).toHaveText(['15.2', '14.1', '13.0']);
  await expect(cells(page.getByTestId('compare-血常规'), '血红蛋白').first()).toHaveText(
    `128↓${low}`,
  );
  await expect(cells(page.getByTestId('compare-尿常规'), '尿蛋白').first()).toHaveText(
    `弱阳性(±)*${odd}`,
  );
  // Units typeset: 10⁹/L, not 10^9/L.
  await expect(
    page.getByTestId('compare-血常规').locator('tr[data-item="白细胞计数"] th'),
  ).toContainText('10\u2079/L');
  await expect(cells(liver, 'γ-谷氨酰转移酶').first()).toHaveClass('cmp-cell--high');

  await page.getByRole('tablist').getByText(zh('reports:comparePage.tabs.physical')).click();
  await expect(page.getByTestId('compare-一般检查')).toBeVisible();
  await page.getByRole('tablist').getByText(zh('reports:comparePage.tabs.imaging')).click();
  await expect(page.getByText('胸部正位片（DR）')).toBeVisible();
});

test("the hospital's switches decide the report centre's buttons", async ({ page }) => {
  // The branch turns online viewing off (report_enable_default_view 否): the PDF stays.
  await page.route(/\/api\/Hosp\/configs/i, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: HospConfig[] };
    const data = body.data.map((c) =>
      c.code === 'report_enable_default_view' ? { ...c, value: '否' } : c,
    );
    await route.fulfill({ response, json: { ...body, data } });
  });
  await login(page, wang, { via: 'api' });
  await page.goto(`/#/reports?${H}`);
  const newest = cards(page).first();
  await expect(newest.getByRole('button', { name: zh('reports:openPdf') })).toBeVisible();
  await expect(newest.getByRole('button', { name: zh('reports:openReport') })).toHaveCount(0);
});
