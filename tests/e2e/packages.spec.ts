import { expect, test } from '@playwright/test';
import type { ExamType, PackageSummary } from '../../src/api/contract.ts';
import { visiblePackages } from '../../src/lib/packages.ts';
import { OPEN_HOSP_ID } from '../../server/db/seedData.ts';
import { zh } from './locale.ts';

test('the package list: exam-type tabs, the four orders, the gender filter', async ({
  page,
  request,
}) => {
  const api = async <T>(url: string) =>
    ((await (await request.get(url)).json()) as { data: T }).data;
  const packages = await api<PackageSummary[]>(`/api/package/list?hospId=${OPEN_HOSP_ID}`);
  const types = await api<ExamType[]>(`/api/package/getExamTypes?hospId=${OPEN_HOSP_ID}`);
  const names = (
    examTypeId: number,
    gender: 0 | 1 | 2,
    sort: 'default' | 'sale' | 'priceAsc' | 'priceDesc',
  ) => visiblePackages(packages, { examTypeId, gender, sort }).map((p) => p.name);

  await page.goto(`/#/packageList?hospid=${OPEN_HOSP_ID}`);
  const cards = page.getByTestId('package-list').locator('.package-card__name');
  await expect(cards).toHaveText(names(types[0]!.id, 0, 'default'));

  await page
    .getByRole('tab', { name: types[2]!.name })
    .or(page.getByText(types[2]!.name, { exact: true }))
    .first()
    .click();
  await expect(cards).toHaveText(names(types[2]!.id, 0, 'default'));

  await page.getByRole('button', { name: zh('packages:sorts.priceDesc') }).click();
  await expect(cards).toHaveText(names(types[2]!.id, 0, 'priceDesc'));
  await page.getByRole('button', { name: zh('packages:genders.1'), exact: true }).click();
  const maleOnly = names(types[2]!.id, 1, 'priceDesc');
  await expect(cards).toHaveText(maleOnly);
  expect(maleOnly.length).toBeLessThan(names(types[2]!.id, 0, 'priceDesc').length);

  // Every price shows with two decimals.
  await expect(page.locator('.package-card .app-price').first()).toHaveText(/^¥\d+\.\d{2}$/);
});
