import type { CustomizedProject, ExamType, PackageSummary } from '../../src/contract/index.ts';
import { visiblePackages } from '../../src/domains/catalog/packages.ts';
import { planTotal } from '../../src/rules/customizedPlan.ts';
import { formatPrice } from '../../src/rules/money.ts';
import { OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import { apiData, expect, H, test, zh } from './fixtures.ts';

// What a patient set up stays set up: back from a package, after a refresh, through a link.

test('back from a package, the list keeps its tab, sort and filter', async ({ page, request }) => {
  const types = await apiData<ExamType[]>(
    request.get(`/api/package/getExamTypes?hospId=${OPEN_HOSP_ID}`),
  );
  const packages = await apiData<PackageSummary[]>(
    request.get(`/api/package/list?hospId=${OPEN_HOSP_ID}&limit=50`),
  );
  const second = types[1]!;
  const expected = visiblePackages(packages, {
    examTypeId: second.id,
    gender: 1,
    sort: 'priceAsc',
  }).map((p) => p.name);
  expect(expected.length).toBeGreaterThan(1);

  await page.goto(`/#/packageList?${H}`);
  await page.getByRole('tablist').getByText(second.name).click();
  await page.getByRole('button', { name: zh('packages:sorts.priceAsc') }).click();
  await page.getByRole('button', { name: zh('packages:genders.1'), exact: true }).click();
  const names = page.getByTestId('package-list').getByTestId('package-name');
  await expect(names).toHaveText(expected);
  await names.first().click();
  await expect(page).toHaveURL(/#\/packageDetail/);

  await page.goBack();
  await expect(names).toHaveText(expected);
  await expect(page.getByRole('button', { name: zh('packages:sorts.priceAsc') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A refresh, too.
  await page.reload();
  await expect(names).toHaveText(expected);
});

test('a refresh of the tailored plan keeps the add-ons chosen', async ({ page, request }) => {
  const project = await apiData<CustomizedProject>(
    request.get(`/api/package/getCustomizedProject?hospid=${OPEN_HOSP_ID}&packageId=1`),
  );
  const item = project.addItems[0]!;
  const combo = project.addCombos[0]!;
  const total = `¥${formatPrice(planTotal(project, [item.id], [combo.comboId]))}`;
  await page.goto(`/#/customProject?packageId=1&${H}`);
  await page.getByTestId(`add-item-${item.id}`).click();
  await page.getByTestId(`add-combo-${combo.comboId}`).click();
  await expect(page.getByTestId('custom-total')).toHaveText(total);

  await page.reload();
  await expect(page.getByTestId('custom-total')).toHaveText(total);
});

test('?lang=en before the # speaks English', async ({ page }) => {
  await page.goto(`/?lang=en#/packageList?${H}`);
  await expect(page.getByRole('button', { name: 'Price: low to high' })).toBeVisible();
});
