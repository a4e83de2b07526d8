import type { ExamType, PackageDetail, PackageSummary } from '../../src/contract/index.ts';
import { visiblePackages } from '../../src/domains/catalog/packages.ts';
import { BUILDING_HOSP_ID, hospitals, OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import { apiData, expect, login, test, toast, zh } from './fixtures.ts';

test('the package list: exam-type tabs, the four orders, the gender filter', async ({
  page,
  request,
}) => {
  const api = <T>(url: string) => apiData<T>(request.get(url));
  const packages = await api<PackageSummary[]>(`/api/package/list?hospId=${OPEN_HOSP_ID}&limit=50`);
  const types = await api<ExamType[]>(`/api/package/getExamTypes?hospId=${OPEN_HOSP_ID}`);
  const names = (
    examTypeId: number,
    gender: 0 | 1 | 2,
    sort: 'default' | 'sale' | 'priceAsc' | 'priceDesc',
  ) => visiblePackages(packages, { examTypeId, gender, sort }).map((p) => p.name);

  await page.goto(`/#/packageList?hospid=${OPEN_HOSP_ID}`);
  const cards = page.getByTestId('package-list').getByTestId('package-name');
  await expect(cards).toHaveText(names(types[0]!.id, 0, 'default'));

  // react-vant's tab titles carry no tab role: the title's text inside the tab list.
  await page.getByRole('tablist').getByText(types[2]!.name, { exact: true }).click();
  await expect(cards).toHaveText(names(types[2]!.id, 0, 'default'));

  await page.getByRole('button', { name: zh('packages:sorts.priceDesc') }).click();
  await expect(cards).toHaveText(names(types[2]!.id, 0, 'priceDesc'));
  await page.getByRole('button', { name: zh('packages:genders.1'), exact: true }).click();
  const maleOnly = names(types[2]!.id, 1, 'priceDesc');
  await expect(cards).toHaveText(maleOnly);
  expect(maleOnly.length).toBeLessThan(names(types[2]!.id, 0, 'priceDesc').length);

  // Every price shows with two decimals.
  await expect(page.getByTestId('package-price').first()).toHaveText(/^¥\d+\.\d{2}$/);
});

test('a branch under construction says so on its package list, with its phone', async ({
  page,
}) => {
  const building = hospitals.find((h) => h.id === BUILDING_HOSP_ID)!;
  await page.goto(`/#/packageList?hospid=${BUILDING_HOSP_ID}`);
  const notOpen = page.getByTestId('branch-not-open');
  await expect(notOpen).toContainText(zh('packages:branchNotOpen'));
  // The hospital's own words on when it opens, not "no matching package".
  await expect(notOpen).toContainText(building.open_hour);
  await expect(page.getByText(zh('packages:empty'))).toHaveCount(0);
  await expect(notOpen.getByRole('link')).toHaveAttribute('href', `tel:${building.primary_phone}`);
});

test('a package: items in their four groups, the notice to agree to, the booking reminder', async ({
  page,
  request,
}) => {
  const { exam_notice } = await apiData<PackageDetail>(
    request.get(`/api/package/find?hospid=${OPEN_HOSP_ID}&id=2`),
  );
  const firstNotice = /<li>([^<]+)<\/li>/.exec(exam_notice ?? '')?.[1] ?? '';
  expect(firstNotice).not.toBe('');
  await page.goto(`/#/packageDetail?id=2&hospid=${OPEN_HOSP_ID}`);
  const detail = page.getByTestId('package-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(
    [0, 2, 1, 3].map((g) => new RegExp(`^${zh(`packages:groups.${g}`)}`)),
  );
  await expect(detail.getByText(zh('packages:noDescription')).first()).toBeVisible();

  await page.getByRole('button', { name: zh('packages:book') }).click();
  await expect(page.getByText(zh('packages:agreeFirst'))).toBeVisible();

  await page.getByRole('button', { name: zh('packages:examNotice') }).click();
  await expect(page.getByRole('listitem').filter({ hasText: firstNotice })).toBeVisible();
  await page.getByTestId('popup-close').click();

  await page.getByText(zh('packages:agreePrefix')).click();
  await page.getByRole('button', { name: zh('packages:book') }).click();
  await expect(page.getByText(zh('packages:reminderTitle'))).toBeVisible();
  await page.getByRole('button', { name: zh('packages:reminderContinue') }).click();
  // Choosing the person needs the account's profiles: a visitor logs in first.
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fnamelist%3FpackageId%3D2/);
});

test('a package that cannot be booked says so and offers no agreement', async ({ page }) => {
  await page.goto(`/#/packageDetail?id=13&hospid=${OPEN_HOSP_ID}`);
  await expect(page.getByText(zh('packages:agreePrefix'))).toHaveCount(0);
  await page.getByRole('button', { name: zh('packages:notBookable') }).click();
  await expect(toast(page, zh('packages:notBookableToast'))).toBeVisible();
});

test('the name list refuses a person of the wrong sex and goes on with the right one', async ({
  page,
  account,
}) => {
  // Going on makes a booking draft: the journey's own account, whose holder is a man.
  await login(page, account, { via: 'api' });

  // Package 3 is for women; the account holder is a man.
  await page.goto(`/#/namelist?packageId=3&hospid=${OPEN_HOSP_ID}`);
  await page.getByTestId('name-list').getByText(account.name).first().click();
  await expect(toast(page, zh('server:sexMismatch'))).toBeVisible();
  await expect(page).toHaveURL(/#\/namelist/);

  await page.goto(`/#/namelist?packageId=1&hospid=${OPEN_HOSP_ID}`);
  await page.getByTestId('name-list').getByText(account.name).first().click();
  // No questionnaire for this package: straight on to the booking form.
  await expect(page).toHaveURL(/#\/submitOrder\?packageId=1&profileId=\d+&hospid=/);
  await expect(page.getByTestId('submit-order')).toBeVisible();
});
