import type { APIRequestContext } from '@playwright/test';
import type {
  Article,
  HomeModule,
  HospitalInfo,
  PackageSummary,
} from '../../src/contract/index.ts';
import { visibleMenu } from '../../src/domains/hospital/modules.ts';
import { OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import { apiData, expect, test, zh } from './fixtures.ts';

const api = <T>(request: APIRequestContext, url: string) => apiData<T>(request.get(url));

test('home shows the seeded branch: banners, menu, packages, articles and contact', async ({
  page,
  request,
}) => {
  const info = await api<HospitalInfo>(request, `/api/hosp/info?id=${OPEN_HOSP_ID}`);
  const packages = await api<PackageSummary[]>(
    request,
    `/api/package/recommand?hospId=${OPEN_HOSP_ID}&topNumber=10`,
  );

  await page.goto(`/#/?hospid=${OPEN_HOSP_ID}`);
  await expect(page).toHaveTitle(zh('routes:home'));

  const banner = page.getByTestId('home-banner');
  // Slides out of view are hidden from assistive technology, yet they are there.
  await expect(banner.getByRole('img', { includeHidden: true })).toHaveCount(
    info.bannerImageList.length,
  );

  const contact = page.getByTestId('home-contact');
  await expect(contact.getByRole('heading', { name: info.name })).toBeVisible();
  await expect(contact).toContainText(info.address);
  await expect(contact).toContainText(info.openHour);
  for (const phone of info.phones) {
    const link = contact.getByRole('link', { name: phone.phoneNumber, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `tel:${phone.phoneNumber}`);
  }

  const packageItems = page.getByTestId('home-packages').getByRole('listitem');
  await expect(packageItems).toHaveCount(Math.min(packages.length, 10));
  await expect(packageItems.first()).toContainText(packages[0]!.name);
  await expect(packageItems.first()).toContainText(`¥${packages[0]!.sale_price.toFixed(2)}`);

  const articles = page.getByTestId('home-articles').getByRole('listitem');
  await expect(articles).toHaveCount(5);

  await expect(page.getByTestId('home-todo')).toBeHidden();
  await expect(page.getByTestId('home-promos').getByRole('img')).toHaveCount(3);
});

test('the service menu follows the module rules: order, names, hidden and unnamed', async ({
  page,
  request,
}) => {
  const modules = await api<HomeModule[]>(
    request,
    `/api/Hosp/homePageModules?hospId=${OPEN_HOSP_ID}`,
  );
  const expected = visibleMenu(modules).map((e) => e.name ?? zh('home:unnamed'));

  await page.goto(`/#/?hospid=${OPEN_HOSP_ID}`);
  const items = page.getByTestId('home-menu').getByTestId(/^module-/);
  await expect(items).toHaveText(expected);
  // Status 2 and missing modules are absent; a module without a name reads "unnamed".
  await expect(page.getByTestId('module-queue')).toHaveCount(0);
  await expect(page.getByTestId('module-guideline')).toHaveCount(0);
  await expect(page.getByTestId('module-feedback')).toHaveText(zh('home:unnamed'));

  // The survey entry is real: it opens the questionnaire's start page.
  await page.getByTestId('module-survey').click();
  await expect(page).toHaveURL(new RegExp(`#/survey\\?hospid=${OPEN_HOSP_ID}$`));
  await expect(page.getByTestId('survey-start')).toBeVisible();
});

test('the banner rotates on its own, every 3 seconds', async ({ page }) => {
  // The page records, in its own clock, each time the active dot changes: the browser's
  // timing, not the test runner's, which may lag under load.
  await page.addInitScript(() => {
    const log: Array<{ index: number; at: number }> = [];
    (window as unknown as { carouselLog: typeof log }).carouselLog = log;
    new MutationObserver(() => {
      const dots = [...document.querySelectorAll('[data-testid="carousel-dot"]')];
      const index = dots.findIndex((d) => d.getAttribute('data-active') === 'true');
      if (dots.length > 0 && log.at(-1)?.index !== index)
        log.push({ index, at: performance.now() });
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-active'],
    });
  });
  await page.goto(`/#/?hospid=${OPEN_HOSP_ID}`);
  await expect(page.getByTestId('home-banner').getByTestId('carousel-dot')).toHaveCount(3);
  const log = () =>
    page.evaluate(
      () =>
        (window as unknown as { carouselLog: Array<{ index: number; at: number }> }).carouselLog,
    );
  await expect.poll(async () => (await log()).length, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
  const [first, second] = await log();
  expect([first?.index, second?.index]).toEqual([0, 1]);
  const interval = second!.at - first!.at;
  // A timer never fires early; under load it may fire somewhat late.
  expect(interval).toBeGreaterThanOrEqual(2_900);
  expect(interval).toBeLessThan(6_000);
});

test('the latest articles are the five newest, with their category', async ({ page, request }) => {
  const newest = await api<Article[]>(
    request,
    `/api/article/list?hospId=${OPEN_HOSP_ID}&cate=&offset=0&limit=5`,
  );
  await page.goto(`/#/?hospid=${OPEN_HOSP_ID}`);
  const titles = page.getByTestId('home-articles').getByTestId('article-title');
  await expect(titles).toHaveText(newest.map((a) => a.title));
});

test('the app speaks English with ?lang=en', async ({ page }) => {
  await page.goto(`/#/?hospid=${OPEN_HOSP_ID}&lang=en`);
  await expect(page.getByRole('heading', { name: 'Recommended packages' })).toBeVisible();
  await expect(page.getByText('Unnamed')).toBeVisible();
  await expect(page).toHaveTitle('Home');
});
