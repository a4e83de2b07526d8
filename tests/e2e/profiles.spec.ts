import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { LoginUser, Profile } from '../../src/contract/index.ts';
import { DEMO_PASSWORD, demoUsers, OPEN_HOSP_ID } from '../../server/db/seedData.ts';
import { apiLogin, freshPhone, lastSmsCode, solveCaptcha, VALID_ID } from './accountHelpers.ts';
import { zh } from './locale.ts';

const bob = demoUsers[1]!;
const H = `hospid=${OPEN_HOSP_ID}`;

async function loginAs(
  context: BrowserContext,
  request: APIRequestContext,
  mobile: string,
): Promise<LoginUser> {
  const user = (
    (await (await apiLogin(request, mobile, DEMO_PASSWORD)).json()) as { data: LoginUser }
  ).data;
  await context.addCookies([
    {
      name: 'login_user',
      value: encodeURIComponent(JSON.stringify(user)),
      url: 'http://localhost:4173',
    },
  ]);
  return user;
}

async function profilesOf(request: APIRequestContext, user: LoginUser): Promise<Profile[]> {
  const res = await request.get('/api/user/getprofile', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  return ((await res.json()) as { data: Profile[] }).data;
}

async function fillPhoneAndCode(page: Page, request: APIRequestContext) {
  const phone = freshPhone();
  await page.getByPlaceholder(zh('profile:phonePlaceholder')).fill(phone);
  await solveCaptcha(page, request, () => page.getByTestId('sms-button').click());
  await page
    .getByPlaceholder(zh('profile:smsCodePlaceholder'))
    .fill(await lastSmsCode(request, phone));
  return phone;
}

async function chooseRelation(page: Page, key: string) {
  await page.getByPlaceholder(zh('profile:relationPlaceholder')).click();
  await page.getByRole('button', { name: zh(`profile:relations.${key}`) }).click();
}

test('the list shows each profile with its relation and masked phone and ID', async ({
  page,
  context,
  request,
}) => {
  await loginAs(context, request, bob.mobile);
  await page.goto(`/#/user/profileList?${H}`);
  const self = page.getByTestId('profile-list').locator('li').first();
  await expect(self).toContainText(bob.name);
  await expect(self).toContainText(zh('profile:relations.self'));
  await expect(self).toContainText('138****0002');
  await expect(self).toContainText(/3301\*{10}\d{3}[\dX]/);
});

test('add a relative with an 18-digit ID: sex and birth come from the number', async ({
  page,
  context,
  request,
}) => {
  const user = await loginAs(context, request, bob.mobile);
  await page.goto(`/#/user/addProfile?${H}`);
  await page.getByPlaceholder(zh('profile:namePlaceholder')).fill('李父');
  await page.getByPlaceholder(zh('profile:idcardPlaceholder')).fill(VALID_ID);
  await expect(page.getByText(zh('profile:sex'), { exact: true })).toHaveCount(0);
  await page.getByText(zh('profile:maritals.1'), { exact: true }).click();
  const save = page.getByRole('button', { name: zh('profile:save') });
  await save.click();
  await expect(
    page.getByText(`${zh('profile:invalid')}: ${zh('profile:relationRequired')}`),
  ).toBeVisible();
  await chooseRelation(page, 'parents');
  await save.click();
  await expect(page.getByText(zh('profile:phoneInvalid'))).toBeVisible();
  const phone = await fillPhoneAndCode(page, request);
  await save.click();

  await expect(page.getByText(zh('profile:saved'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/user/profileList\\?${H}$`));
  await expect(page.getByTestId('profile-list')).toContainText('李父');
  const added = (await profilesOf(request, user)).find((p) => p.name === '李父');
  expect(added).toMatchObject({ sex: 1, birth: '1990-03-07', relation: 'parents', idType: 0 });
  expect(phone).toMatch(/^139/);
});

test('add a relative with a passport: sex and birth are asked', async ({
  page,
  context,
  request,
}) => {
  const user = await loginAs(context, request, bob.mobile);
  await page.goto(`/#/user/addProfile?${H}`);
  await page.getByPlaceholder(zh('profile:namePlaceholder')).fill('Lily');
  await page.getByText(zh('profile:idType')).click();
  await page.getByRole('button', { name: zh('profile:idTypes.1') }).click();
  await page.getByPlaceholder(zh('profile:idcardPlaceholder')).fill('E11223344');
  await chooseRelation(page, 'child');
  await page.getByText(zh('profile:maritals.0'), { exact: true }).click();
  const save = page.getByRole('button', { name: zh('profile:save') });
  await save.click();
  await expect(page.getByText(zh('profile:sexRequired'))).toBeVisible();
  await page.getByText(zh('profile:sexes.2'), { exact: true }).click();
  await save.click();
  await expect(page.getByText(zh('profile:birthRequired'))).toBeVisible();
  await page.getByPlaceholder(zh('profile:birthPlaceholder')).click();
  await page.getByRole('button', { name: '确认' }).click();
  await fillPhoneAndCode(page, request);
  await save.click();
  await expect(page).toHaveURL(/#\/user\/profileList/);
  const added = (await profilesOf(request, user)).find((p) => p.name === 'Lily');
  expect(added).toMatchObject({ sex: 2, birth: '1980-01-01', idType: 1, relation: 'child' });
});

test('edit a relative, then unbind it after the confirmation; the self profile cannot be unbound', async ({
  page,
  context,
  request,
}) => {
  const user = await loginAs(context, request, demoUsers[0]!.mobile);
  await page.goto(`/#/user/addProfile?${H}`);
  await page.getByPlaceholder(zh('profile:namePlaceholder')).fill('王兄');
  await page.getByPlaceholder(zh('profile:idcardPlaceholder')).fill(VALID_ID);
  await chooseRelation(page, 'brother');
  await page.getByText(zh('profile:maritals.1'), { exact: true }).click();
  await fillPhoneAndCode(page, request);
  await page.getByRole('button', { name: zh('profile:save') }).click();
  await expect(page.getByTestId('profile-list')).toContainText('王兄');

  const relative = (await profilesOf(request, user)).find((p) => p.name === '王兄')!;
  await page
    .locator(`[data-profile="${relative.id}"]`)
    .getByRole('button', { name: zh('profile:edit') })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/user/editProfile\\?pid=${relative.id}`));
  await expect(page.getByPlaceholder(zh('profile:phonePlaceholder'))).toHaveCount(0);
  await page.getByPlaceholder(zh('profile:namePlaceholder')).fill('王大哥');
  await page.getByRole('button', { name: zh('profile:save') }).click();
  await expect(page.getByTestId('profile-list')).toContainText('王大哥');

  await page
    .locator(`[data-profile="${relative.id}"]`)
    .getByRole('button', { name: zh('profile:edit') })
    .click();
  await page.getByRole('button', { name: zh('profile:unbind') }).click();
  await expect(page.getByText(zh('profile:unbindConfirmMessage'))).toBeVisible();
  await page
    .locator('.rv-dialog')
    .getByRole('button', { name: zh('profile:unbind') })
    .click();
  await expect(page.getByText(zh('profile:unbound'))).toBeVisible();
  await expect(page).toHaveURL(/#\/user\/profileList/);
  await expect(page.getByTestId('profile-list')).not.toContainText('王大哥');

  const self = (await profilesOf(request, user)).find((p) => p.relation === 'self')!;
  await page
    .locator(`[data-profile="${self.id}"]`)
    .getByRole('button', { name: zh('profile:edit') })
    .click();
  await page.getByRole('button', { name: zh('profile:unbind') }).click();
  await expect(page.getByText(zh('profile:cannotUnbindSelf'))).toBeVisible();
  expect((await profilesOf(request, user)).some((p) => p.id === self.id)).toBe(true);
});
