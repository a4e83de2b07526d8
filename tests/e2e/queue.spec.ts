import type { APIRequestContext, Page } from '@playwright/test';
import { demoUsers } from '../../server/seeds/seedData.ts';
import { DEMO_PLAN, DEMO_VISITS, QUEUE_MSG } from '../../server/modules/queue/index.ts';
import { MINUTES_PER_PERSON, QUEUE_POLL_MS, QUEUE_RECORD_TTL_MS } from '../../src/rules/queue.ts';
import { apiData, expect, H, login, test, zh } from './fixtures.ts';

// The page runs on Playwright's clock; the server's clock is real, so the journeys move a
// patient's check-in through the test window and let the server's simulation answer.

interface Visit {
  examNo: string;
  mobile: string;
  authKey: string;
}

const [zhang, li] = [demoUsers[0]!, demoUsers[1]!];
const first = DEMO_PLAN[0];
const place = (n: number) => zh('queue:board.place').replace('{{place}}', String(n));
const minutes = (n: number) => zh('queue:board.waitMinutes').replace('{{count}}', String(n));

const freshVisit = (request: APIRequestContext) =>
  apiData<Visit>(request.post('/api/dev/queue/visit', { data: { minutesAgo: 0 } }));

const checkIn = (request: APIRequestContext, examno: string, minutesAgo: number) =>
  apiData<null>(request.post('/api/dev/queue/checkIn', { data: { examno, minutesAgo } }));

/** As a locked phone or a background tab does: the state and its event. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** Counts the state page's questions to the server. */
function countAsks(page: Page) {
  const counter = { n: 0 };
  page.on('request', (r) => {
    if (r.url().includes('/api/queue/queryState')) counter.n += 1;
  });
  return counter;
}

/** A toast of these words (the live region repeats them for screen readers). */
const toast = (page: Page, text: string) => page.locator('.rv-toast').filter({ hasText: text });

const storedRecord = (page: Page) => page.evaluate(() => localStorage.getItem('queueUser'));

async function enterByLink(page: Page, v: Visit) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(`/#/queue/login?${H}&examno=${v.examNo}&authkey=${v.authKey}`);
  await expect(page).toHaveURL(/#\/queue\/state/);
}

test('the link logs in; the position moves at each 10 s refresh; hidden, nothing is asked', async ({
  page,
  request,
}) => {
  const v = await freshVisit(request);
  const asks = countAsks(page);
  await enterByLink(page, v);
  const position = page.getByTestId('queue-position');
  await expect(position).toHaveText(place(first.ahead));
  await expect(page.getByTestId('queue-room')).toHaveText(first.room);
  // The list says what the card says: the current room's task is queued, not yet examined.
  const firstTask = page.getByTestId('queue-task').first();
  await expect(firstTask).toContainText(first.task);
  await expect(firstTask).toContainText(zh('queue:board.status.queued'));
  await expect(page.getByTestId('queue-wait')).toHaveText(
    minutes(first.ahead * MINUTES_PER_PERSON),
  );
  // The record the link made: key, exam number, masked phone, expiry 24 h on.
  const record = JSON.parse((await storedRecord(page))!) as Record<string, unknown>;
  expect(record).toMatchObject({
    examNo: v.examNo,
    mobile: `${v.mobile.slice(0, 3)}****${v.mobile.slice(-4)}`,
  });
  expect(record.expire).toBe((await page.evaluate(() => Date.now())) + QUEUE_RECORD_TTL_MS);
  expect(asks.n).toBe(1);

  // One person ahead went in; the page learns it at its next refresh, not before.
  await checkIn(request, v.examNo, MINUTES_PER_PERSON);
  await page.clock.runFor(QUEUE_POLL_MS - 1_000);
  expect(asks.n).toBe(1);
  await expect(position).toHaveText(place(first.ahead));
  await page.clock.runFor(1_000);
  await expect(position).toHaveText(place(first.ahead - 1));
  expect(asks.n).toBe(2);
  await checkIn(request, v.examNo, 2 * MINUTES_PER_PERSON);
  await page.clock.runFor(QUEUE_POLL_MS);
  await expect(position).toHaveText(place(first.ahead - 2));

  // Locked phone: a minute passes and nothing is asked, though the line has moved.
  await setVisibility(page, 'hidden');
  await checkIn(request, v.examNo, first.ahead * MINUTES_PER_PERSON);
  await page.clock.runFor(6 * QUEUE_POLL_MS);
  expect(asks.n).toBe(3);
  await expect(position).toHaveText(place(first.ahead - 2));

  // Unlocked: asked at once, and every 10 s again; 0 reads as being examined.
  await setVisibility(page, 'visible');
  await expect(position).toHaveText(zh('queue:board.examining'));
  await expect(firstTask).toContainText(zh('queue:board.status.examining'));
  await expect(firstTask).not.toContainText(zh('queue:board.status.queued'));
  expect(asks.n).toBe(4);
  await expect(page.getByTestId('queue-wait')).toHaveText(minutes(0));
  await page.clock.runFor(QUEUE_POLL_MS);
  await expect.poll(() => asks.n).toBe(5);
});

test('an expired record returns to the queue login with the message, and is cleared', async ({
  page,
  request,
}) => {
  const v = await freshVisit(request);
  await enterByLink(page, v);
  await expect(page.getByTestId('queue-position')).toHaveText(place(first.ahead));
  await page.clock.fastForward(QUEUE_RECORD_TTL_MS);
  await expect(page).toHaveURL(/#\/queue\/login/);
  await expect(page.getByTestId('queue-login-notice')).toHaveText(zh('queue:login.expired'));
  expect(await storedRecord(page)).toBeNull();
});

test('exam number and phone log in (today only); a failed refresh returns to the login', async ({
  page,
  request,
}) => {
  const v = await freshVisit(request);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(`/#/queue/login?${H}`);
  const submit = page.getByRole('button', { name: zh('queue:login.submit') });
  await submit.click();
  await expect(toast(page, zh('queue:login.examNoRequired'))).toBeVisible();

  // Tomorrow's visit of a demo patient: today's queue only.
  const tomorrow = DEMO_VISITS.find((d) => d.day === 1)!;
  await page.getByPlaceholder(zh('queue:login.examNoPlaceholder')).fill(tomorrow.examNo);
  await page.getByPlaceholder(zh('queue:login.phonePlaceholder')).fill(tomorrow.mobile);
  await submit.click();
  await expect(toast(page, QUEUE_MSG.notToday)).toBeVisible();
  // A wrong phone: the spec's queue login failure.
  await page.getByPlaceholder(zh('queue:login.examNoPlaceholder')).fill(v.examNo);
  await page.getByPlaceholder(zh('queue:login.phonePlaceholder')).fill('13700000000');
  await submit.click();
  await expect(toast(page, QUEUE_MSG.loginFailed)).toBeVisible();

  await page.getByPlaceholder(zh('queue:login.phonePlaceholder')).fill(v.mobile);
  await submit.click();
  await expect(page).toHaveURL(/#\/queue\/state/);
  await expect(page.getByTestId('queue-position')).toHaveText(place(first.ahead));

  // The network drops at a refresh: record cleared, back at the login with the message.
  await page.route('**/api/queue/queryState', (route) => route.abort());
  await page.clock.runFor(QUEUE_POLL_MS);
  await expect(page).toHaveURL(/#\/queue\/login/);
  await expect(page.getByTestId('queue-login-notice')).toHaveText(zh('queue:login.failed'));
  expect(await storedRecord(page)).toBeNull();
});

test('a wrong link key stays at the login with the message', async ({ page, request }) => {
  const v = await freshVisit(request);
  await page.goto(`/#/queue/login?${H}&examno=${v.examNo}&authkey=wrong-key`);
  await expect(page.getByTestId('queue-login-notice')).toHaveText(QUEUE_MSG.loginFailed);
  await expect(page).toHaveURL(/#\/queue\/login/);
});

test('my exam queue shows the account’s own visit; another account has none', async ({
  page,
  request,
}) => {
  // Checked in as the seed has it, whatever earlier journeys or the run's length did to it.
  await checkIn(request, DEMO_VISITS[0].examNo, DEMO_VISITS[0].minutesAgo);
  await login(page, zhang, { via: 'api' });
  await page.goto(`/#/queue?${H}`);
  const board = page.getByTestId('queue-board');
  await expect(board).toContainText(zhang.name);
  await expect(board).toContainText(DEMO_VISITS[0].examNo);
  await expect(page.getByTestId('queue-task')).toHaveCount(DEMO_PLAN.length);
  await expect(page.getByTestId('queue-task').first()).toContainText(first.remark);
  await page
    .getByText(new RegExp(`^${zh('queue:board.tabDone').replace('{{count}}', '\\d+')}$`))
    .click();
  await expect(page.getByText(zh('queue:board.noDone'))).toBeVisible();

  await page.context().clearCookies();
  await login(page, li, { via: 'api' });
  await page.goto(`/#/queue?${H}`);
  await page.reload();
  await expect(page.getByTestId('error-state')).toContainText(QUEUE_MSG.noQueueToday);
  await expect(page.getByText(zhang.name)).toHaveCount(0);
});

test('the guide sheet: the person, the exam, the items, the barcode drawn after 1.5 s', async ({
  page,
  request,
}) => {
  await checkIn(request, DEMO_VISITS[0].examNo, DEMO_VISITS[0].minutesAgo);
  await login(page, zhang, { via: 'api' });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(`/#/guideline?${H}`);
  const sheet = page.getByTestId('guide-sheet');
  const visit = DEMO_VISITS[0];
  for (const text of [
    zhang.name,
    visit.examNo,
    '138****0001',
    visit.company,
    visit.batch,
    visit.packageName,
  ])
    await expect(sheet).toContainText(text);
  const items = page.getByTestId('guide-item');
  await expect(items).toHaveCount(DEMO_PLAN.length);
  await expect(items.nth(1)).toContainText(DEMO_PLAN[1].notice);
  await expect(items.nth(1)).toContainText(zh('queue:guide.status.notQueued'));

  const barcode = page.getByTestId('barcode');
  await page.clock.runFor(1_499);
  await expect(barcode.locator('rect')).toHaveCount(0);
  await page.clock.runFor(1);
  const bar = barcode.locator('g rect').first();
  await expect(bar).toHaveAttribute('height', '70');
  expect(Number(await bar.getAttribute('width')) % 1.5).toBe(0);
  await expect(barcode).toContainText(visit.examNo);
});

test('the guide sheet of an account without an exam today toasts the server message', async ({
  page,
}) => {
  await login(page, li, { via: 'api' });
  await page.goto(`/#/guideline?${H}`);
  await expect(toast(page, QUEUE_MSG.noExamInfo)).toBeVisible();
  await expect(page.getByTestId('guide-sheet')).toHaveCount(0);
});

test('the home menu opens the real queue and guide pages when the branch shows them', async ({
  page,
}) => {
  // The open branch hides both (status 2, missing); this branch's list shows them.
  await page.route('**/api/Hosp/homePageModules*', (route) =>
    route.fulfill({
      json: {
        code: 200,
        msg: 'success',
        data: [
          { code: 'queue', name: '排队叫号', status: 1 },
          { code: 'guideline', name: '电子导检单', status: 1 },
        ],
      },
    }),
  );
  await login(page, zhang, { via: 'api' });
  await page.goto(`/#/?${H}`);
  await page.getByTestId('module-queue').click();
  await expect(page).toHaveURL(/#\/queue\?/);
  await expect(page.getByTestId('queue-board')).toContainText(zhang.name);
  await page.goBack();
  await page.getByTestId('module-guideline').click();
  await expect(page).toHaveURL(/#\/guideline\?/);
  await expect(page.getByTestId('guide-sheet')).toContainText(zhang.name);
});
