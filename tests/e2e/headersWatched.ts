import { expect, test } from '@playwright/test';

/** How Chrome words in the console what a page's security headers blocked. */
const BLOCKED = /Content Security Policy|Refused to/;

/**
 * Playwright's test with every journey run under the server's security headers (issue 28):
 * whatever they block in any page of the journey (an inline script or handler, a picture or
 * a call to an address the Content-Security-Policy does not name, a frame, a file of the
 * wrong type under nosniff), Chrome writes to the console, and any such line fails the
 * journey. Chrome also reports each inline handler it parses into the sanitiser's inert
 * copy of a hospital's HTML, where none can run and the sanitiser drops it
 * (src/kit/sanitizeHtml.ts): that line names the sanitiser's own chunk as its source, and
 * is no block of the app's. tests/e2e/fixtures.ts extends this test.
 */
export const headersWatched = test.extend({
  page: async ({ page }, use) => {
    const blocked: string[] = [];
    page.context().on('console', (message) => {
      const text = message.text();
      const inertCopy =
        text.includes('inline event handler') && /\/sanitizeHtml[-.]/.test(message.location().url);
      if (BLOCKED.test(text) && !inertCopy) blocked.push(text);
    });
    await use(page);
    expect(blocked, 'what the security headers blocked').toEqual([]);
  },
});
