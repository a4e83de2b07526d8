import type { Locator, Page } from '@playwright/test';
import type { CompanyAppointment, HospitalInfo } from '../../src/contract/index.ts';
import {
  healthQuestions,
  HEALTH_SURVEY_ID,
  PLAIN_SURVEY_ID,
} from '../../server/seeds/seedSurveys.ts';
import { openList, startBooking } from './companySteps.ts';
import { expect, H, login, test, zh } from './fixtures.ts';

// Issue 36, item 7: document 2's rows the app still differed from, each pinned here.

test.describe('addinMode 3 goes to the plan choice only for a group named for employee choice', () => {
  /** The mode-3 employee's appointment as still to book, under the given group name. */
  async function appointmentNamed(page: Page, groupName: string) {
    await page.route('**/api/company/appointments?*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: CompanyAppointment[] };
      const data = body.data.map((a) => ({ ...a, appointStatus: 0, groupName }));
      expect(data.map((a) => a.addinMode)).toEqual([3]);
      await route.fulfill({ response: res, json: { ...body, data } });
    });
  }

  test('a mode-3 group named otherwise goes to the date page', async ({ page }) => {
    await appointmentNamed(page, '入职体检方案');
    await openList(page, 'mode3');
    await startBooking(page);
    await expect(page).toHaveURL(/#\/company\/orderDetail\?/);
    // The group's own plan, its day still to choose.
    await expect(page.getByRole('region', { name: zh('company:chooseDate') })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('入职体检方案');
  });

  test('a mode-3 group named 任选方案 goes to the plan choice', async ({ page }) => {
    await appointmentNamed(page, '任选方案');
    await openList(page, 'mode3');
    await startBooking(page);
    await expect(page).toHaveURL(/#\/company\/groupSelect\?/);
    await expect(page.getByTestId('group-select')).toBeVisible();
  });
});

test('a failed exam-record query says 查询体检记录出错, with the server’s reason', async ({
  page,
  account,
}) => {
  await page.route('**/api/report/ExamRecords?*', (route) =>
    route.fulfill({
      status: 200,
      json: { code: 400, msg: '体检系统维护中，请稍后再试', data: null },
    }),
  );
  await login(page, account, { via: 'api' });
  await page.goto(`/#/reports?${H}`);
  const failed = page.getByTestId('records-error');
  await expect(failed.locator('.app-empty__text')).toHaveText('查询体检记录出错');
  await expect(failed.locator('.app-empty__text')).toHaveText(zh('reports:recordsError'));
  await expect(failed).toContainText('体检系统维护中，请稍后再试');
  await expect(failed.getByRole('button', { name: zh('common:actions.retry') })).toBeVisible();
});

test('a failed exam-record query without a readable reason still says 查询体检记录出错', async ({
  page,
  account,
}) => {
  await page.route('**/api/report/ExamRecords?*', (route) =>
    route.fulfill({ status: 502, body: 'Bad Gateway' }),
  );
  await login(page, account, { via: 'api' });
  await page.goto(`/#/reports?${H}`);
  await expect(page.getByTestId('records-error').locator('.app-empty__text')).toHaveText(
    '查询体检记录出错',
  );
});

test('/error shows the not-found sentence to the letter, the reason below it', async ({ page }) => {
  await page.goto('/#/');
  await expect(page).toHaveURL(/#\/error$/);
  const error = page.getByTestId('error-page');
  await expect(error.locator('.app-empty__text')).toHaveText('抱歉，你访问的页面不存在。');
  await expect(error).toContainText(zh('system:missingHospital'));
  // The same sentence as the catch-all's.
  await page.goto(`/#/no-such-page?${H}`);
  await expect(page.getByTestId('not-found-page').locator('.app-empty__text')).toHaveText(
    '抱歉，你访问的页面不存在。',
  );
});

test('the map without mapX and mapY says so for 1.5 s, then goes back by itself', async ({
  page,
}) => {
  await page.route('**/api/hosp/info?*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: HospitalInfo };
    await route.fulfill({ response: res, json: { ...body, data: { ...body.data, mapY: null } } });
  });
  // The page's clock moves only when the test says.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(`/#/packageList?${H}`);
  await expect(page.getByRole('tablist')).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '#/location';
  });
  await expect(page.getByTestId('location-unavailable')).toContainText('地图信息不可用');
  await page.clock.runFor(1499);
  await page.evaluate(() => 0);
  await expect(page).toHaveURL(/#\/location\?/);
  await expect(page.getByTestId('location-unavailable')).toBeVisible();
  await page.clock.runFor(1);
  await expect(page).toHaveURL(/#\/packageList\?/);
  await page.clock.resume();
});

/** WCAG's contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const colours = (head: Locator) =>
  head.evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor };
  });

test('the two survey types each have a background of their own, legible', async ({
  page,
  account,
}) => {
  await login(page, account, { via: 'api' });
  await page.goto(`/#/survey?${H}`);
  const head = (id: number) => page.locator(`[data-survey="${id}"] .survey-head`);
  await expect(head(HEALTH_SURVEY_ID)).toHaveAttribute('data-survey-look', 'assessment');
  await expect(head(PLAIN_SURVEY_ID)).toHaveAttribute('data-survey-look', 'questionnaire');
  await expect(head(HEALTH_SURVEY_ID)).toContainText(zh('survey:looks.assessment'));
  await expect(head(PLAIN_SURVEY_ID)).toContainText(zh('survey:looks.questionnaire'));
  const assessment = await colours(head(HEALTH_SURVEY_ID));
  const questionnaire = await colours(head(PLAIN_SURVEY_ID));
  expect(assessment).toEqual({ color: 'rgb(255, 255, 255)', background: 'rgb(15, 118, 110)' });
  expect(questionnaire).toEqual({ color: 'rgb(255, 255, 255)', background: 'rgb(29, 78, 216)' });
  for (const c of [assessment, questionnaire])
    expect(contrast(c.color, c.background)).toBeGreaterThanOrEqual(4.5);

  // The fill page wears its type's background too.
  await page.locator(`[data-survey="${PLAIN_SURVEY_ID}"]`).getByRole('button').click();
  await expect(page.getByTestId('survey-fill').locator('.survey-head')).toHaveAttribute(
    'data-survey-look',
    'questionnaire',
  );
});

test('survey progress is the question’s index over the count: 0% on the first', async ({
  page,
  account,
}) => {
  await login(page, account, { via: 'api' });
  await page.goto(`/#/survey?${H}`);
  await page.locator(`[data-survey="${HEALTH_SURVEY_ID}"]`).getByRole('button').click();
  const fill = page.getByTestId('survey-fill');
  await expect(fill.locator('.survey-head')).toHaveAttribute('data-survey-look', 'assessment');
  const bar = fill.getByRole('progressbar', { name: zh('survey:fill.progressLabel') });
  await expect(page.getByTestId('survey-progress')).toHaveText('1/14');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  // The bar drawn is the number read out: scaled to nothing.
  await expect(bar.locator('.rv-progress__portion')).toHaveCSS(
    'transform',
    'matrix(0, 0, 0, 1, 0, 0)',
  );

  const first = healthQuestions[0]!.options.find((o) => o.option_value === '3')!;
  await fill.getByRole('button', { name: first.option_text, exact: true }).click();
  await expect(page.getByTestId('survey-progress')).toHaveText('2/14');
  // 1 of 14 in whole percent.
  await expect(bar).toHaveAttribute('aria-valuenow', '7');
});
