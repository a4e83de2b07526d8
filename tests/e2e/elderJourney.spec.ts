import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { AXE_TAGS } from './axe.ts';
import { blankLists, bookForSelf, daysLabelled, pickSlot, submitButton } from './bookingSteps.ts';
import {
  apiData,
  apiLogin,
  expect,
  H,
  solveCaptcha,
  test,
  VALID_ID,
  verifyPhone,
  zh,
} from './fixtures.ts';
import { smallTargets } from './smallTargets.ts';

// Issue 38, items 1-4: what stopped a patient of 68 in the elder mode and at page zoom 200%
// (a 195 px layout at four device pixels, what a 390 px phone shows zoomed in): a captcha
// that could not be typed, a sign-up that dropped the booking he started, time slots that
// opened off-screen, and a form that took one submit per error below the fold.

const MODES = [
  { name: 'in the elder mode', elder: true, viewport: { width: 390, height: 844 }, scale: 2 },
  { name: 'at 200% zoom', elder: false, viewport: { width: 195, height: 422 }, scale: 4 },
] as const;

/** Wholly on screen and not under the bar fixed at the page's foot. */
async function expectClearlyInView(page: Page, target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  const foot = page.locator('.app-bottom-bar');
  const footTop = (await foot.count()) ? (await foot.boundingBox())!.y : Infinity;
  await expect
    .poll(async () => {
      const box = (await target.boundingBox())!;
      return box.y + box.height <= footTop;
    }, 'under the bottom bar')
    .toBe(true);
}

for (const mode of MODES) {
  test.describe(mode.name, () => {
    test.use({ viewport: mode.viewport, deviceScaleFactor: mode.scale });
    test.beforeEach(async ({ page }) => {
      if (mode.elder) await page.addInitScript(() => localStorage.setItem('elderMode', '1'));
    });

    test('sign-up from 立即预约 comes back to choose who is examined for that package', async ({
      page,
      request,
      phone,
    }) => {
      test.slow();
      await page.goto(`/#/packageDetail?id=1&${H}`);
      await page.getByText(zh('packages:agreePrefix')).click();
      await page.getByRole('button', { name: zh('packages:book') }).click();
      await expect(page).toHaveURL(/#\/login\?redirect=/);
      await page.getByRole('button', { name: zh('account:toSignup') }).click();
      await expect(page).toHaveURL(/#\/signup\?/);
      // Its own phone field, not the login page's still on screen while the page loads.
      await expect(page.getByTestId('signup-page')).toBeVisible();

      await verifyPhone(page, request, phone, 'account');
      await page.getByRole('button', { name: zh('account:agreeAndNext') }).click();
      await expect(page).toHaveURL(/#\/signup_profile\?/);
      await expect(page.getByTestId('signup-profile-page')).toBeVisible();
      await page.getByPlaceholder(zh('profile:namePlaceholder')).fill('周大福');
      await page.getByPlaceholder(zh('profile:idcardPlaceholder')).fill(VALID_ID);
      await page.getByText(zh('profile:maritals.1'), { exact: true }).click();
      await page.getByPlaceholder(zh('account:newPasswordPlaceholder')).fill('Zhou@2026');
      await page.getByPlaceholder(zh('account:confirmPasswordPlaceholder')).fill('Zhou@2026');
      await page.getByRole('button', { name: zh('account:signupSubmit') }).click();

      // Back on the booking he started: package 1, choosing the person, himself listed.
      await expect(page).toHaveURL(new RegExp(`#/namelist\\?packageId=1&${H}$`));
      const list = page.getByTestId('name-list');
      await expect(list.getByText(/周大福/)).toBeVisible();
      await list.getByText(/周大福/).click();
      await expect(page).toHaveURL(/#\/submitOrder\?packageId=1&profileId=\d+/);
      await expect(page.getByTestId('submit-order')).toBeVisible();
      expect((await apiLogin(request, phone, 'Zhou@2026')).ok()).toBe(true);
    });

    test('tapping a day brings its time slots into view', async ({ page, account }) => {
      await bookForSelf(page, account);
      await expect(page.getByTestId('submit-order')).toBeVisible();
      const day = daysLabelled(page, page, 'open').first();
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      const slots = page.getByTestId('schedule-slots');
      await expectClearlyInView(page, slots.getByRole('heading'));
      await expectClearlyInView(page, slots.getByTestId('schedule-slot').first());
    });

    test('a submit with two answers missing lists both at the top, each a way to its field', async ({
      page,
      account,
    }) => {
      // A booking and an axe run.
      test.slow();
      // A branch whose company is typed: nothing is chosen for the patient there.
      await blankLists(page, ['show_company_name_input']);
      await bookForSelf(page, account);
      await pickSlot(page, page, 0);
      // The company and, for paying on site (chosen by default), how the bill is settled.
      const company = page.getByRole('textbox', { name: zh('booking:companyName') });
      const option = page.getByRole('group', { name: zh('booking:paymentOption') }).first();
      await page.evaluate(() => window.scrollTo(0, 0));
      await submitButton(page).click();

      const summary = page.getByTestId('error-summary');
      await expect(summary).toBeFocused();
      await expectClearlyInView(page, summary);
      await expect(summary.getByRole('heading')).toHaveText(zh('common:errorSummary.title'));
      const links = summary.getByRole('button');
      await expect(links).toHaveText([
        zh('server:companyRequired'),
        zh('server:paymentOptionRequired'),
      ]);
      // Each field keeps its own message.
      await expect(company).toHaveAccessibleDescription(zh('server:companyRequired'));
      await expect(option).toHaveAccessibleDescription(zh('server:paymentOptionRequired'));
      // The summary is read right and its links are big enough to hit.
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
      expect(
        serious.flatMap((v) =>
          v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary}`),
        ),
      ).toEqual([]);
      if (mode.elder) expect(await smallTargets(page, 60)).toEqual([]);

      await links.nth(1).click();
      await expect(option).toBeFocused();
      await expectClearlyInView(page, option);
      await option.getByRole('button').first().click();
      await expect(summary.getByRole('button')).toHaveText([zh('server:companyRequired')]);
      await summary.getByRole('button').click();
      await expect(company).toBeFocused();
      await expectClearlyInView(page, company);
      await company.fill('个人');
      await expect(summary).toHaveCount(0);
      await submitButton(page).click();
      await expect(page.getByTestId('order-success')).toBeVisible();
    });
  });
}

// The captcha also at 200% in the elder mode: a patient who needs both.
for (const mode of [
  ...MODES,
  { name: 'in the elder mode at 200% zoom', elder: true, viewport: MODES[1].viewport, scale: 4 },
]) {
  test.describe(mode.name, () => {
    test.use({ viewport: mode.viewport, deviceScaleFactor: mode.scale });

    test('the captcha can be read and typed, and the SMS code goes', async ({
      page,
      request,
      phone,
    }) => {
      if (mode.elder) await page.addInitScript(() => localStorage.setItem('elderMode', '1'));
      await page.goto(`/#/signup?${H}`);
      await page.getByPlaceholder(zh('account:phonePlaceholder')).fill(phone);
      const sent = page.waitForResponse((r) => r.url().includes('/api/auth/sendSmsCode'));
      await solveCaptcha(page, request, async () => {
        await page.getByTestId('sms-button').click();
        const dialog = page.getByTestId('captcha-dialog');
        const input = dialog.getByPlaceholder(zh('common:captcha.placeholder'));
        await expect(dialog.getByRole('img')).toBeVisible();
        // Room for the four characters at the field's own size, inside the dialog.
        const box = (await input.boundingBox())!;
        const size = await input.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(box.width).toBeGreaterThanOrEqual(4 * size);
        await expect(input).toBeInViewport({ ratio: 1 });
      });
      await apiData<null>(sent);
      await expect(page.getByTestId('sms-button')).toBeDisabled();
    });
  });
}
