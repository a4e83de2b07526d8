import type { Locator } from '@playwright/test';
import { expect, H, login, test, zh } from './fixtures.ts';
import { blankLists, bookForSelf, pickSlot, submitButton } from './bookingSteps.ts';

// Errors where they are (issue 24, item 6): a submit marks every missing or wrong answer
// beside its question, tied to it for a screen reader, and takes the patient to the first.

const DANGER = 'rgb(212, 13, 36)';

/** The control is marked invalid, says why through its description, and shows the why. */
async function expectMarked(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(message);
  const id = (await control.getAttribute('aria-describedby'))?.split(' ').pop() ?? '';
  const text = control.page().locator(`[id="${id}"]`);
  await expect(text).toHaveText(message);
  await expect(text).toBeVisible();
  await expect(text).toHaveCSS('color', DANGER);
}

test('a booking sent with answers missing below the fold lists them at the top, each marked with its reason', async ({
  page,
  account,
}) => {
  // A branch whose company is typed: nothing is chosen for the patient there.
  await blankLists(page, ['show_company_name_input']);
  await bookForSelf(page, account);
  await pickSlot(page, page, 1);
  await page.evaluate(() => window.scrollTo(0, 0));
  // The company and, for paying on site (chosen by default), how the bill is settled: both
  // below the first screen.
  const company = page.getByRole('textbox', { name: zh('booking:companyName') });
  const option = page.getByRole('group', { name: zh('booking:paymentOption') }).first();
  await expect(company).not.toBeInViewport();
  await expect(option).not.toBeInViewport();

  await submitButton(page).click();
  // Both in one submit: the error summary at the top names both and takes the focus (issue
  // 38); each field is marked beside it too, and no toast stands in the middle.
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expectMarked(company, zh('server:companyRequired'));
  await expectMarked(option, zh('server:paymentOptionRequired'));
  await expect(option).toHaveCSS('outline-color', DANGER);
  await expect(page.locator('.rv-toast')).toBeHidden();
  // The summary's line takes the patient to its field.
  await summary.getByRole('button', { name: zh('server:companyRequired') }).click();
  await expect(company).toBeFocused();
  await expect(company).toBeInViewport();

  // An answer clears its own mark only; the next submit lists what is still missing.
  await company.fill('个人');
  await expect(company).not.toHaveAttribute('aria-invalid');
  await expect(option).toHaveAttribute('aria-invalid', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await submitButton(page).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('button')).toHaveText([zh('server:paymentOptionRequired')]);
  await summary.getByRole('button').click();
  await expect(option).toBeFocused();
  await expect(option).toBeInViewport();

  await option.getByRole('button').first().click();
  await submitButton(page).click();
  await expect(page.getByTestId('order-success')).toBeVisible();
});

test('an empty profile shows every problem beside its field and starts at the first', async ({
  page,
  account,
}) => {
  await login(page, account, { via: 'api' });
  await page.goto(`/#/user/addProfile?${H}`);
  await page.getByRole('button', { name: zh('profile:save') }).click();

  const name = page.getByRole('textbox', { name: zh('profile:name') });
  await expect(name).toBeFocused();
  await expectMarked(name, zh('server:nameRequired'));
  await expectMarked(
    page.getByRole('textbox', { name: zh('profile:idcard') }),
    zh('server:idcardRequired'),
  );
  await expectMarked(
    page.getByRole('radiogroup', { name: zh('profile:marital') }),
    zh('server:maritalRequired'),
  );
  await expectMarked(
    page.getByRole('radiogroup', { name: zh('profile:relation') }),
    zh('server:relationRequired'),
  );
  await expectMarked(
    page.getByRole('textbox', { name: zh('profile:phone') }),
    zh('server:profilePhoneInvalid'),
  );
  await expectMarked(
    page.getByRole('textbox', { name: zh('profile:smsCode') }),
    zh('server:profileSmsRequired'),
  );
  // Nothing was sent: no toast of a refusal.
  await expect(page.locator('.rv-toast')).toBeHidden();

  // A field answered loses its mark; the others keep theirs.
  await name.fill('李四');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await page.getByText(zh('profile:maritals.1'), { exact: true }).click();
  await expect(page.getByRole('radio', { name: zh('profile:maritals.1') })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: zh('profile:marital') })).not.toHaveAttribute(
    'aria-invalid',
  );
  await expect(page.getByRole('textbox', { name: zh('profile:idcard') })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('sign-up marks a wrong phone beside it and starts there', async ({ page }) => {
  await page.goto(`/#/signup?${H}`);
  await page.getByPlaceholder(zh('account:phonePlaceholder')).fill('1390000');
  await page.getByPlaceholder(zh('account:smsCodePlaceholder')).fill('1234');
  await page.getByRole('button', { name: zh('account:agreeAndNext') }).click();

  const phone = page.getByRole('textbox', { name: zh('account:phone') });
  await expect(phone).toBeFocused();
  await expectMarked(phone, zh('server:phoneInvalid'));
  await expect(page).toHaveURL(/#\/signup\?/);
});
