// Benchmark: Lighthouse's mobile performance score of the home page, served by the
// reference server the way `npm start` serves it. DESIGN.md's bar is 95 or more.
// Usage: tsx scripts/lighthouse.ts [base-url]   (default: starts its own server)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { OPEN_HOSP_ID } from '../server/db/seedData.ts';
import { benchServer } from './benchServer.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';

const BAR = 95;
const RUNS = 3;

const { base, stop } = await benchServer(process.argv[2]);
const url = `${base}/#/?hospid=${OPEN_HOSP_ID}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const scores: number[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    scores.push(score);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    console.log(
      `run ${i + 1}: performance ${score}  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
    );
  }
} finally {
  await chrome.kill();
  await stop();
}
const median = [...scores].sort((a, b) => a - b)[Math.floor(scores.length / 2)] ?? 0;
console.log(`median performance ${median} (bar ${BAR}) for ${url}`);
process.exit(median >= BAR ? 0 : 1);
