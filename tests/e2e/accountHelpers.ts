import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { checkDigitOf } from '../../src/rules/idCard.ts';
import { encryptField } from '../../src/rules/fieldCrypto.ts';
import { readConfig } from '../../server/config.ts';
import { zh } from './locale.ts';

const { fieldKey, fieldIv } = readConfig();
const enc = (plain: string) => encryptField(plain, fieldKey, fieldIv);

/** A phone no other journey uses, so SMS cooldowns never collide between tests. */
export function freshPhone(): string {
  return `139${String(Date.now() % 1e8).padStart(8, '0')}`.slice(0, 11);
}

/** A valid 18-digit resident ID for a man born on 1990-03-07. */
export const VALID_ID = (() => {
  const body = '11010119900307235';
  return body + checkDigitOf(body);
})();

/** Answers the captcha dialog the page just opened, through the simulator's window. */
export async function solveCaptcha(
  page: Page,
  request: APIRequestContext,
  trigger: () => Promise<void>,
) {
  const captchaResponse = page.waitForResponse((r) => r.url().includes('/api/auth/captcha'));
  await trigger();
  const { data } = (await (await captchaResponse).json()) as { data: { key: string } };
  const answer = (
    (await (await request.get(`/api/dev/captcha?key=${data.key}`)).json()) as { data: string }
  ).data;
  const dialog = page.getByTestId('captcha-dialog');
  await expect(dialog.locator('img')).toBeVisible();
  await dialog.getByPlaceholder(zh('common:captcha.placeholder')).fill(answer);
  await page.getByRole('button', { name: zh('common:actions.confirm') }).click();
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

export async function apiLogin(request: APIRequestContext, phone: string, password: string) {
  const { loginPasswordHash } = await import('../../src/rules/fieldCrypto.ts');
  return request.post('/api/Auth/Login', {
    data: { username: enc(phone), password: loginPasswordHash(password, phone) },
  });
}
