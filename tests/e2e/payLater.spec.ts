import { expect, H, test, zh } from './fixtures.ts';
import { bookForSelfOnDay, orderNoOf, submitButton } from './bookingSteps.ts';
import { PAY_RECHECKS } from '../../src/rules/orderStatus.ts';

// An online booking the patient does not pay at once: a refresh of the form, back from the
// cashier, paying later from the order, and a payment the result page waits for.

test('a refresh keeps the form; back from the cashier offers the booking already made, paid later', async ({
  page,
  account,
}) => {
  test.slow();
  const drafts: string[] = [];
  page.on('request', (r) => {
    if (/CreateUserOrder$/.test(r.url())) drafts.push(r.url());
  });
  const slot = await bookForSelfOnDay(page, account, 2);
  await page.getByText('微信支付').click();

  // A refresh: the same draft, the day, the slot and the way to pay as they were.
  await page.reload();
  await expect(page.getByTestId('submit-order')).toBeVisible();
  const day = page.locator(`[data-testid="schedule-day"][data-date="${slot.date}"]`);
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByTestId('schedule-slot').filter({ hasText: slot.name }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page
      .getByRole('group', { name: zh('booking:companyName') })
      .getByRole('button')
      .first(),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(drafts).toHaveLength(1);

  // To the cashier, then back without paying: no empty form, no second booking.
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/sim\/cashier\?/);
  await page.goBack();
  const booked = page.getByTestId('already-booked');
  await expect(booked).toBeVisible();
  await expect(booked.getByText(zh('booking:alreadyBooked.unpaid'))).toBeVisible();
  expect(drafts).toHaveLength(1);

  // Pay now: a new trade on the cashier, given up this time.
  await booked.getByRole('button', { name: zh('orders:payNow') }).click();
  await expect(page).toHaveURL(/\/sim\/cashier\?/);
  await page.getByTestId('cashier-close').click();
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-state', 'closed');
  const orderNo = await orderNoOf(page);

  // The order: not paid, so no desk barcode, and "pay now" there too.
  await page.goto(`/#/orderinfo?orderNo=${orderNo}&${H}`);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-banner')).toHaveAttribute('data-banner', 'tradeClosed');
  await expect(page.getByTestId('barcode')).toHaveCount(0);
  await page.getByTestId('order-pay').click();
  await expect(page).toHaveURL(/\/sim\/cashier\?/);
  await page.getByTestId('cashier-pay').click();
  await expect(page.getByTestId('pay-result')).toHaveAttribute('data-state', 'paid');

  await page.goto(`/#/orderinfo?orderNo=${orderNo}&${H}`);
  await expect(detail.getByTestId('order-banner')).toHaveAttribute('data-banner', 'paid');
  await expect(page.getByTestId('barcode')).toBeVisible();
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
});

test('a payment still pending is asked about again by itself, a few times, then by the patient', async ({
  page,
  account,
}) => {
  await bookForSelfOnDay(page, account, 3);
  await page.getByText('微信支付').click();
  const saving = page.waitForRequest((r) => /SaveUserOrder$/.test(r.url()));
  await submitButton(page).click();
  const { orderNo } = (await saving).postDataJSON() as { orderNo: string };
  await expect(page).toHaveURL(/\/sim\/cashier\?/);

  // The payer has not decided yet; the result page is opened (say, from another tab). Each
  // question to the provider is stamped with the page's clock, which only the test moves.
  const asked: number[] = [];
  await page.route(/\/order\/\d+\/finish$/, async (route) => {
    asked.push(await page.evaluate(() => Date.now()));
    await route.continue();
  });
  const start = new Date('2026-11-23T09:00:01').getTime();
  await page.clock.install({ time: start - 1000 });
  await page.clock.pauseAt(start);
  await page.goto(`/#/orderPayResult?orderNo=${orderNo}&${H}`);
  const result = page.getByTestId('pay-result');
  await expect(result).toHaveAttribute('data-state', 'loading');

  // The provider's moment, then the first question; then everyMs after each answer still
  // pending, the provider's moment again and the next question; three times, then no more.
  const moment = 1000;
  const cycle = PAY_RECHECKS.everyMs + moment;
  const checkedAt = page.getByTestId('pay-checked-at');
  await page.clock.runFor(moment);
  await expect.poll(() => asked.length).toBe(1);
  for (let n = 2; n <= PAY_RECHECKS.times + 1; n++) {
    // The answer is on screen (and the next wait set) before the clock moves on.
    await expect(result).toHaveAttribute('data-state', 'pending');
    await expect(checkedAt).toHaveAttribute('data-at', String(start + moment + (n - 2) * cycle));
    await page.clock.runFor(cycle);
    await expect.poll(() => asked.length).toBe(n);
  }
  await expect(checkedAt).toHaveAttribute(
    'data-at',
    String(start + moment + PAY_RECHECKS.times * cycle),
  );
  await page.clock.runFor(cycle * 3);
  await expect(result).toHaveAttribute('data-state', 'pending');
  const expected = Array.from(
    { length: PAY_RECHECKS.times + 1 },
    (_, i) => start + moment + i * cycle,
  );
  expect(asked).toEqual(expected);
  await expect(page.getByRole('button', { name: zh('booking:pay.refresh') })).toBeVisible();
});
