import type { Page } from '@playwright/test';
import type { ArticleDetail, FaqEntry } from '../../src/contract/index.ts';
import { OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import { apiData, expect, H, login, test, zh } from './fixtures.ts';

// Issue 12, part A: the article list, one article, the help centre.

const rows = (page: Page) => page.getByTestId('article-list').getByTestId('article-row');
const tab = (page: Page, name: string) =>
  page.getByRole('tablist').getByText(zh(`content:tabs.${name}`));

/** A help-centre question's title, a button. */
const question = (page: Page, text: string) => page.getByRole('button', { name: text });

/** Whether a question's answer is open, as its title marks it. */
const expectOpen = (page: Page, text: string, open: boolean) =>
  open
    ? expect(question(page, text)).toHaveClass(/__title--expanded/)
    : expect(question(page, text)).not.toHaveClass(/__title--expanded/);

/** How tall the answer under a question shows (0 when closed). */
const answerHeight = (page: Page, text: string) =>
  question(page, text).evaluate(
    (title) =>
      (title.nextElementSibling as HTMLElement | null)?.getBoundingClientRect().height ?? 0,
  );

test('home -> more -> a tab -> ten more on scroll -> an article -> back to the same place', async ({
  page,
}) => {
  await page.goto(`/#/?${H}`);
  const section = page.getByTestId('home-articles');
  await section.getByRole('button', { name: zh('home:more') }).click();
  await expect(page).toHaveURL(/#\/articles\?/);
  await expect(page).toHaveTitle(zh('routes:articles'));
  await expect(rows(page)).toHaveCount(10);

  await tab(page, 'health').click();
  await expect(page).toHaveURL(/tab=health/);
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first()).toContainText(zh('content:tabs.health'));

  // Scrolling to the end of the list loads the next ten.
  await rows(page).nth(9).scrollIntoViewIfNeeded();
  await expect(rows(page)).toHaveCount(20);

  // An article in the middle of the list, far enough from its end that no more load.
  const chosen = rows(page).nth(8);
  await chosen.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  const title = (await chosen.locator('.articles__title').textContent()) ?? '';
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await chosen.click();
  await expect(page).toHaveURL(/#\/article\?/);
  await expect(page.getByTestId('article-title')).toHaveText(title);

  await page.goBack();
  await expect(page).toHaveURL(/#\/articles\?.*tab=health/);
  await expect(page.getByRole('tablist').locator('[aria-selected="true"]')).toHaveText(
    zh('content:tabs.health'),
  );
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).nth(8)).toContainText(title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 40);
  await expect(rows(page).nth(8)).toBeInViewport();
});

test('the list ends with its end line, and pulling it down loads it again', async ({ page }) => {
  await page.goto(`/#/articles?${H}&tab=news`);
  await expect(rows(page)).toHaveCount(10);
  await page.mouse.wheel(0, 3000);
  await expect(page.getByTestId('list-end')).toHaveText(zh('common:list.end'));
  const total = await rows(page).count();
  expect(total).toBeGreaterThan(10);
  expect(total).toBeLessThan(20);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.app-pull[data-pull="ready"]')).toHaveCount(1);
  const again = page.waitForRequest(/\/api\/article\/list/);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: 195, y: 200 }],
  });
  for (let dy = 10; dy <= 300; dy += 10)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: 195, y: 200 + dy }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await again;
});

test('an article shows its fields, and its visit count grows for a new reader', async ({
  page,
  request,
  account,
}) => {
  // A reader is the account when signed in, else the client address (never the browser:
  // issue 28): the journey's own fresh account is a new reader, whoever read before.
  await login(page, account, { via: 'api' });
  const url = `/api/article/get?hospId=${OPEN_HOSP_ID}&id=3`;
  const before = await apiData<ArticleDetail>(request.get(url));
  await page.goto(`/#/article?${H}&id=3`);
  const article = page.getByTestId('article');
  await expect(page.getByTestId('article-title')).toHaveText(before.title);
  await expect(page.getByTestId('article-author')).toContainText(before.author);
  await expect(page.getByTestId('article-category')).toHaveText(before.article_type_name);
  await expect(page.getByTestId('article-time')).toHaveText(/\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId('article-visits')).toHaveText(
    zh('content:visits').replace('{{count}}', String(before.visit_count + 1)),
  );
  await expect(article.locator('img.article__cover')).toBeVisible();
  await expect(article.locator('.article__content p').first()).toBeVisible();

  // The same reader again the same day: the count stays.
  await page.reload();
  await expect(page.getByTestId('article-visits')).toHaveText(
    zh('content:visits').replace('{{count}}', String(before.visit_count + 1)),
  );
});

test('an unknown article says so in Chinese', async ({ page }) => {
  await page.goto(`/#/article?${H}&id=99999`);
  await expect(page.getByTestId('article-not-found')).toContainText(zh('content:notFound'));
  await page.getByRole('button', { name: zh('content:backToList') }).click();
  await expect(page).toHaveURL(/#\/articles\?/);
});

test('the help centre opens and closes an answer; a branch without questions shows the fixed ten', async ({
  page,
  request,
}) => {
  const faqs = await apiData<FaqEntry[]>(request.get(`/api/faq/list?hospId=${OPEN_HOSP_ID}`));
  await page.goto(`/#/faq?${H}`);
  await expect(page).toHaveTitle(zh('routes:faq'));
  const [first, second] = [faqs[0]!, faqs[1]!];
  await expectOpen(page, first.question, false);
  await question(page, first.question).click();
  await expect(page.getByText(first.answer)).toBeVisible();
  await expectOpen(page, first.question, true);
  // Accordion: opening another closes the first; a second tap closes it again.
  await question(page, second.question).click();
  await expect(page.getByText(second.answer)).toBeVisible();
  await expectOpen(page, first.question, false);
  await expect.poll(() => answerHeight(page, first.question)).toBe(0);
  await question(page, second.question).click();
  await expectOpen(page, second.question, false);
  await expect.poll(() => answerHeight(page, second.question)).toBe(0);

  await page.goto(`/#/faq?hospid=2`);
  await expect(page.getByTestId('faq')).toHaveAttribute('data-source', 'fixed');
  await expect(page.getByText(zh('content:fixed.1.q'))).toBeVisible();
  await expect(page.getByText(zh('content:fixed.10.q'))).toBeVisible();
  await question(page, zh('content:fixed.1.q')).click();
  await expect(page.getByText(zh('content:fixed.1.a'))).toBeVisible();
});

test('an article on home opens that article', async ({ page }) => {
  await page.goto(`/#/?${H}`);
  const first = page.getByTestId('home-articles').getByTestId('article-title').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/#\/article\?.*id=\d+/);
  await expect(page.getByTestId('article').getByTestId('article-title')).toHaveText(title);
});
