import type { Page } from '@playwright/test';
import { BANNER_AUTOPLAY_MS } from '../../src/features/home/BannerCarousel.tsx';
import { expect, H, test, zh } from './fixtures.ts';

// What every page shares, for every patient: the menu the back gesture closes, a banner
// that can be stopped and reached by keyboard, dialogs that hold focus, toasts that are
// read out, and the desktop visitor's phone frame.

const activeDot = (page: Page) =>
  page
    .locator('[data-testid=carousel-dot][data-active=true]')
    .evaluate((el) => [...el.parentElement!.children].indexOf(el));

test('the banner stops and plays from its button, and moves by the arrow keys', async ({
  page,
}) => {
  // Paused from the start: on a slow run, real seconds between the load and the pause
  // button's click would otherwise move the banner on by themselves.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(`/#/?${H}`);
  const banner = page.getByRole('region', { name: zh('home:bannerLabel') });
  await expect(banner).toBeVisible();
  expect(await activeDot(page)).toBe(0);
  await page.getByRole('button', { name: zh('home:bannerPause') }).click();
  await page.clock.runFor(BANNER_AUTOPLAY_MS * 3);
  expect(await activeDot(page)).toBe(0);
  const play = page.getByRole('button', { name: zh('home:bannerPlay') });
  await play.click();
  await page.clock.runFor(BANNER_AUTOPLAY_MS + 1000);
  await expect.poll(() => activeDot(page)).toBe(1);

  // The keyboard reaches the slides; focus holds them; the arrows move them.
  await page.getByRole('button', { name: zh('home:bannerPause') }).click();
  const track = banner.locator('.app-carousel__track');
  await track.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => activeDot(page)).toBe(2);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => activeDot(page)).toBe(1);
});

test('a phone set to reduce motion gets the banner still until it is played', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(`/#/?${H}`);
  await expect(page.getByRole('button', { name: zh('home:bannerPlay') })).toBeVisible();
  await page.clock.runFor(BANNER_AUTOPLAY_MS * 3);
  expect(await activeDot(page)).toBe(0);
});

test("the header menu closes on the phone's back gesture, and the page stays", async ({ page }) => {
  await page.goto(`/#/packageList?${H}`);
  await page.getByRole('button', { name: zh('common:menu.open') }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('button', { name: zh('common:menu.home') })).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/#\/packageList/);
  await expect(page.getByTestId('package-list')).toBeVisible();
});

test('a dialog takes focus, keeps it inside and gives it back; a toast is read out', async ({
  page,
}) => {
  // A service this hospital does not offer says so in a toast, read out by the live region.
  await page.goto(`/#/userCenter?${H}`);
  const live = page.getByTestId('live-region');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toBeEmpty();
  await page.getByText(zh('account:entries.coupons')).click();
  await expect(live).toHaveText(zh('common:unavailable'));

  const opener = page.getByRole('button', { name: zh('common:menu.open') });
  await opener.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator(':focus')).toHaveCount(1);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    await expect(sheet.locator(':focus')).toHaveCount(1);
  }
  await sheet.getByRole('button', { name: zh('common:actions.cancel') }).click();
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('on a desktop browser', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  });

  test('the app shows in a phone frame beside a QR code of its page', async ({ page }) => {
    await page.goto(`/#/packageList?${H}`);
    await expect(page.getByTestId('desktop-frame')).toBeVisible();
    const phone = page.frameLocator('iframe');
    await expect(phone.getByTestId('package-list')).toBeVisible();
    const frame = await page.locator('iframe').boundingBox();
    expect(frame!.width).toBe(390);
    // The tab bar is the phone's: inside the frame.
    await expect(phone.getByRole('navigation', { name: zh('common:tabs.label') })).toBeVisible();
    const qr = page.getByTestId('desktop-qr');
    await expect(qr).toHaveAttribute('data-url', /#\/packageList\?hospid=1$/);
    await expect(page.getByText(zh('common:desktop.continueOnPhone'))).toBeVisible();

    // The QR code follows the page the frame shows, and so does the address.
    await phone.getByRole('link', { name: zh('common:tabs.mine') }).click();
    await expect(qr).toHaveAttribute('data-url', /#\/userCenter\?hospid=1$/);
    await expect(page).toHaveURL(/#\/userCenter\?hospid=1$/);
  });
});
