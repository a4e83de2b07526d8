import type { Page } from '@playwright/test';
import { expect, H, login, test, zh } from './fixtures.ts';

/** Drags a finger down the page from y=200 by `distance`, as a patient pulls a list. */
async function pullDown(page: Page, distance: number) {
  // The gesture's code follows the page: pull once it is on.
  await expect(page.locator('.app-pull[data-pull="ready"]')).toHaveCount(1);
  const cdp = await page.context().newCDPSession(page);
  const x = 195;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: 200 }] });
  for (let dy = 10; dy <= distance; dy += 10)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: 200 + dy }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('pulling the order list down loads it again', async ({ page, account }) => {
  await login(page, account, { via: 'api' });
  await page.goto(`/#/orderlist?${H}`);
  // The list itself, not its skeleton: the first load is over.
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const again = page.waitForRequest(/\/api\/personalOrder\/GetUserOrders/);
  await pullDown(page, 300);
  await again;
});

test('pulling home down loads the branch again', async ({ page }) => {
  await page.goto(`/#/?${H}`);
  await expect(page.getByTestId('home')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const again = page.waitForRequest(/\/api\/Hosp\//);
  await pullDown(page, 300);
  await again;
});

test('SMS code fields take the code from the message; passwords can be shown', async ({ page }) => {
  await page.goto(`/#/signup?${H}`);
  const code = page.getByPlaceholder(zh('account:smsCodePlaceholder'));
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');

  await page.goto(`/#/login?${H}`);
  const password = page.getByPlaceholder(zh('account:passwordPlaceholder'));
  await password.fill('Secret@2026');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: zh('account:showPassword') }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: zh('account:hidePassword') }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('sign-up shows the user agreement and the privacy policy it asks consent to', async ({
  page,
}) => {
  await page.goto(`/#/signup?${H}`);
  // The consent is the button's own words (issue 38), with no box ticked for the patient.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('button', { name: zh('account:consent.privacy_policy.title') }).click();
  const text = page.getByTestId('consent-text');
  await expect(text).toContainText(
    zh('account:consent.privacy_policy.default').split('\n')[0] ?? '',
  );
  // Reading it goes nowhere: the patient is still on the first step, the button to tap.
  await page.getByTestId('popup-close').click();
  await expect(text).toBeHidden();
  await expect(page).toHaveURL(/#\/signup\?/);
  await expect(page.getByRole('button', { name: zh('account:agreeAndNext') })).toBeVisible();
});

test('a person of the wrong sex is greyed out on the name list, with the reason', async ({
  page,
  account,
}) => {
  await login(page, account, { via: 'api' });
  // Package 3 is for women; the account's own person is a man.
  await page.goto(`/#/namelist?packageId=3&${H}`);
  const self = page.getByTestId('name-list').locator('.namelist__person--mismatch');
  await expect(self).toContainText(`${account.name}（${zh('profile:relations.self')}）`);
  await expect(self).toContainText(zh('packages:sexOnly.2'));
  const title = self.locator('.rv-cell__title');
  expect(await title.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(200, 201, 204)');

  await page.goto(`/#/namelist?packageId=1&${H}`);
  await expect(page.getByTestId('name-list').locator('.namelist__person--mismatch')).toHaveCount(0);
});
