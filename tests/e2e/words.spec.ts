import { MSG } from '../../server/plugins/messages.ts';
import { expect, H, test, zh } from './fixtures.ts';

// Issue 11, item 4: every refusal a patient meets is Chinese, and a short code never
// reaches the server.

test('a 3-digit SMS code is refused by the login form itself', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/LoginSMS/i.test(r.url())) sent.push(r.url());
  });
  await page.goto(`/#/login?${H}`);
  await page.getByText(zh('account:tabSms'), { exact: true }).click();
  await page.getByPlaceholder(zh('account:phonePlaceholder')).fill('13900000009');
  await page.getByPlaceholder(zh('account:smsCodePlaceholder')).fill('123');
  await page.getByRole('button', { name: zh('account:login'), exact: true }).click();
  await expect(page.getByText(zh('common:sms.codeLength'))).toBeVisible();
  expect(sent).toEqual([]);
});

test('an unknown union and an unknown package are refused in Chinese', async ({ page }) => {
  await page.goto('/#/union?code=nosuch');
  await expect(page.getByText(MSG.unionNotFound).first()).toBeVisible();
  await page.goto(`/#/packageDetail?${H}&id=999`);
  await expect(page.getByText(MSG.packageNotFound).first()).toBeVisible();
});

test('an answer the app cannot explain is said in Chinese', async ({ page }) => {
  await page.route('**/api/package/list**', (route) =>
    route.fulfill({ status: 500, json: { code: 500, msg: 'internal server error', data: null } }),
  );
  await page.goto(`/#/packageList?${H}`);
  await expect(page.getByTestId('error-state').first()).toContainText(zh('common:errors.generic'));
});
