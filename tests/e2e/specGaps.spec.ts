import type { PackageDetail } from '../../src/contract/index.ts';
import { apiData, expect, H, login, profilesOf, test } from './fixtures.ts';

// Issue 11, item 9: what document 1 names and the app left out.

test('the password login sends the spec fields', async ({ page, account }) => {
  const sent = page.waitForRequest((r) => /\/api\/Auth\/Login$/.test(r.url()));
  await login(page, account);
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(
    ['captcha', 'hospid', 'mobile', 'openid', 'password', 'username'].sort(),
  );
});

test("the schedule query names the package's exam type", async ({ page, request, account }) => {
  const pkg = await apiData<PackageDetail>(request.get(`/api/package/find?${H}&id=1`));
  const self = (await profilesOf(request, account)).find((p) => p.relation === 'self')!;
  await login(page, account, { via: 'api' });
  const schedules = page.waitForRequest((r) => /GetSchedules/i.test(r.url()));
  await page.goto(`/#/submitOrder?${H}&packageId=1&profileId=${self.id}`);
  const url = new URL((await schedules).url());
  expect(url.searchParams.get('examTypeId')).toBe(String(pkg.exam_type_id));
});

test("the package detail shows a panel's nested items", async ({ page }) => {
  await page.goto(`/#/packageDetail?${H}&id=1`);
  const parts = page.getByTestId('parts-GG01');
  await expect(parts.getByRole('listitem')).toHaveCount(4);
  await expect(parts).toContainText('丙氨酸氨基转移酶');
});
