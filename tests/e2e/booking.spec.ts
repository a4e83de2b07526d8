import { expect, test, type Page } from '@playwright/test';
import type { CustomizedProject, ExamType, PackageSummary } from '../../src/contract/index.ts';
import { planTotal } from '../../src/rules/customizedPlan.ts';
import { formatPrice } from '../../src/rules/money.ts';
import { visiblePackages } from '../../src/domains/catalog/packages.ts';
import { DEMO_PASSWORD, demoUsers, OPEN_HOSP_ID } from '../../server/db/seedData.ts';
import { zh } from './locale.ts';

// The booking journeys' own account: no other journey books with it or changes it.
const booker = demoUsers[3]!;
const relative = booker.relatives![0]!;
const H = `hospid=${OPEN_HOSP_ID}`;

async function logIn(page: Page, redirect: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(redirect)}&${H}`);
  await page.getByPlaceholder(zh('account:phonePlaceholder')).fill(booker.mobile);
  await page.getByPlaceholder(zh('account:passwordPlaceholder')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: zh('account:login'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${redirect.replace(/\?/g, '\\?')}`));
}

/** Picks the n-th bookable day of the calendar and its first free slot. */
async function pickSlot(scope: ReturnType<Page['locator']> | Page, n: number) {
  const day = scope.locator('.schedule__day[data-label="open"]').nth(n);
  const date = String(await day.getAttribute('data-date'));
  await day.click();
  const slot = scope.locator('.schedule__slot:not([disabled])').first();
  const name = (await slot.locator('.schedule__slot-name').textContent()) ?? '';
  await slot.click();
  return { date, name };
}

async function orderNoOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(/orderNo=P\d+/);
  return new URL(page.url().replace('/#/', '/')).searchParams.get('orderNo') ?? '';
}

test('book for a relative, pay on the cashier, find the order, its barcode, reschedule it', async ({
  page,
  request,
}) => {
  const packages = (
    (await (await request.get(`/api/package/list?hospId=${OPEN_HOSP_ID}`)).json()) as {
      data: PackageSummary[];
    }
  ).data;
  const types = (
    (await (await request.get(`/api/package/getExamTypes?hospId=${OPEN_HOSP_ID}`)).json()) as {
      data: ExamType[];
    }
  ).data;

  await logIn(page, '/packageList');

  // Filter and sort: packages for women, cheapest first.
  await page.getByRole('button', { name: zh('packages:genders.2'), exact: true }).click();
  await page.getByRole('button', { name: zh('packages:sorts.priceAsc') }).click();
  const cards = page.getByTestId('package-list').locator('.package-card__name');
  const expected = visiblePackages(packages, {
    examTypeId: types[0]!.id,
    gender: 2,
    sort: 'priceAsc',
  }).map((p) => p.name);
  expect(expected.length).toBeGreaterThan(0);
  await expect(cards).toHaveText(expected);

  // A package with a booking reminder, open to women.
  const chosen = packages.find((p) => p.sex_limit === 2 && p.appointment_status === 1)!;
  await page.goto(`/#/packageDetail?id=${chosen.id}&${H}`);
  await page.locator('.package-detail__bar .rv-checkbox__icon').click();
  await page.getByRole('button', { name: zh('packages:book') }).click();
  await expect(page.getByText(zh('packages:reminderTitle'))).toBeVisible();
  await page.getByRole('button', { name: zh('packages:reminderContinue') }).click();

  // The relative, not the account holder.
  await expect(page).toHaveURL(/#\/namelist/);
  await page.getByTestId('name-list').getByText(relative.name).first().click();
  await expect(page.getByTestId('submit-order')).toBeVisible();

  // The calendar: Monday first, Sundays at rest, the button waiting for a date and a slot.
  await expect(page.locator('.schedule__weekdays span').first()).toHaveText(
    zh('schedule:weekdays.mon'),
  );
  const sunday = page.locator('.schedule__day[data-label="rest"]').first();
  await expect(sunday.locator('.schedule__label')).toHaveText(zh('schedule:labels.rest'));
  const submit = page.locator('.app-bottom-bar button');
  await expect(submit).toBeDisabled();
  // aria-disabled, yet tappable: the tap says why the day is closed.
  await sunday.click({ force: true });
  await expect(page.getByText('休息日')).toBeVisible();
  await expect(page.getByTestId('schedule-slots')).toHaveCount(0);

  const booked = await pickSlot(page, 0);
  await expect(submit).toBeEnabled();

  // Extras: the company is required.
  await page.getByText('微信支付').click();
  await submit.click();
  await expect(page.getByText(zh('booking:errors.companyRequired'))).toBeVisible();
  await page.locator('.booking__extras .app-chips button').first().click();

  // Online payment: on to the simulated cashier, pay, back to the pay result.
  await submit.click();
  await expect(page).toHaveURL(/\/sim\/cashier\?/);
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/#\/orderPayResult\?/);
  await expect(page.getByText(zh('booking:pay.checking'))).toBeVisible();
  await expect(page.getByText(zh('booking:pay.states.paid'))).toBeVisible();
  const orderNo = await orderNoOf(page);

  // The alternative result page gives the provider 3 s before reading the order.
  await page.goto(`/#/orderPayResultWN?orderNo=${orderNo}&${H}`);
  const result = page.getByTestId('pay-result');
  await expect(result).toHaveAttribute('data-state', 'loading');
  await page.waitForTimeout(1500);
  await expect(result).toHaveAttribute('data-state', 'loading');
  await expect(result).toHaveAttribute('data-state', 'paid', { timeout: 5000 });

  // The order under "to be examined", with its barcode.
  await page.goto(`/#/orderlist?${H}`);
  await expect(page.locator(`[data-order="${orderNo}"]`)).toBeVisible();
  const tab = (name: string) => page.getByRole('tablist').getByText(zh(`orders:tabs.${name}`));
  await tab('cancelled').click();
  await expect(page.locator(`[data-order="${orderNo}"]`)).toHaveCount(0);
  await tab('booked').click();
  await page.locator(`[data-order="${orderNo}"]`).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.locator('[data-banner]')).toHaveAttribute('data-banner', 'paid');
  await expect(detail.getByText(relative.name).first()).toBeVisible();
  await expect(detail.getByText(`${booked.date} ${booked.name}`)).toBeVisible();
  await expect(page.getByTestId('barcode').locator('rect').first()).toBeAttached();
  const examNo = await page.getByTestId('barcode').getAttribute('data-value');
  expect(examNo).toMatch(/^TJ\d+$/);

  // Paid online: the app refuses to cancel.
  await page.getByTestId('order-cancel').click();
  await expect(page.getByText(zh('orders:cancel.paidOnline'))).toBeVisible();
  await page.getByRole('button', { name: zh('common:actions.ok') }).click();

  // Reschedule: a date and a slot, confirmed.
  await page.getByTestId('order-reschedule').click();
  const sheet = page.getByTestId('reschedule');
  await sheet.getByRole('button', { name: zh('orders:reschedule.submit') }).click();
  await expect(page.getByText(zh('schedule:errors.chooseDate'))).toBeVisible();
  const moved = await pickSlot(sheet, 3);
  await sheet.getByRole('button', { name: zh('orders:reschedule.submit') }).click();
  await expect(page.getByText(zh('orders:reschedule.confirmTitle'))).toBeVisible();
  await page.getByRole('button', { name: zh('common:actions.confirm') }).click();
  await expect(detail.getByText(`${moved.date} ${moved.name}`)).toBeVisible();
});

test('book on site, then cancel the unpaid booking after thinking again', async ({ page }) => {
  await logIn(page, '/packageList');
  await page.goto(`/#/packageDetail?id=1&${H}`);
  await page.locator('.package-detail__bar .rv-checkbox__icon').click();
  await page.getByRole('button', { name: zh('packages:book') }).click();
  const remind = page.getByRole('button', { name: zh('packages:reminderContinue') });
  if (await remind.isVisible().catch(() => false)) await remind.click();
  await page.getByTestId('name-list').getByText(booker.name).first().click();

  await pickSlot(page, 1);
  await page.locator('.booking__extras .app-chips button').first().click();
  // On site (chosen by default) needs how the bill will be settled.
  const submit = page.locator('.app-bottom-bar button');
  await submit.click();
  await expect(page.getByText(zh('booking:errors.paymentOptionRequired'))).toBeVisible();
  await page.locator('.booking__payments .app-chips button').first().click();
  await submit.click();

  // The success page replaced the form: "back" does not return to it.
  await expect(page.getByTestId('order-success')).toBeVisible();
  const orderNo = await orderNoOf(page);
  await page.getByRole('button', { name: zh('booking:viewOrder') }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.locator('[data-banner]')).toHaveAttribute('data-banner', 'booked');

  await page.getByTestId('order-cancel').click();
  await page.getByRole('button', { name: zh('orders:cancel.thinkAgain') }).click();
  await expect(detail.locator('[data-banner]')).toHaveAttribute('data-banner', 'booked');

  await page.getByTestId('order-cancel').click();
  await page
    .locator('.rv-dialog')
    .getByRole('button', { name: zh('orders:cancel.submit') })
    .click();
  await expect(detail.locator('[data-banner]')).toHaveAttribute('data-banner', 'cancelled');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);

  await page.goto(`/#/orderlist?tab=cancelled&${H}`);
  await expect(page.locator(`[data-order="${orderNo}"]`)).toBeVisible();
});

test('a draft that cannot be made: the alert, then back', async ({ page, request }) => {
  await logIn(page, '/packageList');
  const me = await page.evaluate(() => document.cookie);
  expect(me).toContain('login_user');
  const profiles = await request.get('/api/user/getprofile', {
    headers: {
      authorization: `Bearer ${
        (
          JSON.parse(decodeURIComponent(/login_user=([^;]+)/.exec(me)?.[1] ?? '{}')) as {
            token: string;
          }
        ).token
      }`,
    },
  });
  const self = (
    (await profiles.json()) as { data: Array<{ id: number; relation: string; sex: number }> }
  ).data.find((p) => p.sex === 1)!;
  // Package 3 is for women only; the account holder is a man.
  await page.goto(`/#/submitOrder?packageId=3&profileId=${self.id}&${H}`);
  await expect(page.getByText(zh('packages:sexMismatch'))).toBeVisible();
  await page.getByRole('button', { name: zh('common:actions.ok') }).click();
  await expect(page).toHaveURL(/#\/packageList/);
});

test('a tailored plan: add-on items and a combo carried into the booking and its order', async ({
  page,
  request,
}) => {
  const project = (
    (await (
      await request.get(`/api/package/getCustomizedProject?hospid=${OPEN_HOSP_ID}&packageId=1`)
    ).json()) as { data: CustomizedProject }
  ).data;
  const item = project.addItems[0]!;
  const combo = project.addCombos[0]!;
  const total = planTotal(project, [item.id], [combo.comboId]);

  await logIn(page, '/packageList');
  await page.goto(`/#/packageDetail?id=1&${H}`);
  await page.locator('.package-detail__bar .rv-checkbox__icon').click();
  await page.getByRole('button', { name: zh('packages:custom.entry') }).click();
  const remind = page.getByRole('button', { name: zh('packages:reminderContinue') });
  if (await remind.isVisible().catch(() => false)) await remind.click();

  await expect(page.getByTestId('custom-project')).toBeVisible();
  await expect(page.getByTestId('custom-total')).toHaveText(
    `¥${formatPrice(project.packagePrice)}`,
  );
  await page.locator(`[data-add-item="${item.id}"]`).click();
  await page.locator(`[data-add-combo="${combo.comboId}"]`).click();
  await expect(page.getByTestId('custom-total')).toHaveText(`¥${formatPrice(total)}`);
  await page.getByRole('button', { name: zh('packages:custom.next') }).click();

  await expect(page).toHaveURL(/#\/namelist\?packageId=1&customized=1/);
  await page.getByTestId('name-list').getByText(booker.name).first().click();
  await expect(page).toHaveURL(/customized=1/);
  // The draft was made with the add-ons: its total is the plan's.
  await expect(page.getByTestId('booking-total')).toHaveText(`¥${formatPrice(total)}`);

  await pickSlot(page, 2);
  await page.locator('.booking__extras .app-chips button').first().click();
  await page.locator('.booking__payments .app-chips button').first().click();
  await page.locator('.app-bottom-bar button').click();
  await expect(page.getByTestId('order-success')).toBeVisible();
  await page.getByRole('button', { name: zh('booking:viewOrder') }).click();
  const items = page.getByTestId('order-detail').locator('.order-detail__items li');
  await expect(items.filter({ hasText: item.name })).toHaveCount(1);
  await expect(items.filter({ hasText: combo.itemNames[0]! })).toHaveCount(1);
});
