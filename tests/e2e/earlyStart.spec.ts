import type { Page } from '@playwright/test';
import { expect, H, test } from './fixtures.ts';

// Home's hospital calls, its chunk and its first banner start from index.html while the
// app's bundle is still on its way; a deep link starts none of them.

function requestsOf(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    seen.push(url.pathname + url.search);
  });
  return seen;
}

test("home's calls, chunk and first banner start before the app's bundle arrives", async ({
  page,
}) => {
  const seen = requestsOf(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The app's entry chunk is held back until the test lets it go.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/#/?${H}`, { waitUntil: 'commit' });

  const early = () => ({
    info: seen.filter((u) => u.startsWith('/api/hosp/info?')).length,
    modules: seen.filter((u) => u.startsWith('/api/Hosp/homePageModules?')).length,
    chunk: seen.filter((u) => /\/assets\/HomePage-[\w-]+\.js$/.test(u)).length,
    banner: seen.filter((u) => u.startsWith('/demo-assets/banner-1')).length,
  });
  await expect.poll(early).toEqual({ info: 1, modules: 1, chunk: 1, banner: 1 });
  release();

  await expect(page.getByTestId('home')).toBeVisible();
  // The app took the answers over instead of asking again.
  expect(seen.filter((u) => u.startsWith('/api/hosp/info?'))).toHaveLength(1);
  expect(seen.filter((u) => u.startsWith('/api/Hosp/homePageModules?'))).toHaveLength(1);
});

test('a deep link loads nothing of home', async ({ page }) => {
  const seen = requestsOf(page);
  await page.goto(`/#/packageList?${H}`);
  await expect(page.getByTestId('package-list')).toBeVisible();
  expect(seen.filter((u) => /HomePage|homePageModules|\/api\/hosp\/info/.test(u))).toEqual([]);
});
