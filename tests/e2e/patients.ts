import type { APIRequestContext } from '@playwright/test';
import { apiData, makeAccount, type Account } from './fixtures.ts';

/**
 * A fresh account with a demo person's exam history of its own (three years, the newest a
 * month old and unrated): a journey that rates an exam shares it with no other journey.
 */
export async function patientWithExams(request: APIRequestContext): Promise<Account> {
  const account = await makeAccount(request);
  await apiData<null>(request.post('/api/dev/examHistory', { data: { phone: account.phone } }));
  return account;
}
