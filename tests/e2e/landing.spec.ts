import { demoUsers, OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import { expect, login, test, zh } from './fixtures.ts';

// The seeded account bound to the simulated WeChat user and the portal's account 1: these
// journeys are about entering as it, and only read it.
const alice = demoUsers[0]!;
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('the official-account menu: OAuth, one code exchange, into the route named by state, refresh-safe', async ({
    page,
  }) => {
    const exchanges: string[] = [];
    const signatures: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/wxauth')) exchanges.push(r.url());
      if (r.url().includes('/api/wechat/jssdkSignature'))
        signatures.push(new URL(r.url()).searchParams.get('url') ?? '');
    });

    await page.goto(`/landing/wechat.html?hospid=${OPEN_HOSP_ID}&state=userCenter`);
    await expect(page).toHaveURL(
      /\/sim\/wechat\/authorize\?appid=wxdemo0000000001&redirect_uri=.*&scope=snsapi_base&state=userCenter/,
    );
    await page.getByTestId('wechat-allow-demo').click();

    await expect(page).toHaveURL(
      new RegExp(`/#/userCenter\\?externalLink=1&hospid=${OPEN_HOSP_ID}$`),
    );
    await expect(page.getByTestId('user-name')).toHaveText(alice.name);
    // Inside WeChat the app signs the JS-SDK for the page it was entered on, without the hash.
    await expect.poll(() => signatures[0]).toBe(new URL('/', page.url()).toString());
    const cookies = await page.context().cookies();
    // The OpenID stays on the server; the app holds a binding ticket for it.
    const ticket = cookies.find((c) => c.name === 'openid');
    expect(ticket?.value).toMatch(/^[\w-]{32}$/);
    expect(ticket?.value).not.toBe(alice.openId);

    // The code is gone from the URL: a refresh reloads the app, not the exchange.
    await page.reload();
    await expect(page.getByTestId('user-name')).toHaveText(alice.name);
    expect(exchanges).toHaveLength(1);
    expect(page.url()).not.toContain('code=');
  });

  test('a WeChat user with no account arrives as a visitor, OpenID kept for a later login', async ({
    page,
  }) => {
    await page.goto(`/landing/wechat.html?hospid=${OPEN_HOSP_ID}&state=userCenter`);
    await page.getByTestId('wechat-allow-new').click();
    // The code was exchanged (an OpenID, no account): on into the route named by state.
    await expect(page).toHaveURL(
      new RegExp(`/#/userCenter\\?externalLink=1&hospid=${OPEN_HOSP_ID}$`),
    );
    await expect(page.getByText(zh('account:visitor'))).toBeVisible();
    const openId = (await page.context().cookies()).find((c) => c.name === 'openid')?.value;
    expect(openId).toMatch(/^[\w-]{32}$/);

    // A second visit does not ask WeChat again: the OpenID is known.
    await page.goto(`/landing/wechat.html?hospid=${OPEN_HOSP_ID}`);
    await expect(page).toHaveURL(new RegExp(`/#/\\?hospid=${OPEN_HOSP_ID}$`));
  });
});

test('outside WeChat the menu link opens the app directly', async ({ page }) => {
  await page.goto(`/landing/wechat.html?hospid=${OPEN_HOSP_ID}&state=userCenter`);
  await expect(page).toHaveURL(
    new RegExp(`/#/userCenter\\?externalLink=1&hospid=${OPEN_HOSP_ID}$`),
  );
});

test('partner portal -> /ssoLogin landing page -> logged in at the route named by state', async ({
  page,
}) => {
  await page.goto(`/sim/portal?hospid=${OPEN_HOSP_ID}&state=orderlist`);
  await page.getByTestId('portal-ssoLogin-1').click();
  await expect(page.getByText(zh('landing:signingIn'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/#/orderlist\\?externalLink=1&hospid=${OPEN_HOSP_ID}$`));
  // An auth route: it opened, so the login took.
  await expect(page.getByTestId('order-list')).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'login_user');
  expect(decodeURIComponent(cookie?.value ?? '')).toContain(alice.mobile);
});

test('partner portal -> #/sso hash route -> the auto-login message, then the route', async ({
  page,
}) => {
  const logins: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/auth\/ssoAuth$/.test(r.url())) logins.push(r.url());
  });
  // The page's clock moves only when the test says: the door waits one second, no less.
  const start = new Date('2026-11-23T09:00:00').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(`/sim/portal?hospid=${OPEN_HOSP_ID}&state=userCenter`);
  await page.getByTestId('portal-sso-1-hash').click();
  await expect(page.getByTestId('sso-door')).toBeVisible();
  // The spec: after landing, wait 1 second, then log in.
  await page.clock.runFor(999);
  // A round trip to the page: a request it started before this is reported by now.
  await page.evaluate(() => 0);
  expect(logins).toHaveLength(0);
  await page.clock.runFor(1);
  await expect.poll(() => logins.length).toBe(1);
  await expect(page.getByText(zh('landing:autoLoginOk'))).toBeVisible();
  await page.clock.resume();
  await expect(page).toHaveURL(
    new RegExp(`/#/userCenter\\?externalLink=1&hospid=${OPEN_HOSP_ID}$`),
  );
  await expect(page.getByTestId('user-name')).toHaveText(alice.name);
});

test('a used SSO code ends at home as a visitor', async ({ page, request }) => {
  const go = await request.get(
    `/sim/portal/go?door=portal&account=1&hospid=${OPEN_HOSP_ID}&state=orderlist`,
    { maxRedirects: 0 },
  );
  const landing = String(go.headers().location);
  await page.goto(landing);
  await expect(page).toHaveURL(/#\/orderlist/);
  await page.context().clearCookies();
  await page.goto(landing);
  await expect(page).toHaveURL(new RegExp(`/#/\\?hospid=${OPEN_HOSP_ID}$`));
});

for (const evil of ['https://evil.example', '//evil.example', 'javascript:alert(1)']) {
  test(`SSO state ${evil} ends inside the app`, async ({ page }) => {
    await page.goto(
      `/sim/portal/go?door=sso&account=1&hospid=${OPEN_HOSP_ID}&state=${encodeURIComponent(evil)}`,
    );
    await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+/#/\\?hospid=${OPEN_HOSP_ID}$`));
  });

  test(`login redirect ${evil} ends inside the app`, async ({ page }) => {
    await login(page, alice, { redirect: evil });
    await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+/#/\\?hospid=${OPEN_HOSP_ID}$`));
  });
}
