import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from './tests/e2e/browser.ts';
import type { Spelling } from './tests/e2e/otherSpellings.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig<{ spelling: Spelling }>({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 8_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  projects: [
    { name: 'journeys' },
    // A hospital's backend may spell a schedule day, a time range, a package, a profile and a
    // union branch the spec's other way (issue 26): the journeys that read them run again with
    // every such answer rewritten (tests/e2e/otherSpellings.ts).
    {
      name: 'other-spellings',
      use: { spelling: 'other' },
      grep: [
        /book for a relative, pay on the cashier/,
        /a tailored plan: add-on items/,
        /addinMode 0: notice, date and time/,
        /the union chooser lists both branches/,
      ],
    },
  ],
  use: {
    ...PHONE,
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The journeys run against the server started exactly as `npm start` starts it, on a
  // database of its own (one per port, so two runs never share one) that starts empty
  // every run. Every journey's account asks for an
  // SMS code from this one machine, so the per-address hourly SMS limit (20, for a family
  // on one network) is raised, and a phone waits 2 s between codes instead of a minute; the
  // demo accounts log in from both workers at once, so their sessions are not capped at 20;
  // all three limits are proven by the server tests.
  webServer: {
    command: `rm -rf .data/e2e-${E2E_PORT} && PORT=${E2E_PORT} DATA_DIR=.data/e2e-${E2E_PORT} NO_QR=1 SMS_PER_ADDRESS_HOURLY=1000 SMS_COOLDOWN_SECONDS=2 SESSIONS_PER_ACCOUNT=1000 npm start`,
    url: `http://localhost:${E2E_PORT}/api/Hosp/env`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
