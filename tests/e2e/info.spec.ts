import type { Page } from '@playwright/test';
import type { HospitalInfo } from '../../src/contract/index.ts';
import { mapAppUri, placeOf } from '../../src/platform/map.ts';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH } from '../../src/rules/feedback.ts';
import { REFUSAL_VALUES } from '../../src/rules/refusalValues.ts';
import {
  demoFeedback,
  demoUsers,
  OPEN_HOSP_ID,
  weappConfigs,
} from '../../server/seeds/seedData.ts';
import { apiData, expect, H, login, test, toast, zh } from './fixtures.ts';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';

/** A feedback string with the rule's bounds put in, as the page shows it. */
const withLimits = (text: string) =>
  text
    .replace('{{min}}', String(FEEDBACK_MIN_LENGTH))
    .replace('{{max}}', String(FEEDBACK_MAX_LENGTH));

const weapp = (code: string) => weappConfigs.find((c) => c.code === code)!.value;

interface BridgeCall {
  name: string;
  args: Record<string, unknown>;
}

/**
 * WeChat's native bridge, as the real weixin-js-sdk talks to it: every call is recorded
 * and answered "ok", so wx.config succeeds and wx.openLocation can be inspected.
 */
async function stubWeChatBridge(page: Page) {
  await page.addInitScript(() => {
    const calls: Array<{ name: string; args: Record<string, unknown> }> = [];
    const w = window as unknown as Record<string, unknown>;
    w.__bridgeCalls = calls;
    w.WeixinJSBridge = {
      invoke(name: string, args: Record<string, unknown>, done?: (r: object) => void) {
        calls.push({ name, args });
        done?.({ err_msg: `${name}:ok` });
      },
      on() {},
    };
  });
}

const bridgeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls);

/** Whether the seeded script or onerror handler of the notice and introduction ran. */
const seededScriptRan = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seededScriptRan?: string }).__seededScriptRan);

test.describe('outside WeChat', () => {
  test('notice and about: the hospital HTML sanitised, with the contact block', async ({
    page,
    request,
  }) => {
    const info = await apiData<HospitalInfo>(request.get(`/api/hosp/info?id=${OPEN_HOSP_ID}`));
    // The seed carries what the sanitiser must drop.
    expect(info.notice).toContain('<script>');
    expect(info.introduction).toContain('onerror=');

    await page.goto(`/#/?${H}`);
    await page.getByTestId('module-notice').click();
    await expect(page).toHaveURL(new RegExp(`#/notice\\?${H}$`));
    const notice = page.getByTestId('info-notice');
    await expect(notice.getByRole('heading', { name: '体检前注意事项' })).toBeVisible();
    await expect(notice.getByRole('listitem')).toHaveCount(4);
    await expect(notice.locator('script')).toHaveCount(0);
    const contact = page.getByTestId('info-contact');
    await expect(contact.locator(`a[href="tel:${info.phones[0]!.phoneNumber}"]`)).toBeVisible();
    await expect(contact).toContainText(info.address);
    await expect(contact).toContainText(info.openHour);
    expect(await seededScriptRan(page)).toBeUndefined();

    await page.goBack();
    await page.getByTestId('module-about').click();
    await expect(page).toHaveURL(new RegExp(`#/about\\?${H}$`));
    const about = page.getByTestId('info-introduction');
    await expect(about.getByRole('heading', { name: info.name })).toBeVisible();
    await expect(about).toContainText('康宁体检中心成立于 2008 年');
    // The centre's own picture stays; the outside one with its onerror is gone.
    await expect(about.locator('.app-html img')).toHaveCount(1);
    await expect(about.locator('[onerror]')).toHaveCount(0);
    await expect(page.getByTestId('info-contact')).toBeVisible();
    expect(await seededScriptRan(page)).toBeUndefined();
  });

  test("location: the branch's card and a navigate link to a map app", async ({
    page,
    request,
  }) => {
    const info = await apiData<HospitalInfo>(request.get(`/api/hosp/info?id=${OPEN_HOSP_ID}`));
    await page.goto(`/#/?${H}`);
    await page.getByTestId('module-location').click();
    await expect(page).toHaveURL(new RegExp(`#/location\\?${H}$`));
    const card = page.getByTestId('location-card');
    await expect(card).toContainText(info.name);
    await expect(card).toContainText(info.address);
    const go = page.getByTestId('location-navigate');
    await expect(go).toHaveText(zh('info:location.navigate'));
    const uri = mapAppUri(placeOf(info)!);
    await expect(go).toHaveAttribute('href', uri);
    expect(new URL(uri).searchParams.get('to')).toBe(`${info.mapX},${info.mapY},${info.name}`);
  });

  test('location with a tile server in the runtime config: tiles around a pin', async ({
    page,
  }) => {
    const tiles: string[] = [];
    // One deployment's config.js naming a tile server; the tiles are a 1x1 picture.
    await page.route('**/config.js', async (route) => {
      const res = await route.fetch();
      const body = `${await res.text()}\nwindow.__APP_CONFIG__.mapTileUrl = '/test-tiles/{z}/{x}/{y}.png';`;
      await route.fulfill({ response: res, body });
    });
    await page.route('**/test-tiles/**', async (route) => {
      tiles.push(new URL(route.request().url()).pathname);
      await route.fulfill({
        contentType: 'image/gif',
        body: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
      });
    });
    await page.goto(`/#/location?${H}`);
    const map = page.getByTestId('location-tiles');
    await expect(map.locator('img')).toHaveCount(9);
    await expect.poll(() => tiles.length).toBe(9);
    expect(tiles.every((t) => /^\/test-tiles\/16\/\d+\/\d+\.png$/.test(t))).toBe(true);
    await expect(page.getByTestId('location-navigate')).toBeVisible();
  });

  test('location without mapX/mapY: map info unavailable, and back', async ({ page }) => {
    await page.route('**/api/hosp/info?*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: HospitalInfo };
      await route.fulfill({ response: res, json: { ...body, data: { ...body.data, mapX: null } } });
    });
    await page.goto(`/#/packageList?${H}`);
    // The app is up (it settles its own URL at start) before going on in the same history.
    await expect(page.getByRole('tablist')).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '#/location';
    });
    const unavailable = page.getByTestId('location-unavailable');
    await expect(unavailable).toContainText(zh('info:location.unavailable'));
    await unavailable.getByRole('button', { name: zh('info:location.back') }).click();
    await expect(page).toHaveURL(/#\/packageList\?/);
  });

  test('feedback: sent, counted, listed with its status; the form checks first', async ({
    page,
    account,
  }) => {
    await login(page, account, { via: 'api' });
    await page.goto(`/#/userCenter?${H}`);
    await page.getByText(zh('account:entries.feedback'), { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/feedback\\?${H}$`));
    await expect(page.getByTestId('feedback-mine')).toContainText(zh('info:feedback.none'));

    const form = page.getByTestId('feedback-form');
    const send = form.getByRole('button', { name: zh('info:feedback.send') });
    await send.click();
    await expect(toast(page, zh('server:feedbackTypeRequired'))).toBeVisible();

    await form.getByRole('button', { name: zh('info:feedback.types.suggestion') }).click();
    const text = form.getByPlaceholder(withLimits(zh('info:feedback.contentPlaceholder')));
    await text.fill('太慢');
    await expect(page.getByTestId('feedback-counter')).toHaveText('2/500');
    await send.click();
    await expect(toast(page, zh('server:feedbackContentTooShort', REFUSAL_VALUES))).toBeVisible();

    const words = '抽血窗口排队太久，希望早上多开一个窗口。';
    await text.fill(words);
    await expect(page.getByTestId('feedback-counter')).toHaveText(`${[...words].length}/500`);
    await form.getByPlaceholder(zh('info:feedback.phonePlaceholder')).fill('13912345678');
    const saved = page.waitForResponse((r) => r.url().includes('/api/user/feedback'));
    await send.click();
    expect((await saved).status()).toBe(200);
    await expect(toast(page, zh('server:feedbackSent'))).toBeVisible();
    await expect(text).toHaveValue('');

    const item = page.getByTestId('feedback-item').first();
    await expect(item).toContainText(words);
    await expect(item.getByTestId('feedback-status')).toHaveText(zh('info:feedback.statuses.0'));
    await expect(item).toContainText(zh('info:feedback.types.suggestion'));
  });

  test("feedback: the centre's reply shows under the demo account's feedback", async ({ page }) => {
    await login(page, demoUsers[0]!, { via: 'api' });
    await page.goto(`/#/feedback?${H}`);
    const item = page.getByTestId('feedback-item').filter({ hasText: demoFeedback.content });
    await expect(item.getByTestId('feedback-status')).toHaveText(zh('info:feedback.statuses.2'));
    await expect(item.getByTestId('feedback-reply')).toContainText(demoFeedback.reply);
  });

  test('the mini program: its card and a QR code of its link to open in WeChat', async ({
    page,
  }) => {
    await page.goto(`/#/?${H}`);
    await page.getByTestId('module-weapp').click();
    await expect(page).toHaveURL(new RegExp(`#/weapp\\?${H}$`));
    const card = page.getByTestId('weapp-card');
    await expect(card.getByRole('heading', { name: weapp('weapp_name') })).toBeVisible();
    await expect(card).toContainText(weapp('weapp_intro'));
    await expect(card.getByRole('img', { name: weapp('weapp_name') })).toBeVisible();
    await expect(card.locator('wx-open-launch-weapp')).toHaveCount(0);
    const qr = page.getByTestId('weapp-qr');
    await expect(qr).toHaveAttribute('data-value', weapp('weapp_link'));
    await expect(qr.locator('svg')).toBeVisible();
    await expect(qr).toContainText(zh('info:weapp.openInWeChat'));
  });
});

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test("location: the navigate button opens WeChat's map at the branch", async ({
    page,
    request,
  }) => {
    const info = await apiData<HospitalInfo>(request.get(`/api/hosp/info?id=${OPEN_HOSP_ID}`));
    await stubWeChatBridge(page);
    await page.goto(`/#/location?${H}`);
    await page.getByTestId('location-navigate').click();
    await expect
      .poll(async () => (await bridgeCalls(page)).find((c) => c.name === 'openLocation')?.args)
      .toMatchObject({
        latitude: info.mapY,
        longitude: info.mapX,
        name: info.name,
        address: info.address,
        scale: 16,
      });
    // The page did not leave for a map app.
    await expect(page).toHaveURL(new RegExp(`#/location\\?${H}$`));
  });

  test('the mini program: the open tag, and the QR code once WeChat cannot draw it', async ({
    page,
  }) => {
    await stubWeChatBridge(page);
    await page.goto(`/#/weapp?${H}`);
    const tag = page.getByTestId('weapp-card').locator('wx-open-launch-weapp');
    await expect(tag).toHaveAttribute('username', weapp('weapp_username'));
    await expect(tag).toHaveAttribute('path', weapp('weapp_path'));
    await expect(page.getByTestId('weapp-qr')).toHaveCount(0);
    // The SDK was configured with the open tag, as WeChat needs before it draws one.
    await expect
      .poll(async () => (await bridgeCalls(page)).find((c) => c.name === 'preVerifyJSAPI')?.args)
      .toMatchObject({ verifyOpenTagList: ['wx-open-launch-weapp', 'wx-open-subscribe'] });

    await page.evaluate(() => document.dispatchEvent(new Event('WeixinOpenTagsError')));
    await expect(tag).toHaveCount(0);
    await expect(page.getByTestId('weapp-qr')).toHaveAttribute('data-value', weapp('weapp_link'));
  });
});
