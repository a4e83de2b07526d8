import type { Locator, Page } from '@playwright/test';
import type { HospConfig } from '../../src/contract/index.ts';
import { expect, H, login, type Account, zh } from './fixtures.ts';

// The steps of a booking, shared by the booking journeys.

export async function logIn(page: Page, account: Account) {
  const user = await login(page, account, { redirect: '/packageList' });
  await expect(page).toHaveURL(/#\/packageList/);
  return user;
}

/** A package's page with its notice agreed to, then the named booking button tapped. */
export async function agreeAndTap(page: Page, packageId: number, button: string) {
  await page.goto(`/#/packageDetail?id=${packageId}&${H}`);
  await page.getByText(zh('packages:agreePrefix')).click();
  await page.getByRole('button', { name: button }).click();
}

/** Logs in, agrees to package 1's notice (it has no booking reminder) and books it for the
 * account's own person: the booking form is open. */
export async function bookForSelf(page: Page, account: Account) {
  await logIn(page, account);
  await agreeAndTap(page, 1, zh('packages:book'));
  await page.getByTestId('name-list').getByText(account.name).first().click();
}

/** The calendar's days labelled `label` (open, rest, full, notOpen) in `scope`. */
export const daysLabelled = (page: Page, scope: Page | Locator, label: string) =>
  scope.getByTestId('schedule-day').filter({
    // An inner locator is matched inside each day: it starts from the page, not the scope.
    has: page
      .getByTestId('schedule-day-label')
      .getByText(zh(`schedule:labels.${label}`), { exact: true }),
  });

/** Picks the n-th bookable day of the calendar in `scope` and its first free slot. */
export async function pickSlot(page: Page, scope: Page | Locator, n: number) {
  const day = daysLabelled(page, scope, 'open').nth(n);
  const date = String(await day.getAttribute('data-date'));
  await day.click();
  const slot = scope
    .getByTestId('schedule-slot')
    .and(page.getByRole('button', { disabled: false }))
    .first();
  const name = (await slot.getByTestId('schedule-slot-name').textContent()) ?? '';
  await slot.click();
  return { date, name };
}

/**
 * The branch's lists of `codes` (show_company_name_input, show_payment_options) switched on
 * and left blank, as a hospital may: the company is then typed, with nothing chosen for the
 * patient (a listed company starts on the hospital's first).
 */
export async function blankLists(page: Page, codes: string[]) {
  await page.route('**/api/Hosp/configs?**', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { code: number; msg: string; data: HospConfig[] };
    const data = body.data.map((c) =>
      codes.includes(c.code) ? { ...c, value: '是', detail_note: '' } : c,
    );
    expect(data.filter((c) => codes.includes(c.code))).toHaveLength(codes.length);
    await route.fulfill({ response: res, json: { ...body, data } });
  });
}

/** The first answer of a required choice the hospital asks for (company, payment option). */
export const firstChoice = (page: Page, label: string) =>
  page
    .getByRole('group', { name: zh(`booking:${label}`) })
    .getByRole('button')
    .first();

/** bookForSelf, then the n-th bookable day's first free slot and the first company offered. */
export async function bookForSelfOnDay(page: Page, account: Account, n: number) {
  await bookForSelf(page, account);
  const slot = await pickSlot(page, page, n);
  await firstChoice(page, 'companyName').click();
  return slot;
}

export const submitButton = (page: Page) =>
  page.getByTestId('bottom-bar-action').getByRole('button');

export async function orderNoOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(/orderNo=P\d+/);
  return new URL(page.url().replace('/#/', '/')).searchParams.get('orderNo') ?? '';
}
