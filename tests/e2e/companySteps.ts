import type { Page } from '@playwright/test';
import type { CompanyAppointment, ScheduleDay } from '../../src/contract/index.ts';
import { timeRangeSelectable } from '../../src/rules/company.ts';
import { companyPeople } from '../../server/seeds/seedCompany.ts';
import { apiData, expect, H, login, zh } from './fixtures.ts';

export type Employee = keyof typeof companyPeople;

/** Logs an employee in and opens the company appointments. */
export async function openList(page: Page, who: Employee) {
  const person = companyPeople[who];
  const user = await login(page, { mobile: person.mobile, name: person.name }, { via: 'api' });
  await page.goto(`/#/company/orderlist?${H}`);
  await expect(page.getByTestId('company-list')).toBeVisible();
  return user;
}

/** The caller's appointments as the server lists them: the first 50 (a page at most; more than any demo employee has). */
export function appointmentsOf(page: Page, token: string) {
  return apiData<CompanyAppointment[]>(
    page.request.get(`/api/company/appointments?${H}&limit=50`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
}

/** Taps the book button of the list's first card. */
export async function startBooking(page: Page) {
  await page
    .getByRole('button', { name: zh('company:actions.book') })
    .first()
    .click();
}

/** Closes the batch notice the booking shows first. */
export async function readNotice(page: Page) {
  await expect(page.getByTestId('batch-notice')).toBeVisible();
  await page.getByRole('button', { name: zh('common:actions.ok') }).click();
}

/** The first open day and its first selectable range on the page's calendar. */
export async function pickFirstSlot(page: Page): Promise<{ day: string; range: string }> {
  const day = page.locator('[data-testid=schedule-day][data-label=open]').first();
  const date = (await day.getAttribute('data-date')) ?? '';
  await day.click();
  const ranges = page.getByTestId('time-ranges');
  await expect(ranges).toBeVisible();
  // Each range shows orderNum/limitNum.
  await expect(ranges.getByTestId('time-range-seats').first()).toHaveText(/^\d+\/\d+$/);
  const range = ranges.getByTestId('time-range').and(page.locator(':not([disabled])')).first();
  const name = (await range.locator('span').first().textContent()) ?? '';
  await range.click();
  await expect(page.getByTestId('chosen-time')).toContainText(`${date} ${name}`);
  await expect(page.getByTestId('company-dates-error')).toHaveCount(0);
  return { day: date, range: name };
}

/** Submits, lands on the success page and checks it shows the server's appointment. */
export async function submitAndSucceed(page: Page, slot: { day: string; range: string }) {
  await page.getByRole('button', { name: zh('company:actions.submit') }).click();
  await expect(page).toHaveURL(/#\/company\/orderSuccess\//);
  await expect(page.getByTestId('company-success')).toBeVisible();
  await expect(page.getByTestId('cell-time')).toContainText(`${slot.day} ${slot.range}`);
  expect(await page.evaluate(() => localStorage.getItem('companyAppointment'))).toBeNull();
}

/** An appointment's batch calendar, as the server offers it. */
export function batchDays(page: Page, token: string, apptId: number) {
  return apiData<ScheduleDay[]>(
    page.request.post('/api/company/GetSchedules', {
      data: { apptId },
      headers: { authorization: `Bearer ${token}` },
    }),
  );
}

/** The first selectable slot of an appointment's batch, as the server offers it. */
export async function serverSlot(page: Page, token: string, apptId: number) {
  for (const d of await batchDays(page, token, apptId)) {
    const r = d.timeRanges.find(timeRangeSelectable);
    if (r) return { day: d.dayValue, rangeId: r.id };
  }
  throw new Error('no open slot');
}
