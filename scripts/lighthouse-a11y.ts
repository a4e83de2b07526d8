// Benchmark: Lighthouse's accessibility score of home, login, the package list, the report
// centre and a report, at phone size (the reports logged in as the demo patient 张三).
// DESIGN.md's bar is 98 or more on each. Prints each score and what Lighthouse found.
// Usage: tsx scripts/lighthouse-a11y.ts [base-url]   (default: starts its own server)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { request as apiRequest } from '@playwright/test';
import type { ReportListEntry } from '../src/contract/index.ts';
import { demoUsers, OPEN_HOSP_ID } from '../server/seeds/seedData.ts';
import { apiLoginUser } from '../tests/e2e/fixtures.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';
import { benchServer } from './benchServer.ts';

const BAR = 98;
const H = `hospid=${OPEN_HOSP_ID}`;

const { base, stop } = await benchServer(process.argv[2]);
const request = await apiRequest.newContext({ baseURL: base });
const zhang = await apiLoginUser(request, demoUsers[0]!.mobile);
const headers = { authorization: `Bearer ${zhang.token}` };
const profiles = (await (await request.get('/api/user/getprofile', { headers })).json()) as {
  data: Array<{ id: number }>;
};
const exams = (await (
  await request.get(`/api/report/ExamRecords?profileId=${profiles.data[0]!.id}&${H}`, { headers })
).json()) as { data: ReportListEntry[] };
const published = exams.data.find((e) => e.reportKey);

const pages = [
  { name: 'home', url: `/#/?${H}` },
  { name: 'login', url: `/#/login?${H}` },
  { name: 'package list', url: `/#/packageList?${H}` },
  { name: 'report centre', url: `/#/reports?${H}`, login: true },
  { name: 'report', url: `/#/report?${H}&repid=${published?.tjbh ?? ''}`, login: true },
];

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
let lowest = 100;
try {
  for (const p of pages) {
    const page = await browser.newPage();
    // The session cookie the login page writes, set before Lighthouse opens the page (its
    // storage reset is off, or it would clear it).
    const domain = new URL(base).hostname;
    await browser.deleteCookie(...(await browser.cookies()));
    if (p.login) {
      await browser.setCookie({
        name: 'login_user',
        value: encodeURIComponent(JSON.stringify(zhang)),
        domain,
        path: '/',
      });
    }
    const result = await lighthouse(
      `${base}${p.url}`,
      {
        onlyCategories: ['accessibility'],
        formFactor: 'mobile',
        logLevel: 'error',
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    const score = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
    lowest = Math.min(lowest, score);
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    console.log(`${p.name.padEnd(14)} accessibility ${score}  ${failed.join(' ')}`);
    await page.close();
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  await request.dispose();
  await stop();
}
console.log(`lowest accessibility ${lowest} (bar ${BAR})`);
process.exit(lowest >= BAR ? 0 : 1);
