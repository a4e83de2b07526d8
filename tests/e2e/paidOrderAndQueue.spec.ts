import type { APIRequestContext, Page } from '@playwright/test';
import type { HospitalInfo } from '../../src/contract/index.ts';
import { centrePhone, telHref } from '../../src/domains/hospital/centrePhone.ts';
import { DEMO_PLAN } from '../../server/modules/queue/index.ts';
import { OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import { MINUTES_PER_PERSON } from '../../src/rules/queue.ts';
import { pickSlot } from './bookingSteps.ts';
import { bookOrder } from './everyRoute.ts';
import { apiData, expect, H, login, test, zh, type Account } from './fixtures.ts';

// Confirmations that cannot mislead (a paid booking's cancel, a reschedule) and the queue's
// card and list agreeing, in the elder mode at 200% zoom.

/** Books package 1 for the account's self, to be paid online, and pays it at the cashier. */
async function paidOrder(request: APIRequestContext, account: Account) {
  const { orderNo, time, tradeUrl } = await bookOrder(request, account.user);
  const token = new URL(tradeUrl, 'http://x').searchParams.get('token')!;
  await request.get(`/sim/cashier/pay?token=${token}&result=success`, { maxRedirects: 0 });
  return { orderNo, time };
}

/** The dialog of that title (the reschedule sheet is a dialog too). */
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('a paid booking: its cancel says why not and calls the centre; a reschedule names its answers', async ({
  page,
  request,
  account,
}) => {
  const { orderNo, time } = await paidOrder(request, account);
  const info = await apiData<HospitalInfo>(request.get(`/api/hosp/info?id=${OPEN_HOSP_ID}`));
  const phone = centrePhone(info);
  expect(phone).not.toBe('');
  await login(page, account, { via: 'api' });
  await page.goto(`/#/orderinfo?orderNo=${orderNo}&${H}`);
  const banner = page.getByTestId('order-banner');
  await expect(banner).toHaveAttribute('data-banner', 'paid');

  await page.getByTestId('order-cancel').click();
  const paid = dialog(page, zh('orders:cancel.paidTitle'));
  await expect(paid).toContainText(zh('orders:cancel.paidOnline'));
  const call = paid.getByRole('link', { name: `${zh('orders:cancel.call')} ${phone}` });
  await expect(call).toHaveAttribute('href', telHref(phone));
  await paid.getByRole('button', { name: zh('common:actions.ok') }).click();
  await expect(paid).toHaveCount(0);
  await expect(banner).toHaveAttribute('data-banner', 'paid');

  // The reschedule's question names both answers; keeping the old time changes nothing.
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByText(time)).toBeVisible();
  await page.getByTestId('order-reschedule').click();
  const sheet = page.getByTestId('reschedule');
  const moved = await pickSlot(page, sheet, 3);
  await sheet.getByRole('button', { name: zh('orders:reschedule.submit') }).click();
  const sure = dialog(page, zh('orders:reschedule.confirmTitle'));
  await expect(sure).toContainText(`${moved.date} ${moved.name}`);
  await sure.getByRole('button', { name: zh('orders:reschedule.keep') }).click();
  await expect(sure).toHaveCount(0);
  await expect(detail.getByText(time)).toBeVisible();
  await sheet.getByRole('button', { name: zh('orders:reschedule.submit') }).click();
  await sure.getByRole('button', { name: zh('orders:reschedule.submit') }).click();
  await expect(detail.getByText(`${moved.date} ${moved.name}`)).toBeVisible();
  await expect(detail.getByText(time)).toHaveCount(0);
});

test.describe('the queue in the elder mode at 200% zoom', () => {
  test.use({ viewport: { width: 195, height: 422 }, deviceScaleFactor: 4 });

  test('the card and the list say the same, and nothing runs off the screen', async ({
    page,
    request,
  }) => {
    const first = DEMO_PLAN[0];
    // Checked in long enough ago that everyone ahead in the first room has gone in.
    const v = await apiData<{ examNo: string; authKey: string }>(
      request.post('/api/dev/queue/visit', {
        data: { minutesAgo: first.ahead * MINUTES_PER_PERSON + 1 },
      }),
    );
    await page.addInitScript(() => localStorage.setItem('elderMode', '1'));
    await page.goto(`/#/queue/login?${H}&examno=${v.examNo}&authkey=${v.authKey}`);
    await expect(page.getByTestId('queue-position')).toHaveText(zh('queue:board.examining'));
    const row = page.getByTestId('queue-task').first();
    await expect(row).toContainText(first.task);
    await expect(row).toHaveAttribute('data-stage', 'examining');
    await expect(row).toContainText(zh('queue:board.status.examining'));
    await expect(page.locator('html')).toHaveClass(/elder/);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBe(widths.screen);
  });
});
