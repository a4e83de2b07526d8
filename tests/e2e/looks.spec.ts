import type { Locator, Page } from '@playwright/test';
import { OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import { addRelative, expect, H, login, test, VALID_ID, zh } from './fixtures.ts';

// Measured at the phone size every journey uses (390x844, zh-CN): what a patient sees.

/** The app's one blue (--app-primary) and react-vant's red, as computed styles give them. */
const BRAND = 'rgb(15, 107, 204)';
const DANGER = 'rgb(212, 13, 36)';

async function expectTapTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the target is on screen').not.toBeNull();
  expect(box!.width, 'tap target width').toBeGreaterThanOrEqual(44);
  expect(box!.height, 'tap target height').toBeGreaterThanOrEqual(44);
}

const cssOf = (target: Locator, property: string) =>
  target.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** The widths of the toast's text lines, and its font size. */
async function toastLines(page: Page) {
  const toast = page.locator('.rv-toast__info').last();
  await expect(toast).toBeVisible();
  return toast.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Map<number, number>();
    for (const r of range.getClientRects()) {
      if (r.width === 0) continue;
      const top = Math.round(r.top);
      lines.set(top, (lines.get(top) ?? 0) + r.width);
    }
    return { widths: [...lines.values()], fontSize: parseFloat(getComputedStyle(el).fontSize) };
  });
}

test('toasts keep short sentences on one line and never leave one character alone', async ({
  page,
}) => {
  await page.goto(`/#/queue/login?${H}`);
  await page.getByPlaceholder(zh('queue:login.examNoPlaceholder')).fill('T20261125001');
  await page.getByRole('button', { name: zh('queue:login.submit') }).click();
  // 9 characters: one line.
  expect((await toastLines(page)).widths).toHaveLength(1);

  await page.goto(`/#/packageDetail?id=13&${H}`);
  await page.getByRole('button', { name: zh('packages:notBookable') }).click();
  const { widths, fontSize } = await toastLines(page);
  // 19 characters over two lines: no line holds fewer than four.
  expect(widths.length).toBeLessThanOrEqual(2);
  for (const width of widths) expect(width).toBeGreaterThanOrEqual(4 * fontSize - 1);
});

test('react-vant wears the brand colour: buttons, tabs, steps', async ({ page }) => {
  await page.goto(`/#/login?${H}`);
  const submit = page.getByRole('button', { name: zh('account:login'), exact: true });
  expect(await cssOf(submit, 'background-color')).toBe(BRAND);
  expect(await cssOf(page.getByRole('tab', { selected: true }), 'color')).toBe(BRAND);
  const bar = await page
    .getByRole('tab', { selected: true })
    .evaluate((el) => getComputedStyle(el, '::after').backgroundColor);
  expect(bar).toBe(BRAND);

  await page.goto(`/#/user/editpwd?${H}`);
  const step = page.getByText(zh('account:stepVerify'), { exact: true });
  expect(await cssOf(step, 'color')).toBe(BRAND);
});

test('small targets are 44x44: header menu, more, phone links, chips, the agreement', async ({
  page,
}) => {
  await page.goto(`/#/?${H}`);
  await expectTapTarget(page.getByRole('button', { name: zh('common:menu.open') }));
  await expectTapTarget(page.getByRole('button', { name: zh('home:more') }).first());
  const phones = page.locator('a[href^="tel:"]');
  await expect(phones.first()).toBeVisible();
  for (const phone of await phones.all()) await expectTapTarget(phone);

  await page.goto(`/#/packageList?${H}`);
  const chips = page.getByRole('group', { name: zh('packages:sortLabel') }).getByRole('button');
  for (const chip of await chips.all()) await expectTapTarget(chip);

  await page.goto(`/#/packageDetail?id=2&${H}`);
  await expectTapTarget(page.getByRole('checkbox'));
  await expectTapTarget(page.getByRole('button', { name: zh('packages:examNotice') }));
});

test('booking is outlined until the notice is agreed to; the notice sits under its title', async ({
  page,
}) => {
  await page.goto(`/#/packageDetail?id=2&${H}`);
  const book = page.getByRole('button', { name: zh('packages:book') });
  // Waiting: brand text on white (a faded button read at 2.1:1); agreed: white on brand.
  expect(await cssOf(book, 'color')).toBe(BRAND);
  await page.getByText(zh('packages:agreePrefix')).click();
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expect.poll(() => cssOf(book, 'background-color')).toBe(BRAND);
  expect(await cssOf(book, 'color')).toBe('rgb(255, 255, 255)');
  // The tick is drawn in the brand's colour.
  expect(
    await cssOf(page.locator('.app-choice__input:checked + .app-choice__box'), 'background-color'),
  ).toBe(BRAND);

  await page.getByRole('button', { name: zh('packages:examNotice') }).click();
  const title = page.locator('.rv-popup__title');
  const text = page.locator('.package-detail__notice').locator('h1,h2,h3,h4,p').first();
  await expect(text).toBeVisible();
  // Measured once the popup has slid up: both boxes move together until then.
  const gap = async () => {
    const t = (await title.boundingBox())!;
    return (await text.boundingBox())!.y - (t.y + t.height);
  };
  await expect.poll(gap).toBeLessThanOrEqual(24);
});

test('the SMS code label sits level with its input', async ({ page }) => {
  await page.goto(`/#/signup?${H}`);
  const input = page.getByPlaceholder(zh('account:smsCodePlaceholder'));
  await expect(input).toBeVisible();
  // The label's box stretches to the row's height: where its text is drawn is what counts.
  const labelText = await page.getByText(zh('account:smsCode'), { exact: true }).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { y: r.y, height: r.height };
  });
  const box = (await input.boundingBox())!;
  const inputMiddle = box.y + box.height / 2;
  expect(Math.abs(labelText.y + labelText.height / 2 - inputMiddle)).toBeLessThanOrEqual(2);
});

test('unbinding asks with a red button; the edit link is a full tap target', async ({
  page,
  request,
  account,
}) => {
  const relative = await addRelative(request, account, {
    name: '孙七',
    relation: 'child',
    idType: 0,
    idcard: VALID_ID,
    marital: 0,
  });
  await login(page, account, { via: 'api' });
  await page.goto(`/#/user/profileList?${H}`);
  await expectTapTarget(
    page.getByTestId(`profile-${relative.id}`).getByRole('button', { name: zh('profile:edit') }),
  );
  await page.goto(`/#/user/editProfile?pid=${relative.id}&${H}`);
  await page.getByRole('button', { name: zh('profile:unbind') }).click();
  await expect(page.getByText(zh('profile:unbindConfirmMessage'))).toBeVisible();
  const yes = page.getByRole('button', { name: zh('profile:unbind'), exact: true }).last();
  expect(await cssOf(yes, 'color')).toBe(DANGER);
});

test(`home's opening hours name the afternoon the schedule offers (branch ${OPEN_HOSP_ID})`, async ({
  page,
}) => {
  await page.goto(`/#/?${H}`);
  await expect(page.getByTestId('home-contact')).toContainText('13:30-15:00');
});
