import type { Browser, Locator, Page } from '@playwright/test';
import { bookForSelfOnDay, firstChoice, orderNoOf, submitButton } from './bookingSteps.ts';
import { PHONE } from './browser.ts';
import {
  apiData,
  bearer,
  confirmInDialog,
  expect,
  H,
  login,
  test,
  toast,
  zh,
  type Account,
} from './fixtures.ts';
import { demoExams } from './reportSteps.ts';

// Issue 38 item 8, the app's small defects: the share copied in one message, the family
// reader without empty tables or empty summaries, a phone told why it was signed out, two
// phones of one kind told apart, the booked day marked when rescheduling, sort chips that
// never run off the screen, and Chinese values that never break inside a word.

const ZOOM = { viewport: { width: 195, height: 422 }, deviceScaleFactor: 4 } as const;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

// Four runs share two cores: every journey here gets the slow allowance.
test.beforeEach(() => test.slow());

const elderMode = (page: Page) => page.addInitScript(() => localStorage.setItem('elderMode', '1'));

/** Another phone of its own, never signed in, with this User-Agent. */
const otherPhone = (browser: Browser, userAgent = PHONE.userAgent) =>
  browser.newContext({ ...PHONE, userAgent, baseURL: test.info().project.use.baseURL });

/** On how many lines `part` of the element's text lies (1: it is not broken). */
const linesOfPart = (el: Locator, part: string) =>
  el.evaluate((node, part) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = (n.textContent ?? '').indexOf(part);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(n, at);
      range.setEnd(n, at + part.length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      return new Set(rects.map((r) => Math.round(r.top))).size;
    }
    return 0;
  }, part);

/** A booking paid on site for the account's own person: its order number and its time. */
async function bookedOnSite(page: Page, account: Account) {
  const booked = await bookForSelfOnDay(page, account, 1);
  await firstChoice(page, 'paymentOption').click();
  await submitButton(page).click();
  await expect(page.getByTestId('order-success')).toBeVisible();
  return { orderNo: await orderNoOf(page), ...booked };
}

test.describe('the share', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('its link and code copied in one message, for one paste in WeChat', async ({ page }) => {
    const { published } = await demoExams(page);
    await page.goto(`/#/report/share?${H}&tjbh=${published[0]!.tjbh}`);
    await page
      .getByPlaceholder(zh('shares:manage.personPlaceholder'))
      .fill(`儿子${Date.now() % 1e5}`);
    await page.getByRole('button', { name: zh('shares:manage.create') }).click();
    const created = page.getByTestId('share-created');
    const code = ((await created.getByTestId('share-code').textContent()) ?? '').trim();
    const link = ((await created.getByTestId('share-link').textContent()) ?? '').trim();
    expect(code).toMatch(/^\d{6}$/);

    await expect(created.getByRole('button')).toHaveCount(1);
    await created.getByRole('button', { name: zh('shares:manage.copyBoth') }).click();
    await expect(toast(page, zh('shares:manage.copied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      zh('shares:manage.message', { link, code }),
    );
  });
});

test('the family reader: no empty imaging table, no 小结 line where none was written', async ({
  page,
  browser,
}) => {
  const { user, published } = await demoExams(page);
  const made = await apiData<{ path: string; code: string }>(
    page.request.post('/api/share/create', {
      headers: bearer(user),
      data: { tjbh: published[0]!.tjbh, person: `母亲${Date.now() % 1e5}`, days: 1 },
    }),
  );
  const other = await otherPhone(browser);
  try {
    const reader = await other.newPage();
    await reader.goto(`/#${made.path}`);
    await reader.getByPlaceholder(zh('shares:reader.codePlaceholder')).fill(made.code);
    await reader.getByRole('button', { name: zh('shares:reader.open') }).click();
    const shared = reader.getByTestId('shared-report');
    await expect(shared.getByTestId('report-ris').first()).toBeVisible({ timeout: 20_000 });
    // Every panel with rows has its table; the imaging items, read in their reports, none.
    const items = shared.getByTestId('report-item');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    for (let i = 0; i < count; i++) {
      const name = await items.nth(i).getByRole('heading').textContent();
      await expect(items.nth(i).getByRole('table'), `${name}`).toHaveCount(1);
      expect(await items.nth(i).getByTestId('report-result').count(), `${name}`).toBeGreaterThan(0);
    }
    await expect(shared.getByRole('table')).toHaveCount(count);
    await expect(shared.getByTestId('item-comment')).toHaveCount(0);
    await expect(shared).not.toContainText(zh('reportDetail:noDescription'));
  } finally {
    await other.close();
  }
});

test('a phone signed out from 登录设备 is told why on the login page', async ({
  page,
  browser,
  account,
}) => {
  const other = await otherPhone(browser, ANDROID_CHROME);
  try {
    const otherPage = await other.newPage();
    await login(otherPage, account, { redirect: '/userCenter' });
    await expect(otherPage.getByTestId('user-name')).toHaveText(account.name);

    await login(page, account, { redirect: '/user/sessions' });
    const endOthers = page
      .getByTestId('sessions')
      .getByRole('button', { name: zh('account:sessions.endOthers') });
    await endOthers.click();
    await confirmInDialog(page, zh('account:sessions.endOthers'));
    await expect(toast(page, zh('account:sessions.endedOthers'))).toBeVisible();

    await otherPage.reload();
    await expect(otherPage).toHaveURL(/#\/login\?redirect=%2FuserCenter/);
    await expect(otherPage.getByTestId('login-why')).toHaveText(zh('server:sessionEnded'));
    await expect(otherPage.getByRole('alert')).toHaveText(zh('server:sessionEnded'));
  } finally {
    await other.close();
  }
});

test('two phones of the same kind differ in the list of signed-in devices', async ({
  page,
  browser,
  account,
}) => {
  const phones = [
    await otherPhone(browser, ANDROID_CHROME),
    await otherPhone(browser, ANDROID_CHROME),
  ];
  try {
    // Each phone signs in, then makes one signed-in call that tells the server what it is.
    for (const phone of phones) {
      const user = await login(await phone.newPage(), account, { via: 'api' });
      await apiData(phone.request.get('/api/Auth/Sessions', { headers: bearer(user) }));
    }
    await login(page, account, { via: 'api' });
    await page.goto(`/#/user/sessions?${H}`);
    const name = `${zh('account:sessions.systems.android')} · ${zh('account:sessions.apps.chrome')}`;
    const twins = page.getByTestId('session').filter({ hasText: name });
    await expect(twins).toHaveCount(2, { timeout: 20_000 });
    const texts = await twins.allTextContents();
    expect(texts[0]).not.toBe(texts[1]);
    const ends = twins.getByRole('button');
    const labels = [
      await ends.nth(0).getAttribute('aria-label'),
      await ends.nth(1).getAttribute('aria-label'),
    ];
    expect(labels[0]).not.toBe(labels[1]);
    for (const label of labels)
      expect(label).toMatch(
        new RegExp(`^退出该设备：${name}（\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d(:\\d\\d)? 登录）$`),
      );
  } finally {
    for (const phone of phones) await phone.close();
  }
});

test('the reschedule sheet marks the day and slot booked now, in words', async ({
  page,
  account,
}) => {
  const booked = await bookedOnSite(page, account);
  await page.goto(`/#/orderinfo?orderNo=${booked.orderNo}&${H}`);
  await page.getByTestId('order-reschedule').click();
  const sheet = page.getByTestId('reschedule');
  await expect(sheet.getByTestId('reschedule-current')).toHaveText(
    zh('orders:reschedule.current', { date: booked.date, slot: booked.name }),
  );
  const day = sheet.locator(`[data-testid=schedule-day][data-date="${booked.date}"]`);
  await expect(day).toHaveAccessibleName(new RegExp(zh('schedule:booked')));
  await expect(sheet.getByRole('button', { name: new RegExp(zh('schedule:booked')) })).toHaveCount(
    1,
  );
  await day.click();
  const slot = sheet.getByTestId('schedule-slot').filter({ hasText: booked.name });
  await expect(slot).toHaveAccessibleName(`${booked.name} ${zh('schedule:booked')}`);
});

for (const mode of ['elder', 'zoom'] as const) {
  test.describe(
    mode === 'elder' ? 'in the elder mode at 390 px' : 'at 200% zoom, elder mode',
    () => {
      if (mode === 'zoom') test.use(ZOOM);
      test.beforeEach(({ page }) => elderMode(page));

      test('every sort chip of the package list is on the screen', async ({ page }) => {
        await page.goto(`/#/packageList?${H}`);
        const chips = page
          .getByRole('group', { name: zh('packages:sortLabel') })
          .getByRole('button');
        // Read once the list has loaded (two cores, four runs: slower than the default wait).
        await expect(page.getByTestId('package-list')).toBeVisible({ timeout: 20_000 });
        await expect(chips).toHaveCount(4);
        const width = page.viewportSize()!.width;
        for (let i = 0; i < 4; i++) {
          const [box, text] = [(await chips.nth(i).boundingBox())!, await chips.nth(i).innerText()];
          expect(box.x, text).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, text).toBeLessThanOrEqual(width);
        }
      });

      test('an order’s values never break inside a word: （滨江院区）, 2-4, 短信', async ({
        page,
        account,
      }) => {
        const { orderNo } = await bookedOnSite(page, account);
        await page.goto(`/#/orderinfo?orderNo=${orderNo}&${H}`);
        const detail = page.getByTestId('order-detail');
        const hospital = detail
          .locator('.rv-cell')
          .filter({ hasText: zh('orders:fields.hospital') });
        await expect(hospital).toContainText('（滨江院区）');
        expect(await linesOfPart(hospital, '（滨江院区）')).toBe(1);
        const address = detail.locator('.rv-cell').filter({ hasText: zh('orders:fields.address') });
        expect(await linesOfPart(address, '2-4')).toBe(1);
        const eve = page.getByTestId('reminder-eve');
        await expect(eve).toContainText(zh('reminders:channels.sms'));
        expect(await linesOfPart(eve, zh('reminders:channels.sms'))).toBe(1);

        // The branch chooser: each branch's name whole, not one character a line.
        await page.goto('/#/union?code=kangning');
        const branch = page.getByRole('button', { name: /滨江院区/ });
        await expect(branch).toBeVisible({ timeout: 20_000 });
        expect(await linesOfPart(branch, '滨江院区')).toBe(1);
      });
    },
  );
}
