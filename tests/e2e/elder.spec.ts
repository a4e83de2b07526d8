import type { Page } from '@playwright/test';
import { checkDigitOf } from '../../src/rules/idCard.ts';
import { demoUsers } from '../../server/seeds/seedData.ts';
import { expect, H, login, makeAccount, test, zh } from './fixtures.ts';

// The elder mode (长辈版) after MIIT's elder-friendly rules: switched on home's first screen
// and in the user centre, remembered on the device, offered once to a patient of 60 or
// more; larger text, a home of the main tasks, a call to the centre where patients get stuck.

const elderSwitch = (page: Page) => page.getByRole('switch', { name: zh('common:elder.switch') });
const px = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => parseFloat(getComputedStyle(el).getPropertyValue(p)), property);

test("switched on home's first screen: larger text, the main tasks, no banner; remembered", async ({
  page,
}) => {
  await page.goto(`/#/?${H}`);
  const toggle = elderSwitch(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  // On the first screen, above the banner.
  const box = await toggle.boundingBox();
  expect(box!.y + box!.height).toBeLessThan(844);
  await expect(page.getByRole('region', { name: zh('home:bannerLabel') })).toBeVisible();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveClass(/\belder\b/);
  // Body text of 0.875rem is 18 px at the elder root; lines at least 1.3 apart.
  expect(await px(page, 'html', 'font-size')).toBeCloseTo(20.8, 1);
  expect(await px(page, '.elder-home__call', 'font-size')).toBeGreaterThanOrEqual(18);
  const body = await page.locator('body').evaluate((el) => {
    const s = getComputedStyle(el);
    return parseFloat(s.lineHeight) / parseFloat(s.fontSize);
  });
  expect(body).toBeGreaterThanOrEqual(1.3);

  // The main tasks the branch offers (its queue module is hidden), and a call to the centre.
  const tasks = page.getByTestId('elder-home').getByRole('button');
  await expect(tasks).toHaveText([
    zh('home:elder.book'),
    zh('home:elder.orders'),
    zh('home:elder.reports'),
  ]);
  for (const task of await tasks.all()) {
    const b = await task.boundingBox();
    expect(b!.height).toBeGreaterThanOrEqual(60);
    expect(b!.width).toBeGreaterThanOrEqual(60);
  }
  await expect(page.getByTestId('elder-call')).toHaveAttribute('href', 'tel:057186001234');
  await expect(page.getByRole('region', { name: zh('home:bannerLabel') })).toHaveCount(0);
  await expect(page.getByTestId('home-promos')).toHaveCount(0);

  await tasks.first().click();
  await expect(page).toHaveURL(/#\/packageList/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\belder\b/);
});

test('the user centre switches it too, and home follows', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('elderMode', '1');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto(`/#/userCenter?${H}`);
  const toggle = elderSwitch(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('html')).not.toHaveClass(/\belder\b/);
  await page.getByRole('link', { name: zh('common:tabs.home') }).click();
  await expect(page.getByTestId('home-menu')).toBeVisible();
  await expect(page.getByTestId('elder-home')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('elderMode'))).toBe('0');
});

test('offered once to a patient of 60 or more, whose choice is kept', async ({ page, request }) => {
  const body = '11010119560304231';
  const elder = await makeAccount(request, { name: '周老伯', idcard: body + checkDigitOf(body) });
  await login(page, elder, { via: 'api' });
  await page.goto(`/#/userCenter?${H}`);
  const offer = page.getByRole('dialog', { name: zh('common:elder.offerTitle') });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(zh('common:elder.offer'));
  await offer.getByRole('button', { name: zh('common:elder.offerYes') }).click();
  await expect(page.locator('html')).toHaveClass(/\belder\b/);
  await expect(elderSwitch(page)).toHaveAttribute('aria-checked', 'true');
  // Never again for this phone on this device; the mode stays what was chosen.
  const stored = await page.evaluate(() => [
    localStorage.getItem('elderMode'),
    localStorage.getItem('elderOffered'),
  ]);
  expect(stored).toEqual(['1', elder.phone]);
});

test('in the elder mode a stuck patient can call the centre from the page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('elderMode', '1'));
  await login(page, demoUsers[0]!, { via: 'api' });
  await page.goto(`/#/reports?${H}`);
  const call = page.getByTestId('call-centre');
  await expect(call).toHaveAttribute('href', 'tel:057186001234');
  await expect(call).toContainText(zh('common:elder.callCentre'));
  const b = await call.boundingBox();
  expect(b!.height).toBeGreaterThanOrEqual(60);
});

test('in the standard mode the pages carry no call bar', async ({ page }) => {
  await page.goto(`/#/login?${H}`);
  await expect(page.getByPlaceholder(zh('account:phonePlaceholder'))).toBeVisible();
  await expect(page.getByTestId('call-centre')).toHaveCount(0);
});
