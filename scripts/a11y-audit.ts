// Accessibility audit: axe (WCAG 2.2 AA and target-size) on the main state of every route,
// at phone size in zh-CN, against a running server. Prints each route's violations by
// impact, the tap targets under 44 px (60 in the elder mode), and the totals.
// Usage: tsx scripts/a11y-audit.ts [base-url] [/route] [-v] [--elder] [--zoom]
// (--zoom: page zoom 200%, a 195 px wide layout at twice the pixels; --elder: the elder mode)
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, request as apiRequest } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from '../tests/e2e/browser.ts';
import { AXE_TAGS } from '../tests/e2e/axe.ts';
import { smallTargets } from '../tests/e2e/smallTargets.ts';
import { tinyTexts } from '../tests/e2e/textSizes.ts';
import { BOOKER, patientData, prepareCase, ROUTE_CASES } from '../tests/e2e/everyRoute.ts';
import { apiLoginUser, makeAccount } from '../tests/e2e/fixtures.ts';

const args = process.argv.slice(2);
const base = args.find((a) => a.startsWith('http')) ?? 'http://localhost:8080';
const only = args.find((a) => a.startsWith('/'));
const verbose = args.includes('-v');
const elder = args.includes('--elder');
const zoom = args.includes('--zoom');
const viewport = zoom ? { width: 195, height: 422 } : PHONE.viewport;
const minTarget = elder ? 60 : 44;
const request = await apiRequest.newContext({ baseURL: base });
const booker = await makeAccount(request);
const d = await patientData(request, (phone) => apiLoginUser(request, phone), booker.user);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const totals: Record<string, number> = {
  critical: 0,
  serious: 0,
  moderate: 0,
  minor: 0,
  smallTargets: 0,
  tinyTexts: 0,
};
for (const c of ROUTE_CASES) {
  if (only && c.route !== only) continue;
  const context = await browser.newContext({
    ...PHONE,
    viewport,
    deviceScaleFactor: zoom ? 4 : PHONE.deviceScaleFactor,
    baseURL: base,
  });
  if (elder) await context.addInitScript(() => localStorage.setItem('elderMode', '1'));
  await prepareCase(context, c, d, base, async (as) =>
    as === BOOKER ? booker.user : apiLoginUser(request, as),
  );
  const page = await context.newPage();
  await page.goto(c.url(d));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const byImpact: Record<string, number> = {};
  for (const v of violations) {
    byImpact[v.impact ?? 'minor'] = (byImpact[v.impact ?? 'minor'] ?? 0) + v.nodes.length;
    totals[v.impact ?? 'minor'] = (totals[v.impact ?? 'minor'] ?? 0) + v.nodes.length;
  }
  const small = await smallTargets(page, minTarget);
  const tiny = await tinyTexts(page, elder ? 15 : 12);
  totals.tinyTexts = (totals.tinyTexts ?? 0) + tiny.length;
  totals.smallTargets = (totals.smallTargets ?? 0) + small.length;
  console.log(
    c.route.padEnd(34),
    JSON.stringify(byImpact),
    violations.map((v) => v.id).join(' '),
    small.length ? `small targets: ${small.length}` : '',
    tiny.length ? `tiny texts: ${tiny.length}` : '',
  );
  if (verbose) for (const t of tiny) console.log('    text', t);
  if (verbose) for (const s of small) console.log('    target', s);
  if (verbose)
    for (const v of violations)
      for (const n of v.nodes.slice(0, 6))
        console.log('   ', v.id, n.target.join(' '), n.failureSummary?.split('\n')[1] ?? '');
  await context.close();
}
console.log('totals', JSON.stringify(totals));
await browser.close();
await request.dispose();
