import type { Page } from '@playwright/test';
import { ENDPOINTS } from '../../src/contract/endpoints.ts';
import { otherSpelling, type Spellings } from '../../src/contract/spellings.ts';

/** Which spelling the reference server's answers reach the page in. */
export type Spelling = 'contract' | 'other';

/** Each call whose answer the spec lets a backend spell otherwise, by method and path. */
const SPELLED = new Map<string, Spellings>(
  ENDPOINTS.flatMap(([, ep]) =>
    ep.spellings ? [[`${ep.method} ${ep.path.toLowerCase()}`, ep.spellings]] : [],
  ),
);

/**
 * Makes the reference server answer the page as a hospital's backend using the spec's other
 * spellings would (`orderDate`, `timeRangeId`, `name`, `xh`, `idtype`, `phone`,
 * `relationship`, `union_name`): every such answer is rewritten before the app reads it.
 * Returns the calls rewritten so far, so a journey can show it met them.
 */
export async function answerInOtherSpellings(page: Page): Promise<Set<string>> {
  const rewritten = new Set<string>();
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const key = `${request.method()} ${new URL(request.url()).pathname.toLowerCase()}`;
    const spellings = SPELLED.get(key);
    if (!spellings) return route.fallback();
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { code?: number; data?: unknown };
      if (body.code === 200) {
        body.data = otherSpelling(body.data, spellings);
        rewritten.add(key);
      }
      await route.fulfill({ response, json: body });
    } catch (err) {
      // The page went on (a new route, the test's end) while the answer was on its way:
      // nothing reads it any more. Anything else is the journey's failure.
      if (!/disposed|closed|Test ended/i.test(String(err))) throw err;
    }
  });
  return rewritten;
}
