import type { APIRequestContext, Page } from '@playwright/test';
import type { LoginUser, ReportListEntry } from '../../src/contract/index.ts';
import {
  apiData,
  bearer,
  expect,
  H,
  login,
  makeAccount,
  profilesOf,
  zh,
  type Account,
} from './fixtures.ts';

/**
 * A fresh account with a demo person's exam history of its own (three years, the newest a
 * month old and unrated): a journey that rates an exam shares it with no other journey.
 */
export async function patientWithExams(request: APIRequestContext): Promise<Account> {
  const account = await makeAccount(request);
  await apiData<null>(request.post('/api/dev/examHistory', { data: { phone: account.phone } }));
  return account;
}

/**
 * Such a patient logged in, with the two newest of its published exams (the one in progress
 * has no report key): the newest unrated, so the rating gate holds it back.
 */
export async function gatedPatient(page: Page) {
  const user: LoginUser = await login(page, await patientWithExams(page.request), { via: 'api' });
  const [self] = await profilesOf(page.request, user);
  const exams = await apiData<ReportListEntry[]>(
    page.request.get(`/api/report/ExamRecords?profileId=${self!.id}&${H}`, {
      headers: bearer(user),
    }),
  );
  const [newest, before] = exams.filter((e) => e.reportKey) as [ReportListEntry, ReportListEntry];
  expect(newest.is_rated).toBe(false);
  return { user, self: self!, newest, before };
}

/** Five stars everywhere in the open rating popup, submitted; waits for the reply. */
export async function rateInPopup(page: Page) {
  const popup = page.getByTestId('rating-popup');
  await expect(popup.getByRole('group')).toHaveCount(5);
  for (const group of await popup.getByRole('group').all())
    await group.getByRole('radio').last().click();
  await popup.getByRole('button', { name: zh('reports:rating.submit') }).click();
  await expect(page.getByTestId('rating-reply')).toBeVisible();
  await expect(popup).toBeHidden();
}
