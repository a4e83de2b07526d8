import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import type { LoginUser, Profile, ProfileInput } from '../../src/contract/index.ts';
import { checkDigitOf } from '../../src/rules/idCard.ts';
import { encryptField, loginPasswordHash } from '../../src/rules/fieldCrypto.ts';
import { readConfig } from '../../server/config.ts';
import { DEMO_PASSWORD, OPEN_HOSP_ID, type DemoUser } from '../../server/seeds/seedData.ts';
import { zh } from './locale.ts';
import { answerInOtherSpellings, type Spelling } from './otherSpellings.ts';
// Every journey fails on what the security headers block (issue 28).
import { headersWatched as base } from './headersWatched.ts';
import { withRetries } from './requestRetried.ts';

export { expect } from '@playwright/test';
export { zh } from './locale.ts';

const { fieldKey, fieldIv } = readConfig();
/** A field as the app encrypts it (phones, ID numbers) with the deployment's key and IV. */
export const enc = (plain: string) => encryptField(plain, fieldKey, fieldIv);

/** The open branch, as every journey's URL names it. */
export const H = `hospid=${OPEN_HOSP_ID}`;

/** The simulated SMS gateway refuses a second code to one phone within this time. */

/** A valid 18-digit resident ID for a man born on 1990-03-07. */
export const VALID_ID = (() => {
  const body = '11010119900307235';
  return body + checkDigitOf(body);
})();

/** Another valid ID of a man (born 1985-06-12): the fresh accounts' own, so VALID_ID stays
 * free for the relatives the journeys add to them. */
export const ACCOUNT_ID = (() => {
  const body = '11010119850612301';
  return body + checkDigitOf(body);
})();

let lastStamp = 0;
/**
 * A phone no other journey uses, so SMS cooldowns never collide between tests: the worker's
 * slot tells the two workers apart, a clock that never repeats within one worker does the rest.
 */
export function freshPhone(): string {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return `139${slot}${String(lastStamp % 1e7).padStart(7, '0')}`;
}

/** An HTTP answer as the test's own requests and the page's responses both give it. */
type Answer = Pick<APIResponse, 'ok' | 'json' | 'status' | 'url'>;

/** The `data` of a `{code,msg,data}` answer, after checking the call succeeded. */
export async function apiData<T>(answer: Answer | Promise<Answer>): Promise<T> {
  const res = await answer;
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(res.ok(), `${res.url()} answered ${res.status()} ${body.msg}`).toBe(true);
  return body.data;
}

/** A person who can log in: a seeded demo user or an account a journey made for itself. */
export type Who = Pick<DemoUser, 'mobile' | 'name'> | Account;

export interface Account {
  phone: string;
  password: string;
  name: string;
  token: string;
  user: LoginUser;
  /** When the registration's SMS code was sent: the phone's cooldown runs from here. */
}

const credentials = (who: Who) =>
  'phone' in who
    ? { mobile: who.phone, password: who.password }
    : { mobile: who.mobile, password: DEMO_PASSWORD };

/** A phone's login record, logged in through the API (the demo password unless given). */
export const apiLoginUser = (request: APIRequestContext, phone: string, password = DEMO_PASSWORD) =>
  apiData<LoginUser>(apiLogin(request, phone, password));

export function apiLogin(request: APIRequestContext, phone: string, password: string) {
  return request.post('/api/Auth/Login', {
    data: { username: enc(phone), password: loginPasswordHash(password, phone) },
  });
}

/** The last code the simulated SMS gateway sent to a phone. */
export async function lastSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/smsOutbox?phone=${phone}`);
      code = res.ok() ? ((await res.json()) as { data: { code: string } }).data.code : '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Has the simulated gateway text a code to a phone, captcha solved through the dev window. */
async function sendSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const { key } = await apiData<{ key: string }>(request.get('/api/auth/captcha'));
  const answer = await apiData<string>(request.get(`/api/dev/captcha?key=${key}`));
  await apiData<null>(
    request.post('/api/auth/sendSmsCode', {
      data: { hospId: OPEN_HOSP_ID, phone: enc(phone), captchaKey: key, captchaCode: answer },
    }),
  );
  return lastSmsCode(request, phone);
}

/** Answers the captcha dialog the page just opened, through the simulator's window. */
export async function solveCaptcha(
  page: Page,
  request: APIRequestContext,
  trigger: () => Promise<void>,
) {
  const captchaResponse = page.waitForResponse((r) => r.url().includes('/api/auth/captcha'));
  await trigger();
  const { key } = await apiData<{ key: string }>(captchaResponse);
  const answer = await apiData<string>(request.get(`/api/dev/captcha?key=${key}`));
  const dialog = page.getByTestId('captcha-dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  // Its last character sends the code: the dialog closes by itself.
  await dialog.getByPlaceholder(zh('common:captcha.placeholder')).fill(answer);
  await expect(dialog).toBeHidden();
}

/** Fills a phone, asks for its SMS code through the captcha, and types the code in. */
export async function verifyPhone(
  page: Page,
  request: APIRequestContext,
  phone: string,
  ns: 'account' | 'profile',
) {
  await page.getByPlaceholder(zh(`${ns}:phonePlaceholder`)).fill(phone);
  // The outbox may hold an older code for this phone (its registration's): read it only
  // once the page's own request has been answered.
  const sent = page.waitForResponse((r) => r.url().includes('/api/auth/sendSmsCode'));
  await solveCaptcha(page, request, () => page.getByTestId('sms-button').click());
  await apiData<null>(sent);
  await page
    .getByPlaceholder(zh(`${ns}:smsCodePlaceholder`))
    .fill(await lastSmsCode(request, phone));
}

/** Registers a fresh account through the API, as the sign-up pages do. */
export async function makeAccount(
  request: APIRequestContext,
  { name = '孙八', idcard = ACCOUNT_ID, password = 'Fresh@2026' } = {},
): Promise<Account> {
  const phone = freshPhone();
  const code = await sendSmsCode(request, phone);
  const sign = await apiData<string>(
    request.post('/api/auth/CheckCaptcha', { data: { mobile: enc(phone), code } }),
  );
  const user = await apiData<LoginUser>(
    request.post('/api/User/Register', {
      data: {
        hospId: OPEN_HOSP_ID,
        name,
        idType: 0,
        idcard: enc(idcard),
        mobile: enc(phone),
        password: enc(password),
        marital: 1,
        sign,
      },
    }),
  );
  return { phone, password, name, token: user.token, user };
}

/**
 * Waits until the phone may be sent another SMS code (its registration used one), as the
 * server counts it (the journeys' server waits 2 s between codes, not a minute).
 */
export async function smsCooldownOver(request: APIRequestContext, account: Account) {
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/smsOutbox?phone=${account.phone}`);
      return ((await res.json()) as { data: { next_code_in_s: number } }).data.next_code_in_s;
    })
    .toBe(0);
}

export const bearer = (who: Account | LoginUser) => ({ authorization: `Bearer ${who.token}` });

export function profilesOf(request: APIRequestContext, who: Account | LoginUser) {
  return apiData<Profile[]>(request.get('/api/user/getprofile', { headers: bearer(who) }));
}

/** Adds an exam taker to an account, its own phone verified by SMS as the page does. */
export async function addRelative(
  request: APIRequestContext,
  who: Account | LoginUser,
  relative: Omit<ProfileInput, 'idcard' | 'mobile' | 'smsCode'> & { idcard: string },
): Promise<Profile> {
  const mobile = freshPhone();
  const smsCode = await sendSmsCode(request, mobile);
  return apiData<Profile>(
    request.post('/api/user/addprofile', {
      headers: bearer(who),
      data: { ...relative, idcard: enc(relative.idcard), mobile: enc(mobile), smsCode },
    }),
  );
}

/**
 * Logs in: through the login form (`via: 'form'`, the default), optionally with the route to
 * return to, or straight through the API into the session cookie (`via: 'api'`).
 * Answers the login record the server gave.
 */
export async function login(
  page: Page,
  who: Who,
  { via = 'form', redirect }: { via?: 'form' | 'api'; redirect?: string } = {},
): Promise<LoginUser> {
  const { mobile, password } = credentials(who);
  if (via === 'api') {
    const user = await apiData<LoginUser>(apiLogin(page.request, mobile, password));
    const url = test.info().project.use.baseURL ?? '';
    await page
      .context()
      .addCookies([{ name: 'login_user', value: encodeURIComponent(JSON.stringify(user)), url }]);
    return user;
  }
  const back = redirect === undefined ? '' : `&redirect=${encodeURIComponent(redirect)}`;
  await page.goto(`/#/login?${H}${back}`);
  await page.getByPlaceholder(zh('account:phonePlaceholder')).fill(mobile);
  await page.getByPlaceholder(zh('account:passwordPlaceholder')).fill(password);
  const answer = page.waitForResponse((r) => /\/api\/Auth\/Login$/.test(r.url()));
  await page.getByRole('button', { name: zh('account:login'), exact: true }).click();
  return apiData<LoginUser>(answer);
}

/**
 * The journeys' test: `account` is a fresh account of the journey's own, `phone` a fresh
 * phone no account has yet. The project `other-spellings` (playwright.config.ts) sets
 * `spelling` to 'other': the page then reads every answer in the spec's other spellings, and
 * a journey that met none fails.
 */
export const test = base.extend<{
  account: Account;
  phone: string;
  spelling: Spelling;
  spellingsMet: void;
}>({
  request: async ({ request }, use) => use(withRetries(request)),
  spelling: ['contract', { option: true }],
  spellingsMet: [
    async ({ page, spelling }, use) => {
      if (spelling === 'contract') return use();
      const rewritten = await answerInOtherSpellings(page);
      await use();
      expect([...rewritten], 'answers the page read in the other spellings').not.toEqual([]);
    },
    { auto: true },
  ],
  account: async ({ request }, use) => {
    await use(await makeAccount(request));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  phone: async ({}, use) => {
    await use(freshPhone());
  },
});

/**
 * A passport holder's sex and birth, asked one after the other by the profile form: each
 * missing answer is named when saving, and the birth picker starts at 1980-01-01.
 */
export async function answerSexAndBirth(page: Page, save: ReturnType<Page['getByRole']>) {
  await save.click();
  await expect(shown(page, zh('server:sexRequired'))).toBeVisible();
  await page.getByText(zh('profile:sexes.2'), { exact: true }).click();
  await save.click();
  await expect(shown(page, zh('server:birthRequired'))).toBeVisible();
  await page.getByPlaceholder(zh('profile:birthPlaceholder')).click();
  await page.getByRole('button', { name: '确认' }).click();
}

/**
 * Taps a button of the confirmation dialog open on the page (its buttons may share a name
 * with the page's own, such as 取消预约): once the dialog is there.
 */
export async function confirmInDialog(page: Page, name: string) {
  await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
}

/** A toast of these words, not the live region that reads the same words to a screen reader. */
export const toast = (page: Page, text: string) =>
  page.locator('.rv-toast').filter({ hasText: text });

/**
 * Words shown on the page, wherever (a toast, a field's error, a dialog): not the screen
 * readers' live region, which repeats a toast's words and would make them match twice.
 */
export const shown = (page: Page, text: string) =>
  page.getByText(text).and(page.locator(':not([data-testid="live-region"])'));
