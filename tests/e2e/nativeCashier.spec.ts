import { expect, test, zh } from './fixtures.ts';
import { bookForSelfOnDay, orderNoOf, submitButton } from './bookingSteps.ts';

// Issue 40, item 2: at a desktop, WeChat Pay's cashier is Native, a code the payer scans with
// WeChat. The journeys' server pays through its simulator, so the booking's answer is given
// the code_url WeChat Pay's Native prepay answers (the gateway's side is proven by the server
// tests against WeChat Pay's fake): the pay result page shows that code while the payment
// waits, and never a code from its own address.
const CODE_URL = 'weixin://wxpay/bizpayurl?pr=qnu8GBtzz';

test("at a desktop, WeChat Pay's code to scan shows on the pay result page while it waits", async ({
  page,
  account,
}) => {
  test.slow();
  await bookForSelfOnDay(page, account, 2);
  await page.getByText('微信支付').click();
  await page.route(/\/api\/PersonalOrder\/SaveUserOrder$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { tradeUrl: string | null } };
    body.data.tradeUrl = CODE_URL;
    await route.fulfill({ response, json: body });
  });
  await submitButton(page).click();

  const result = page.getByTestId('pay-result');
  await expect(result).toHaveAttribute('data-state', 'pending');
  const qr = page.getByTestId('pay-qr');
  await expect(qr.getByRole('img', { name: zh('booking:pay.scanLabel') })).toBeVisible();
  await expect(qr).toHaveAttribute('data-code', CODE_URL);
  await expect(qr).toHaveText(zh('booking:pay.scanHint'));

  // The same page opened again (a reload, or a link naming the order) has no code to show.
  const orderNo = await orderNoOf(page);
  await page.reload();
  await expect(result).toHaveAttribute('data-state', 'pending');
  await expect(page).toHaveURL(new RegExp(`orderNo=${orderNo}`));
  await expect(page.getByTestId('pay-qr')).toHaveCount(0);
});
