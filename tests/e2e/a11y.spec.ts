import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { LoginUser } from '../../src/contract/index.ts';
import { AXE_TAGS } from './axe.ts';
import {
  BOOKER,
  patientData,
  prepareCase,
  ROUTE_CASES,
  routesWithoutCase,
  type PatientData,
  type RouteCase,
} from './everyRoute.ts';
import { apiLoginUser, expect, makeAccount, test } from './fixtures.ts';
import { layoutFaults } from './layoutFaults.ts';
import { smallTargets } from './smallTargets.ts';
import { tinyTexts } from './textSizes.ts';

// Every route of both spec documents, in its main state, as a screen reader and a finger
// meet it: axe with the WCAG 2.2 AA rules finds nothing critical or serious, and no control
// is smaller than 44x44 CSS px (60x60 in the elder mode, after the MIIT rules), and no text
// is under 12 px (18 px in the elder mode, whose every text, captions too, is at least 18 px:
// issue 38).

let booker: LoginUser;
let data: PatientData;

test.beforeAll(async ({ request }) => {
  booker = (await makeAccount(request)).user;
  data = await patientData(request, (phone) => apiLoginUser(request, phone), booker);
});

async function open(page: Page, c: RouteCase) {
  const base = test.info().project.use.baseURL ?? '';
  await prepareCase(page.context(), c, data, base, async (as) =>
    as === BOOKER ? booker : apiLoginUser(page.request, as),
  );
  await page.goto(c.url(data));
  await settle(page, c);
}

/** The main state: what the page loads has arrived and drawn. */
async function settle(page: Page, c: RouteCase) {
  await expect(page.locator(c.ready).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.rv-skeleton')).toHaveCount(0);
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

test('every route of the route table has its case', () => {
  expect(routesWithoutCase()).toEqual([]);
});

for (const c of ROUTE_CASES) {
  test(`${c.route}: nothing critical or serious for axe, targets 44x44, text 12 px`, async ({
    page,
  }) => {
    await open(page, c);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await smallTargets(page, 44)).toEqual([]);
    expect(await tinyTexts(page, 12)).toEqual([]);
    expect(await layoutFaults(page)).toEqual([]);
  });
}

test.describe('in the elder mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('elderMode', '1'));
  });
  for (const c of ROUTE_CASES) {
    test(`${c.route}: nothing critical or serious, targets 60x60, text 18 px`, async ({ page }) => {
      await open(page, c);
      await expect(page.locator('html')).toHaveClass(/\belder\b/);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await smallTargets(page, 60)).toEqual([]);
      expect(await layoutFaults(page)).toEqual([]);
      expect(await tinyTexts(page, 18)).toEqual([]);
    });
  }
});

// Issue 38's layout bar at page zoom 200% (a 390 px phone zoomed in lays out 195 px): no
// text squeezed under one character, none running out of its box or off the screen, in the
// standard mode and then the elder mode.
test.describe('at 200% zoom', () => {
  test.use({ viewport: { width: 195, height: 422 }, deviceScaleFactor: 2 });
  for (const c of ROUTE_CASES) {
    test(`${c.route}: every text laid out readably, standard and elder`, async ({ page }) => {
      await open(page, c);
      expect(await layoutFaults(page)).toEqual([]);
      await page.evaluate(() => localStorage.setItem('elderMode', '1'));
      await page.reload();
      await settle(page, c);
      await expect(page.locator('html')).toHaveClass(/\belder\b/);
      expect(await layoutFaults(page)).toEqual([]);
    });
  }
});
