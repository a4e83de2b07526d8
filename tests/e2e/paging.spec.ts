import type { APIRequestContext } from '@playwright/test';
import type { PaymentMethod, ScheduleDay } from '../../src/contract/index.ts';
import { OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import type { Account } from './fixtures.ts';
import { apiData, bearer, expect, H, login, profilesOf, test, zh } from './fixtures.ts';

// Issue 27: a list that grows is read a page at a time, the next as the patient scrolls.

const ORDERS = 12;

/**
 * Books package 1 for the account's own profile on `count` different days (one booking per
 * person and day), as the booking form does, paying online: the order numbers.
 */
async function bookOnDays(request: APIRequestContext, account: Account, count: number) {
  const headers = bearer(account);
  const self = (await profilesOf(request, account)).find((p) => p.relation === 'self')!;
  const days = (
    await apiData<ScheduleDay[]>(request.get(`/api/personalOrder/GetSchedules?${H}`, { headers }))
  ).filter((d) => d.orderable && d.timeRanges.some((r) => r.orderable));
  expect(days.length, 'days open for booking in the window').toBeGreaterThanOrEqual(count);
  const [online] = await apiData<PaymentMethod[]>(
    request.get(`/api/personalOrder/GetPayments?hospId=${OPEN_HOSP_ID}`, { headers }),
  );
  const made: string[] = [];
  for (const day of days.slice(0, count)) {
    const draft = await apiData<{ orderNo: string }>(
      request.post('/api/PersonalOrder/CreateUserOrder', {
        headers,
        data: { hospId: OPEN_HOSP_ID, packageId: 1, profileId: self.id },
      }),
    );
    await apiData(
      request.post('/api/PersonalOrder/SaveUserOrder', {
        headers,
        data: {
          orderNo: draft.orderNo,
          appointDate: day.dayValue,
          timeRangeId: day.timeRanges.find((r) => r.orderable)!.id,
          payment: online!.id,
          extraData: { company_name: '个人', payment_option: '银行卡' },
        },
      }),
    );
    made.push(draft.orderNo);
  }
  return made;
}

test('the order list shows ten orders, the next ones as the patient scrolls, and keeps them on return', async ({
  page,
  request,
  account,
}) => {
  // Twelve bookings made through the API before the page opens.
  test.slow();
  const made = await bookOnDays(request, account, ORDERS);
  await login(page, account, { via: 'api' });
  const offsets: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/\/api\/personalOrder\/GetUserOrders$/i.test(url.pathname))
      offsets.push(`${url.searchParams.get('offset')}+${url.searchParams.get('limit')}`);
  });

  await page.goto(`/#/orderlist?tab=all&${H}`);
  const cards = page.getByTestId('order-list').locator('[data-order]');
  await expect(cards).toHaveCount(10);
  // Not at the end yet: a way to ask the rest without scrolling, for a screen reader.
  await expect(page.getByRole('button', { name: zh('common:list.more') })).toBeVisible();
  await expect(page.getByTestId('list-end')).toHaveCount(0);

  // Scrolling near the end reads the next page, once, and the list says it has ended.
  await cards.nth(9).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(ORDERS);
  await expect(page.getByTestId('list-end')).toHaveText(zh('common:list.end'));
  expect(offsets).toEqual(['0+10', '10+10']);
  const shown = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-order')));
  expect([...shown].sort()).toEqual([...made].sort());

  // An order of the second page, and back: the rows read are all still there.
  const eleventh = cards.nth(10);
  const orderNo = (await eleventh.getAttribute('data-order')) ?? '';
  await eleventh.click();
  await expect(page).toHaveURL(new RegExp(`#/orderinfo\\?.*orderNo=${orderNo}`));
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await page.goBack();
  await expect(cards).toHaveCount(ORDERS);
  await expect(page.getByTestId(`order-${orderNo}`)).toBeVisible();
  // Read again behind the rows shown, as many as were shown, in one call.
  await expect.poll(() => offsets.at(-1)).toBe(`0+${ORDERS}`);
});
