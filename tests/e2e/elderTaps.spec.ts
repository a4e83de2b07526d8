import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { checkDigitOf } from '../../src/rules/idCard.ts';
import { daysLabelled, firstChoice, submitButton } from './bookingSteps.ts';
import { apiData, expect, freshPhone, H, lastSmsCode, test, zh } from './fixtures.ts';

// Issue 38: a new patient of 68 books a check-up for his wife as he would, every tap and
// every typed field counted: registers from the package he chose, adds her (her own phone
// verified), books the package for her and pays on site, with one submit. The bar is
// 30 actions; the journey took 40 before issue 38 and takes 30 now: sign-up goes back to
// the booking he started (-4), the captcha sends on its last character (-2), the sign-up
// button is the consent (-1), the relations are in view (-1), the person added is booked
// for at once (-1), the company starts on the hospital's first (-1).

const TAPS_AT_MOST = 30;

const idOf = (body: string) => body + checkDigitOf(body);
/** Him, born 1958-01-01 (odd sequence: a man); her, born 1958-03-04 (even: a woman). */
const HIS_ID = idOf('11010119580101231');
const HER_ID = idOf('11010119580304242');

/** Every action of the patient's fingers goes through here, and is counted. */
class Fingers {
  count = 0;
  constructor(private readonly page: Page) {}
  async tap(target: Locator) {
    this.count++;
    await target.click();
  }
  async type(target: Locator, text: string) {
    this.count++;
    await target.fill(text);
  }

  /** A phone proved by SMS: the captcha read (through the simulator's window) and typed,
   * which sends the code; the code typed. */
  async provePhone(request: APIRequestContext, ns: 'account' | 'profile', phone: string) {
    const page = this.page;
    await this.type(page.getByPlaceholder(zh(`${ns}:phonePlaceholder`)), phone);
    const captcha = page.waitForResponse((r) => r.url().includes('/api/auth/captcha'));
    await this.tap(page.getByTestId('sms-button'));
    const { key } = await apiData<{ key: string }>(captcha);
    const answer = await apiData<string>(request.get(`/api/dev/captcha?key=${key}`));
    const dialog = page.getByTestId('captcha-dialog');
    const sent = page.waitForResponse((r) => r.url().includes('/api/auth/sendSmsCode'));
    await this.type(dialog.getByPlaceholder(zh('common:captcha.placeholder')), answer);
    await apiData<null>(sent);
    const code = await lastSmsCode(request, phone);
    await this.type(page.getByPlaceholder(zh(`${ns}:smsCodePlaceholder`)), code);
  }
}

const MODES = [
  { name: 'in the elder mode', viewport: { width: 390, height: 844 }, scale: 2 },
  { name: 'in the elder mode at 200% zoom', viewport: { width: 195, height: 422 }, scale: 4 },
] as const;

for (const mode of MODES) {
  test.describe(mode.name, () => {
    test.use({ viewport: mode.viewport, deviceScaleFactor: mode.scale });

    test(`a new patient of 68 books for his wife and pays on site in at most ${TAPS_AT_MOST} taps`, async ({
      page,
      request,
      phone,
    }) => {
      test.slow();
      await page.addInitScript(() => localStorage.setItem('elderMode', '1'));
      const fingers = new Fingers(page);
      await page.goto(`/#/?${H}`);

      await fingers.tap(
        page.getByTestId('elder-home').getByRole('button', { name: zh('home:elder.book') }),
      );
      await fingers.tap(
        page.getByTestId('package-name').getByText('青春活力基础套餐', { exact: true }),
      );
      await fingers.tap(page.getByText(zh('packages:agreePrefix')));
      await fingers.tap(page.getByRole('button', { name: zh('packages:book') }));
      await fingers.tap(page.getByRole('button', { name: zh('account:toSignup') }));

      await expect(page.getByTestId('signup-page')).toBeVisible();
      await fingers.provePhone(request, 'account', phone);
      await fingers.tap(page.getByRole('button', { name: zh('account:agreeAndNext') }));
      await expect(page.getByTestId('signup-profile-page')).toBeVisible();
      await fingers.type(page.getByPlaceholder(zh('profile:namePlaceholder')), '李建国');
      await fingers.type(page.getByPlaceholder(zh('profile:idcardPlaceholder')), HIS_ID);
      await fingers.tap(page.getByText(zh('profile:maritals.1'), { exact: true }));
      await fingers.type(
        page.getByPlaceholder(zh('account:newPasswordPlaceholder')),
        'Li@19580101',
      );
      await fingers.type(
        page.getByPlaceholder(zh('account:confirmPasswordPlaceholder')),
        'Li@19580101',
      );
      await fingers.tap(page.getByRole('button', { name: zh('account:signupSubmit') }));

      // Where he was going: who is examined for the package he chose (before issue 38 he
      // landed on home, and found the package again in four more taps: 40 in all).
      await expect(page).toHaveURL(/#\/namelist\?packageId=\d+/);
      await expect(page.getByTestId('name-list')).toBeVisible();
      await fingers.tap(page.getByRole('button', { name: zh('profile:add') }));
      await fingers.type(page.getByPlaceholder(zh('profile:namePlaceholder')), '王秀兰');
      await fingers.type(page.getByPlaceholder(zh('profile:idcardPlaceholder')), HER_ID);
      await fingers.tap(page.getByText(zh('profile:maritals.1'), { exact: true }));
      await fingers.tap(
        page
          .getByRole('radiogroup', { name: zh('profile:relation') })
          .getByText(zh('profile:relations.other'), { exact: true }),
      );
      await fingers.provePhone(request, 'profile', freshPhone());
      await fingers.tap(page.getByRole('button', { name: zh('profile:save') }));

      // Saved, and on to the booking for her: no tap on her name in the list.
      await expect(page.getByTestId('submit-order')).toBeVisible();
      await expect(page.getByTestId('submit-order')).toContainText('王秀兰');
      await fingers.tap(daysLabelled(page, page, 'open').first());
      await fingers.tap(
        page
          .getByTestId('schedule-slot')
          .and(page.getByRole('button', { disabled: false }))
          .first(),
      );
      await fingers.tap(firstChoice(page, 'paymentOption'));
      await fingers.tap(submitButton(page));
      await expect(page.getByTestId('order-success')).toBeVisible();
      await expect(page.getByTestId('order-success')).toContainText('王秀兰');

      test.info().annotations.push({ type: 'taps', description: String(fingers.count) });
      expect(fingers.count).toBeLessThanOrEqual(TAPS_AT_MOST);
    });
  });
}
