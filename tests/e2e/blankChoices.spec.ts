import { ON_SITE_PAYMENT } from '../../src/rules/bookingForm.ts';
import { expect, test, zh } from './fixtures.ts';
import { agreeAndTap, blankLists, logIn, pickSlot, submitButton } from './bookingSteps.ts';

// A hospital that turns on the company and payment-option questions but leaves their lists
// blank: the company is asked as text, the payment option not at all, and the booking is
// sent with the typed name.

test('with blank company and payment-option lists, the company is typed and nothing else is asked', async ({
  page,
  account,
}) => {
  await blankLists(page, ['show_company_name_input', 'show_payment_options']);
  await logIn(page, account);
  await agreeAndTap(page, 1, zh('packages:book'));
  await page.getByTestId('name-list').getByText(account.name).first().click();
  await pickSlot(page, page, 1);

  await expect(page.getByRole('group', { name: zh('booking:companyName') })).toHaveCount(0);
  await expect(page.getByRole('group', { name: zh('booking:paymentOption') })).toHaveCount(0);
  const company = page.getByPlaceholder(zh('booking:companyNamePlaceholder'));
  await expect(company).toBeVisible();

  // The typed name is still required; then the booking is sent with it, on site, and with
  // no payment option. (This server's branch keeps its lists: its own refusal of a list
  // left blank is proven by server/modules/orders/payAgain.test.ts.)
  await submitButton(page).click();
  await expect(company).toHaveAccessibleDescription(zh('server:companyRequired'));
  await company.fill('杭州云帆科技有限公司');
  const saved = page.waitForRequest((r) => /SaveUserOrder$/i.test(r.url()));
  await submitButton(page).click();
  const body = (await saved).postDataJSON() as { payment: number; extraData: object };
  expect(body.payment).toBe(ON_SITE_PAYMENT);
  expect(body.extraData).toEqual({ flag_add_item: 0, company_name: '杭州云帆科技有限公司' });
});
