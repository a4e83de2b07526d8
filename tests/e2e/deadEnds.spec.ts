import { expect, H, login, solveCaptcha, test, zh } from './fixtures.ts';

// Issue 11, item 5: the small dead ends a patient met.

test('a failed SMS send with no word from the server says "failed to get SMS code"', async ({
  page,
  request,
  phone,
}) => {
  await page.route('**/api/auth/sendSmsCode', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }),
  );
  await page.goto(`/#/signup?${H}`);
  await page.getByPlaceholder(zh('account:phonePlaceholder')).fill(phone);
  await solveCaptcha(page, request, () => page.getByTestId('sms-button').click());
  await expect(page.locator('.rv-toast')).toHaveText(zh('common:sms.failed'));
});

test("the header's log-in comes back to the page the visitor was on", async ({ page, account }) => {
  await page.goto(`/#/packageList?${H}`);
  await page.getByLabel(zh('common:menu.open')).click();
  await page.getByRole('button', { name: zh('common:menu.login') }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2FpackageList/);
  await page.getByPlaceholder(zh('account:phonePlaceholder')).fill(account.phone);
  await page.getByPlaceholder(zh('account:passwordPlaceholder')).fill(account.password);
  await page.getByRole('button', { name: zh('account:login'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/packageList\\?${H}$`));
});

test('an empty order list offers the way to book', async ({ page, account }) => {
  await login(page, account, { via: 'api' });
  await page.goto(`/#/orderlist?${H}`);
  const empty = page.getByTestId('orders-empty');
  await expect(empty).toBeVisible();
  await empty.getByRole('button', { name: zh('orders:bookNow') }).click();
  await expect(page).toHaveURL(new RegExp(`#/packageList\\?${H}$`));
});

for (const route of ['/orderSuccess', '/packageDetail', '/namelist']) {
  test(`${route} without its id says the link is incomplete`, async ({ page, account }) => {
    await login(page, account, { via: 'api' });
    await page.goto(`/#${route}?${H}`);
    await expect(page.getByTestId('link-incomplete')).toContainText(zh('common:linkIncomplete'));
    await expect(page.getByTestId('order-success')).toHaveCount(0);
    await expect(page.getByText(zh('common:errors.generic'))).toHaveCount(0);
  });
}
