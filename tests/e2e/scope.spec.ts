import { BUILDING_HOSP_ID, DEMO_UNION_CODE, OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import { MSG } from '../../server/plugins/messages.ts';
import { expect, test, toast, zh } from './fixtures.ts';

test('the union chooser lists both branches with their badges and leads into a bookable one', async ({
  page,
}) => {
  await page.goto(`/#/union?code=${DEMO_UNION_CODE}`);
  const branches = page.getByTestId('union-list').getByRole('listitem');
  await expect(branches).toHaveCount(2);
  const open = page.getByTestId(`branch-${OPEN_HOSP_ID}`);
  const building = page.getByTestId(`branch-${BUILDING_HOSP_ID}`);
  await expect(open).toContainText(zh('union:bookable'));
  await expect(building).toContainText(zh('union:underConstruction'));
  await expect(open.getByTestId('branch-logo')).toHaveAttribute('src', /logo-binjiang\.svg$/);

  await building.click();
  await expect(toast(page, zh('union:underConstructionToast'))).toBeVisible();
  await expect(page).toHaveURL(/#\/union\?/);

  await open.click();
  await expect(page).toHaveURL(new RegExp(`#/\\?hospid=${OPEN_HOSP_ID}$`));
  await expect(page.getByTestId('home-contact')).toBeVisible();
});

test('the union chooser honours hide and says when code is missing', async ({ page }) => {
  await page.goto(`/#/union?code=${DEMO_UNION_CODE}&hide=${BUILDING_HOSP_ID}`);
  await expect(page.getByTestId('union-list').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId(`branch-${BUILDING_HOSP_ID}`)).toHaveCount(0);

  await page.goto('/#/union');
  await expect(page.getByText(zh('union:codeError')).first()).toBeVisible();
});

test('a page without hospid, with nothing remembered, ends on the error page', async ({ page }) => {
  await page.goto('/#/');
  await expect(page).toHaveURL(/#\/error$/);
  await expect(page.getByTestId('error-page')).toContainText(zh('system:missingHospital'));
});

test('a missing hospid is taken from the previous route, then from local storage', async ({
  page,
}) => {
  await page.goto(`/#/?hospid=${OPEN_HOSP_ID}`);
  await expect(page.getByTestId('home-contact')).toBeVisible();
  // Previous route: an in-app hash change without hospid keeps the branch.
  await page.evaluate(() => {
    window.location.hash = '#/survey';
  });
  await expect(page).toHaveURL(new RegExp(`#/survey\\?hospid=${OPEN_HOSP_ID}$`));
  await expect(page.getByTestId('survey-start')).toBeVisible();

  // Local storage: a new visit without hospid goes back to the remembered branch.
  await page.goto('about:blank');
  await page.goto('/#/');
  await expect(page).toHaveURL(new RegExp(`#/\\?hospid=${OPEN_HOSP_ID}$`));
});

test('an unknown route shows the not-found sentence', async ({ page }) => {
  await page.goto(`/#/no/such/page?hospid=${OPEN_HOSP_ID}`);
  await expect(page.getByTestId('not-found-page')).toContainText(zh('system:notFound'));
});

test('a branch that does not exist shows the server message, in Chinese, with a retry', async ({
  page,
}) => {
  await page.goto('/#/?hospid=999');
  await expect(page.getByTestId('error-state').first()).toContainText(MSG.hospitalNotFound);
  await expect(page.getByTestId('error-state').first()).not.toContainText('not found');
});
