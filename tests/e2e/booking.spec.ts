import type {
  CustomizedProject,
  ExamType,
  LoginUser,
  PackageSummary,
} from '../../src/contract/index.ts';
import { checkDigitOf } from '../../src/rules/idCard.ts';
import { planTotal } from '../../src/rules/customizedPlan.ts';
import { formatPrice } from '../../src/rules/money.ts';
import { visiblePackages } from '../../src/domains/catalog/packages.ts';
import { demoUsers, OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import {
  addRelative,
  apiData,
  confirmInDialog,
  expect,
  H,
  profilesOf,
  shown,
  test,
  toast,
  zh,
} from './fixtures.ts';

import {
  agreeAndTap,
  bookForSelfOnDay,
  daysLabelled,
  firstChoice,
  logIn,
  orderNoOf,
  pickSlot,
  submitButton,
} from './bookingSteps.ts';

// Each journey books with a fresh account of its own (a man, see ACCOUNT_ID); the first adds
// the seeded booker's mother to it, a woman, for the packages open to women only.
const mother = demoUsers[3]!.relatives![0]!;

test('book for a relative, pay on the cashier, find the order, its barcode, reschedule it', async ({
  page,
  request,
  account,
}) => {
  // The longest journey, from a relative made for it to a rescheduled order: more time.
  test.slow();
  const packages = await apiData<PackageSummary[]>(
    request.get(`/api/package/list?hospId=${OPEN_HOSP_ID}&limit=50`),
  );
  const types = await apiData<ExamType[]>(
    request.get(`/api/package/getExamTypes?hospId=${OPEN_HOSP_ID}`),
  );
  const relative = await addRelative(request, account, {
    name: mother.name,
    relation: mother.relation,
    idType: 0,
    idcard: mother.idBody + checkDigitOf(mother.idBody),
    marital: mother.marital,
  });

  await logIn(page, account);

  // Filter and sort: packages for women, cheapest first.
  await page.getByRole('button', { name: zh('packages:genders.2'), exact: true }).click();
  await page.getByRole('button', { name: zh('packages:sorts.priceAsc') }).click();
  const cards = page.getByTestId('package-list').getByTestId('package-name');
  const expected = visiblePackages(packages, {
    examTypeId: types[0]!.id,
    gender: 2,
    sort: 'priceAsc',
  }).map((p) => p.name);
  expect(expected.length).toBeGreaterThan(0);
  await expect(cards).toHaveText(expected);

  // A package with a booking reminder, open to women.
  const chosen = packages.find((p) => p.sex_limit === 2 && p.appointment_status === 1)!;
  await agreeAndTap(page, chosen.id, zh('packages:book'));
  await expect(page.getByText(zh('packages:reminderTitle'))).toBeVisible();
  await page.getByRole('button', { name: zh('packages:reminderContinue') }).click();

  // The relative, not the account holder.
  await expect(page).toHaveURL(/#\/namelist/);
  await page.getByTestId('name-list').getByText(relative.name).first().click();
  await expect(page.getByTestId('submit-order')).toBeVisible();

  // The calendar: Monday first, Sundays at rest, the button waiting for a date and a slot.
  await expect(page.getByTestId('schedule-weekday').first()).toHaveText(
    zh('schedule:weekdays.mon'),
  );
  const sunday = daysLabelled(page, page, 'rest').first();
  await expect(sunday).toHaveAttribute('data-label', 'rest');
  await expect(sunday.getByTestId('schedule-day-label')).toHaveText(zh('schedule:labels.rest'));
  const submit = submitButton(page);
  await expect(submit).toBeDisabled();
  // aria-disabled, yet tappable: the tap says why the day is closed.
  await sunday.click({ force: true });
  await expect(toast(page, '休息日')).toBeVisible();
  await expect(page.getByTestId('schedule-slots')).toHaveCount(0);

  const booked = await pickSlot(page, page, 0);
  await expect(submit).toBeEnabled();

  // Extras: the company starts on the hospital's first (个人 on this branch; issue 38).
  await page.getByText('微信支付').click();
  await expect(firstChoice(page, 'companyName')).toHaveText('个人');
  await expect(firstChoice(page, 'companyName')).toHaveAttribute('aria-pressed', 'true');

  // Online payment: on to the simulated cashier, pay, back to the pay result.
  await submit.click();
  await expect(page).toHaveURL(/\/sim\/cashier\?/);
  await page.getByTestId('cashier-pay').click();
  await expect(page).toHaveURL(/#\/orderPayResult\?/);
  await expect(page.getByText(zh('booking:pay.checking'))).toBeVisible();
  await expect(page.getByText(zh('booking:pay.states.paid'))).toBeVisible();
  const orderNo = await orderNoOf(page);

  // The alternative result page gives the provider 3 s before reading the order.
  const reads: string[] = [];
  page.on('request', (r) => {
    if (/GetUserOrder\?/.test(r.url())) reads.push(r.url());
  });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(`/#/orderPayResultWN?orderNo=${orderNo}&${H}`);
  const result = page.getByTestId('pay-result');
  await expect(result).toHaveAttribute('data-state', 'loading');
  await page.clock.runFor(2999);
  await page.evaluate(() => 0);
  await expect(result).toHaveAttribute('data-state', 'loading');
  expect(reads).toHaveLength(0);
  await page.clock.runFor(1);
  await expect(result).toHaveAttribute('data-state', 'paid');
  expect(reads).toHaveLength(1);
  await page.clock.resume();

  // The order under "to be examined", with its barcode.
  await page.goto(`/#/orderlist?${H}`);
  const order = page.getByTestId(`order-${orderNo}`);
  await expect(order).toBeVisible();
  const tab = (name: string) => page.getByRole('tablist').getByText(zh(`orders:tabs.${name}`));
  await tab('cancelled').click();
  await expect(order).toHaveCount(0);
  await tab('booked').click();
  await order.click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-banner')).toHaveAttribute('data-banner', 'paid');
  await expect(detail.getByText(relative.name).first()).toBeVisible();
  await expect(detail.getByText(`${booked.date} ${booked.name}`)).toBeVisible();
  const bars = () =>
    page.getByTestId('barcode').evaluate((svg) => svg.querySelectorAll('rect').length);
  await expect.poll(bars).toBeGreaterThan(0);
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
  await expect(shown(page, zh('server:bookingDateRequired'))).toBeVisible();
  const moved = await pickSlot(page, sheet, 3);
  await sheet.getByRole('button', { name: zh('orders:reschedule.submit') }).click();
  // The confirmation says the new time, and its button names the action.
  await expect(
    page.getByText(
      zh('orders:reschedule.confirm')
        .replace('{{date}}', moved.date)
        .replace('{{slot}}', moved.name),
    ),
  ).toBeVisible();
  await confirmInDialog(page, zh('orders:reschedule.submit'));
  await expect(detail.getByText(`${moved.date} ${moved.name}`)).toBeVisible();
});

test('book on site, then cancel the unpaid booking after thinking again', async ({
  page,
  account,
}) => {
  await bookForSelfOnDay(page, account, 1);
  // On site (chosen by default) needs how the bill will be settled.
  const submit = submitButton(page);
  await submit.click();
  await expect(
    page.getByRole('group', { name: zh('booking:paymentOption') }).first(),
  ).toHaveAccessibleDescription(zh('server:paymentOptionRequired'));
  await firstChoice(page, 'paymentOption').click();
  await submit.click();

  // The success page replaced the form: "back" does not return to it.
  await expect(page.getByTestId('order-success')).toBeVisible();
  const orderNo = await orderNoOf(page);
  await page.getByRole('button', { name: zh('booking:viewOrder') }).click();
  const banner = page.getByTestId('order-detail').getByTestId('order-banner');
  await expect(banner).toHaveAttribute('data-banner', 'booked');

  await page.getByTestId('order-cancel').click();
  await page.getByRole('button', { name: zh('orders:cancel.thinkAgain') }).click();
  await expect(banner).toHaveAttribute('data-banner', 'booked');

  await page.getByTestId('order-cancel').click();
  await confirmInDialog(page, zh('orders:cancel.submit'));
  await expect(banner).toHaveAttribute('data-banner', 'cancelled');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);

  await page.goto(`/#/orderlist?tab=cancelled&${H}`);
  await expect(page.getByTestId(`order-${orderNo}`)).toBeVisible();
});

test('a draft that cannot be made: the alert, then back', async ({ page, request, account }) => {
  await logIn(page, account);
  const me = await page.evaluate(() => document.cookie);
  expect(me).toContain('login_user');
  const session = JSON.parse(
    decodeURIComponent(/login_user=([^;]+)/.exec(me)?.[1] ?? '{}'),
  ) as LoginUser;
  const self = (await profilesOf(request, session)).find((p) => p.sex === 1)!;
  // Package 3 is for women only; the account holder is a man.
  await page.goto(`/#/submitOrder?packageId=3&profileId=${self.id}&${H}`);
  await expect(shown(page, zh('server:sexMismatch'))).toBeVisible();
  await page.getByRole('button', { name: zh('common:actions.ok') }).click();
  await expect(page).toHaveURL(/#\/packageList/);
});

test('a tailored plan: add-on items and a combo carried into the booking and its order', async ({
  page,
  request,
  account,
}) => {
  const project = await apiData<CustomizedProject>(
    request.get(`/api/package/getCustomizedProject?hospid=${OPEN_HOSP_ID}&packageId=1`),
  );
  const item = project.addItems[0]!;
  const combo = project.addCombos[0]!;
  const total = planTotal(project, [item.id], [combo.comboId]);

  await logIn(page, account);
  // Package 1 has no booking reminder: the button leads straight to the plan.
  await agreeAndTap(page, 1, zh('packages:custom.entry'));

  await expect(page.getByTestId('custom-project')).toBeVisible();
  await expect(page.getByTestId('custom-total')).toHaveText(
    `¥${formatPrice(project.packagePrice)}`,
  );
  await page.getByTestId(`add-item-${item.id}`).click();
  await page.getByTestId(`add-combo-${combo.comboId}`).click();
  await expect(page.getByTestId('custom-total')).toHaveText(`¥${formatPrice(total)}`);
  await page.getByRole('button', { name: zh('packages:custom.next') }).click();

  await expect(page).toHaveURL(/#\/namelist\?packageId=1&customized=1/);
  await page.getByTestId('name-list').getByText(account.name).first().click();
  await expect(page).toHaveURL(/customized=1/);
  // The draft was made with the add-ons: its total is the plan's.
  await expect(page.getByTestId('booking-total')).toHaveText(`¥${formatPrice(total)}`);

  await pickSlot(page, page, 2);
  await firstChoice(page, 'companyName').click();
  await firstChoice(page, 'paymentOption').click();
  await submitButton(page).click();
  await expect(page.getByTestId('order-success')).toBeVisible();
  await page.getByRole('button', { name: zh('booking:viewOrder') }).click();
  const items = page.getByTestId('order-items').getByRole('listitem');
  await expect(items.filter({ hasText: item.name })).toHaveCount(1);
  await expect(items.filter({ hasText: combo.itemNames[0]! })).toHaveCount(1);
});
