// Developer tool: screenshots of app routes at phone size in Debian's Chromium.
// Usage: tsx scripts/screenshot.ts <base-url> <out-dir> <route> [route...]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from '../tests/e2e/browser.ts';

const [base = 'http://localhost:8080', out = 'screenshots', ...routes] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ ...PHONE });
for (const [i, route] of routes.entries()) {
  await page.goto(`${base}/#${route}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const file = `${out}/${String(i + 1).padStart(2, '0')}.png`;
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  console.log(file, route);
}
await browser.close();
