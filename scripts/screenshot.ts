// Developer tool: screenshots of app routes at phone size in Debian's Chromium.
// Usage: tsx scripts/screenshot.ts <base-url> <out-dir> [options] <route> [route...]
// Options: --elder (the elder mode), --zoom (page zoom 200%: a 195 px layout at twice the
// pixels), --desktop (a 1280x800 desktop browser), --as <phone> (a demo account logged in),
// --viewport (the first screen only instead of the whole page).
import { mkdirSync } from 'node:fs';
import { chromium, request as apiRequest } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from '../tests/e2e/browser.ts';
import { apiLoginUser } from '../tests/e2e/fixtures.ts';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const elder = flag('--elder');
const zoom = flag('--zoom');
const desktop = flag('--desktop');
const firstScreen = flag('--viewport');
const as = option('--as');
const [base = 'http://localhost:8080', out = 'screenshots', ...routes] = args;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext(
  desktop
    ? { viewport: { width: 1280, height: 800 }, locale: 'zh-CN' }
    : {
        ...PHONE,
        viewport: zoom ? { width: 195, height: 422 } : PHONE.viewport,
        deviceScaleFactor: zoom ? 4 : PHONE.deviceScaleFactor,
      },
);
if (elder) await context.addInitScript(() => localStorage.setItem('elderMode', '1'));
if (as) {
  const request = await apiRequest.newContext({ baseURL: base });
  const user = await apiLoginUser(request, as);
  await context.addCookies([
    { name: 'login_user', value: encodeURIComponent(JSON.stringify(user)), url: base },
  ]);
}
const page = await context.newPage();
for (const [i, route] of routes.entries()) {
  await page.goto(`${base}/#${route}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const file = `${out}/${String(i + 1).padStart(2, '0')}.png`;
  await page.screenshot({ path: file, fullPage: !firstScreen, animations: 'disabled' });
  console.log(file, route);
}
await browser.close();
