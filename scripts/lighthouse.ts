// Benchmark: Lighthouse's mobile performance of the seven pages of issue 27 (home, login,
// package list, package detail, order list, report centre, report detail; the last three
// signed in as 张三, scripts/benchPages.ts), served by the reference server the way
// `npm start` serves it. Each page runs three times, the pages taking turns, so a busy
// moment of the machine falls on several pages rather than on one; the table shows each
// page's median run. Bars: a median score of 95 (home 97) and a layout shift of 0 in
// every run. Exits 1 when a page misses one.
// Usage: tsx scripts/lighthouse.ts [base-url] [--runs 3] [--pages home,login,...] [--why]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { benchServer } from './benchServer.ts';
import { benchPages, LOGIN_COOKIE, type BenchPage } from './benchPages.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Number(option('runs') ?? 3);
const only = option('pages')?.split(',');
/** Also print what shifted and which element was the largest paint, to find the cause. */
const why = args.includes('--why');
const given = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const { base, stop } = await benchServer(given);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

/**
 * A signed-in page keeps the login cookie through Lighthouse's run, so Lighthouse must not
 * reset the storage; the cache and the rest of the origin's storage are cleared here
 * instead, as Lighthouse would, and the cookie set again.
 */
async function prepare(page: BenchPage) {
  if (!page.cookie) return;
  const [tab] = await browser.pages();
  const cdp = await (tab ?? (await browser.newPage())).createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  await cdp.send('Network.setCookie', { name: LOGIN_COOKIE, value: page.cookie, url: base });
  await cdp.detach();
}

/**
 * Chrome now and then loses the start of a page load's trace (NO_NAVSTART: more often since
 * the pages answer with Cross-Origin-Opener-Policy, which swaps the tab's process on
 * navigation); such a run measured nothing and is made again, at most twice.
 */
async function measure(page: BenchPage, attempt = 1): Promise<Run> {
  try {
    return await measureOnce(page);
  } catch (err) {
    if (attempt < 3 && /NO_NAVSTART/.test((err as Error).message))
      return measure(page, attempt + 1);
    throw err;
  }
}

async function measureOnce(page: BenchPage): Promise<Run> {
  await prepare(page);
  const result = await lighthouse(`${base}/#${page.route}`, {
    port: chrome.port,
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    logLevel: 'error',
    disableStorageReset: page.cookie !== undefined,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no report for ${page.name}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
  // A signed-in page that fell back to the login form measured the wrong page.
  const landed = new URL(lhr.finalDisplayedUrl).hash.split('?')[0];
  if (landed !== `#${page.route.split('?')[0]}`) {
    throw new Error(`${page.name} ended on ${lhr.finalDisplayedUrl}, not on its route`);
  }
  if (why) explain(lhr);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The elements that shifted, and the largest paint's element and its phases. */
function explain(lhr: Report) {
  const items = (id: string) =>
    ((lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as Array<
      Record<string, unknown>
    >;
  for (const item of items('layout-shifts')) {
    const node = item.node as { snippet?: string } | undefined;
    console.log(`  shift ${Number(item.score).toFixed(3)} ${node?.snippet ?? ''}`);
  }
  for (const item of items('largest-contentful-paint-element')) {
    const rows = (item as { items?: Array<Record<string, unknown>> }).items ?? [];
    for (const row of rows) {
      const node = row.node as { snippet?: string } | undefined;
      const phase = row.phase ?? '';
      console.log(`  lcp ${node?.snippet ?? ''}${phase} ${row.timing ?? ''}`);
    }
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (runs: Run[]) => [...runs].sort((a, b) => a.score - b.score)[runs.length >> 1]!;

let failed = false;
try {
  const pages = (await benchPages(base)).filter((p) => !only || only.includes(p.name));
  const runs = new Map<string, Run[]>(pages.map((p) => [p.name, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const page of pages) {
      const run = await measure(page);
      runs.get(page.name)!.push(run);
      console.log(
        `run ${i + 1} ${page.name}: ${run.score}  FCP ${seconds(run.fcp)}  LCP ${seconds(run.lcp)}  TBT ${Math.round(run.tbt)} ms  CLS ${run.cls.toFixed(3)}`,
      );
    }
  }
  console.log(`\nLighthouse mobile, median of ${RUNS} (${base})`);
  console.log(
    `${'page'.padEnd(14)} ${'runs'.padEnd(12)} median  FCP     LCP     TBT      CLS    bar`,
  );
  for (const page of pages) {
    const all = runs.get(page.name)!;
    const mid = median(all);
    const worstShift = Math.max(...all.map((r) => r.cls));
    // CLS 0 in every run: Lighthouse shows three decimals.
    const ok = mid.score >= page.bar && worstShift < 0.0005;
    failed ||= !ok;
    console.log(
      `${page.name.padEnd(14)} ${all
        .map((r) => r.score)
        .join(' ')
        .padEnd(
          12,
        )} ${String(mid.score).padEnd(7)} ${seconds(mid.fcp).padEnd(7)} ${seconds(mid.lcp).padEnd(7)} ${`${Math.round(mid.tbt)} ms`.padEnd(8)} ${worstShift.toFixed(3)}  ${ok ? 'ok' : 'MISSED'} (${page.bar}, CLS 0)`,
    );
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  await stop();
}
process.exit(failed ? 1 : 0);
