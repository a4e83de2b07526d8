import type { Page } from '@playwright/test';
import type {
  CustomizedProject,
  SaveSurveyBody,
  Survey,
  UserSurveyEntry,
} from '../../src/contract/index.ts';
import { planTotal } from '../../src/rules/customizedPlan.ts';
import { formatPrice } from '../../src/rules/money.ts';
import type { SurveyAnswers } from '../../src/rules/surveyRules.ts';
import { sheetOutcome } from '../../src/rules/surveySheet.ts';
import { demoUsers, OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import {
  healthQuestions,
  HEALTH_SURVEY_ID,
  OLD_SHEET_MOBILE,
} from '../../server/seeds/seedSurveys.ts';
import { checkDigitOf } from '../../src/rules/idCard.ts';
import { addRelative, apiData, expect, H, login, test, zh, type Account } from './fixtures.ts';

// The questionnaire's journeys: a full survey to its recommendation and on into a booking,
// an unfinished survey resumed after a reload, and the three dialogs at booking start.

const textOf = (questionId: number, value: string) =>
  healthQuestions.find((q) => q.id === questionId)!.options.find((o) => o.option_value === value)!
    .option_text;

/** Taps an option of the question on screen. */
const tap = (page: Page, questionId: number, value: string) =>
  page
    .getByTestId('survey-question')
    .getByRole('button', { name: textOf(questionId, value), exact: true })
    .click();

const progress = (page: Page) => page.getByTestId('survey-progress');
const next = (page: Page) => page.getByRole('button', { name: zh('survey:fill.next') }).click();
// A toast, not the live region that reads the same words to a screen reader.
const toast = (page: Page, key: string) =>
  page.locator('.rv-toast').getByText(zh(key), { exact: true });

const authed = (account: Account) => ({ headers: { authorization: `Bearer ${account.token}` } });

async function startHealthSurvey(page: Page, account: Account) {
  await login(page, account, { via: 'api' });
  await page.goto(`/#/survey?${H}`);
  await page.locator(`[data-survey="${HEALTH_SURVEY_ID}"]`).getByRole('button').click();
  await expect(progress(page)).toHaveText('1/14');
}

test('a full survey: rules skip questions, the recommendation leads into a booking with its add-ons', async ({
  page,
  request,
  account,
}) => {
  test.slow();
  await startHealthSurvey(page, account);

  // A required question says so; a single choice moves on by itself.
  await next(page);
  await expect(toast(page, 'server:survey.optionRequired')).toBeVisible();
  await tap(page, 1, '3');
  await expect(progress(page)).toHaveText('2/14');
  await tap(page, 2, '25');
  await tap(page, 3, '15');
  await tap(page, 4, '3');

  // Multiple choice toggles; the exclusive option clears the others and the other way round.
  await expect(progress(page)).toHaveText('5/14');
  const option = (value: string) =>
    page.getByRole('button', { name: textOf(5, value), exact: true });
  await tap(page, 5, 'salty');
  await tap(page, 5, 'fatty');
  await tap(page, 5, 'fatty');
  await expect(option('salty')).toHaveAttribute('aria-pressed', 'true');
  await expect(option('fatty')).toHaveAttribute('aria-pressed', 'false');
  await tap(page, 5, 'none');
  await expect(option('salty')).toHaveAttribute('aria-pressed', 'false');
  await tap(page, 5, 'salty');
  await expect(option('none')).toHaveAttribute('aria-pressed', 'false');
  await next(page);

  await tap(page, 6, '0');
  // "Other" needs its extra text: no moving on without it.
  await tap(page, 7, 'other');
  await next(page);
  await expect(toast(page, 'server:survey.extraRequired')).toBeVisible();
  await page.getByLabel('请填写疾病名称').fill('痛风');
  await next(page);
  await tap(page, 8, '2');
  // A man: the cervical screening question (9) is skipped; no exercise shows question 10.
  await expect(progress(page)).toHaveText('10/14');
  await tap(page, 10, '1');
  await tap(page, 11, '2');
  // Question 12 is for women only; 13 is required free text, at most 100 characters.
  await expect(progress(page)).toHaveText('13/14');
  await next(page);
  await expect(toast(page, 'server:survey.textRequired')).toBeVisible();
  const box = page.getByTestId('survey-question').getByRole('textbox');
  await box.fill('久'.repeat(120));
  await expect(box).toHaveValue('久'.repeat(100));
  await next(page);
  // Previous steps back through the answered questions, answers kept.
  await page.getByRole('button', { name: zh('survey:fill.prev') }).click();
  await expect(progress(page)).toHaveText('13/14');
  await expect(box).toHaveValue('久'.repeat(100));
  await next(page);
  await expect(progress(page)).toHaveText('14/14');
  await next(page);
  await expect(page.getByTestId('survey-complete')).toBeVisible();
  const saving = page.waitForRequest((r) => r.url().includes('/api/survey/saveSurvey'));
  await page.getByRole('button', { name: zh('survey:fill.submit') }).click();
  const sent = (await saving).postDataJSON() as SaveSurveyBody;

  // The recommendation: what the same rules give for these answers, as the server stored it.
  await expect(page).toHaveURL(/#\/survey\/recommend\?id=\d+/);
  const survey = await apiData<Survey>(
    request.get(`/api/survey/getSurveyDetail?hospid=${OPEN_HOSP_ID}&surveyId=${HEALTH_SURVEY_ID}`),
  );
  const one = (v: string) => ({ values: [v], text: '', extras: {} });
  const answers: SurveyAnswers = {
    1: one('3'),
    2: one('25'),
    3: one('15'),
    4: one('3'),
    5: one('salty'),
    6: one('0'),
    7: { values: ['other'], text: '', extras: { other: '痛风' } },
    8: one('2'),
    10: one('1'),
    11: one('2'),
    13: { values: [], text: '久'.repeat(100), extras: {} },
  };
  const outcome = sheetOutcome(survey, { sex: 1, age: 41, marital: 1 }, answers);
  const expected = { ...outcome.recommended, suggestions: outcome.suggestions };
  // The body was the whole saved survey of document 2, worked out by the same rules.
  expect(sent).toMatchObject({
    id: 0,
    hosp_id: OPEN_HOSP_ID,
    survey_id: HEALTH_SURVEY_ID,
    account_id: account.user.id,
    name: account.name,
    jlzt: 1,
    unnormal_flag: 1,
    survey_result: outcome.result,
    recommended_package: outcome.recommended.packages,
    recommended_combo: outcome.recommended.combos,
    recommended_item: outcome.recommended.items,
    filter_package: [],
    filter_combo: [],
    filter_item: [],
    matchRuleIds: outcome.ruleIds,
  });
  expect(sent.survey_result.find((r) => r.question_id === 1)).toMatchObject({
    question_title: healthQuestions[0]!.title,
    option_text: [textOf(1, '3')],
    unnormal_flag: 1,
  });
  const packages = page.getByTestId('survey-packages').locator('[data-project]');
  await expect(packages).toHaveCount(expected.packages.length);
  for (const id of expected.packages)
    await expect(page.locator(`[data-project="package-${id}"]`)).toBeVisible();
  const groups = page.getByTestId('survey-suggestions').locator('[data-suggestion]');
  await expect(groups).toHaveText(
    ['foods', 'sports', 'drinking', 'smoking']
      .filter((g) => expected.suggestions.some((s) => s.type === g))
      .map((g) => new RegExp(`^${zh(`server:survey.suggestions.${g}`)}`)),
  );

  // The project page lists the combos and items too.
  await page.getByRole('button', { name: zh('survey:recommend.viewProjects') }).click();
  await expect(page.getByTestId('survey-project')).toBeVisible();
  await expect(page.getByTestId('survey-combos').locator('[data-project]')).toHaveCount(
    expected.combos.length,
  );
  await expect(page.getByTestId('survey-items').locator('[data-project]')).toHaveCount(
    expected.items.length,
  );

  // Straight into the tailored plan: the sheet's add-ons chosen, its suggestions shown.
  const packageId = expected.packages[0]!;
  await page.locator(`[data-project="package-${packageId}"]`).getByRole('button').click();
  await expect(page.getByTestId('custom-project')).toBeVisible();
  const [sheet] = await apiData<UserSurveyEntry[]>(
    request.get(`/api/survey/UserSurveys?hospid=${OPEN_HOSP_ID}`, authed(account)),
  );
  const plan = await apiData<CustomizedProject>(
    request.get(
      `/api/survey/customizedProject?hospid=${OPEN_HOSP_ID}&packageid=${packageId}&usersurveyid=${sheet!.id}`,
      authed(account),
    ),
  );
  const items = plan.addItems.filter((i) => i.isSelected).map((i) => i.id);
  const combos = plan.addCombos.filter((c) => c.isSelected).map((c) => c.comboId);
  expect(items.length + combos.length).toBeGreaterThan(0);
  for (const i of plan.addItems)
    await expect(page.getByTestId(`add-item-${i.id}`).getByRole('checkbox')).toBeChecked({
      checked: i.isSelected,
    });
  await expect(page.getByText(zh('packages:custom.suggestions'))).toBeVisible();
  // Each heading once, however many rules advise under it (server test: two on smoking).
  await expect(
    page.getByTestId('custom-project').getByRole('heading', {
      name: zh('server:survey.suggestions.smoking'),
    }),
  ).toHaveCount(1);
  const total = planTotal(plan, items, combos);
  await expect(page.getByTestId('custom-total')).toHaveText(`¥${formatPrice(total)}`);

  // On into the booking: this package asks no questionnaire, so the form follows.
  await page.getByRole('button', { name: zh('packages:custom.next') }).click();
  await page.getByTestId('name-list').getByText(account.name).first().click();
  await expect(page).toHaveURL(/#\/submitOrder\?.*customized=1/);
  await expect(page.getByTestId('booking-total')).toHaveText(`¥${formatPrice(total)}`);

  // The record: who, and each answer.
  await page.goto(`/#/survey?${H}`);
  await page.locator(`[data-record="${sheet!.id}"]`).click();
  await expect(page.getByTestId('survey-detail')).toContainText(account.name);
  await expect(page.locator('[data-answer="7"]')).toContainText('痛风');
  await expect(page.locator('[data-answer="1"]')).toContainText(textOf(1, '3'));
});

test('an unfinished survey is kept on the phone: continue or restart after a reload', async ({
  page,
  account,
}) => {
  await startHealthSurvey(page, account);
  await tap(page, 1, '3');
  await tap(page, 2, '15');
  await expect(progress(page)).toHaveText('3/14');

  await page.reload();
  await expect(page.getByText(zh('survey:fill.resume'))).toBeVisible();
  await page.getByRole('button', { name: zh('survey:fill.continue') }).click();
  await expect(progress(page)).toHaveText('3/14');
  // The answers came back too: one step back shows the choice made.
  await page.getByRole('button', { name: zh('survey:fill.prev') }).click();
  await expect(page.getByRole('button', { name: textOf(2, '15'), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await page.getByRole('button', { name: zh('survey:fill.restart') }).click();
  await expect(progress(page)).toHaveText('1/14');
  await expect(page.getByRole('button', { name: textOf(1, '3'), exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // Back on the first question nothing is kept: a reload asks nothing.
  await page.reload();
  await expect(progress(page)).toHaveText('1/14');
  await expect(page.getByText(zh('survey:fill.resume'))).toHaveCount(0);
});

/** Package 4 asks the health questionnaire before it is booked. */
const PACKAGE_WITH_SURVEY = 4;

test('booking start, never filled: "go fill" or "skip"; filled lately: straight on', async ({
  page,
  account,
}) => {
  test.slow();
  await login(page, account, { via: 'api' });
  const choosePerson = async () => {
    await page.goto(`/#/namelist?packageId=${PACKAGE_WITH_SURVEY}&${H}`);
    await page.getByTestId('name-list').getByText(account.name).first().click();
  };

  await choosePerson();
  await expect(page.getByText(zh('survey:booking.notFilled'))).toBeVisible();
  await page.getByRole('button', { name: zh('survey:booking.skip'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/submitOrder\\?packageId=${PACKAGE_WITH_SURVEY}&`));
  await expect(page.getByTestId('submit-order')).toBeVisible();

  await choosePerson();
  await page.getByRole('button', { name: zh('survey:booking.fill'), exact: true }).click();
  await expect(page).toHaveURL(/#\/survey\/fill\?surveyId=1&from=personal/);
  // The shortest path: a non-smoker who drinks nothing, none of the habits or illnesses.
  await tap(page, 1, '1');
  await tap(page, 4, '1');
  await tap(page, 5, 'none');
  await next(page);
  await tap(page, 6, '4');
  await tap(page, 7, 'none');
  await next(page);
  await tap(page, 8, '2');
  await tap(page, 11, '2');
  await page.getByTestId('survey-question').getByRole('textbox').fill('久坐');
  await next(page);
  await next(page);
  await page.getByRole('button', { name: zh('survey:fill.submit') }).click();
  // From the booking flow the form follows, with the plan the answers made.
  await expect(page).toHaveURL(/#\/submitOrder\?packageId=4&profileId=\d+&customized=1/);
  await expect(page.getByTestId('submit-order')).toBeVisible();

  // Filled lately (status 1): no dialog.
  await choosePerson();
  await expect(page).toHaveURL(new RegExp(`#/submitOrder\\?packageId=${PACKAGE_WITH_SURVEY}&`));
  await expect(page.getByText(zh('survey:booking.notFilled'))).toHaveCount(0);
});

test('booking start, filled long ago: "continue booking" or "refill"', async ({ page }) => {
  const wang = demoUsers.find((u) => u.mobile === OLD_SHEET_MOBILE)!;
  await login(page, wang, { via: 'api' });
  const choosePerson = async () => {
    await page.goto(`/#/namelist?packageId=${PACKAGE_WITH_SURVEY}&${H}`);
    await page.getByTestId('name-list').getByText(wang.name).first().click();
  };

  await choosePerson();
  const asked = page.getByText(/^您已于 \d{4}-\d{2}-\d{2} 填写过健康问卷$/);
  await expect(asked).toBeVisible();
  await page.getByRole('button', { name: zh('survey:booking.continue'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/submitOrder\\?packageId=${PACKAGE_WITH_SURVEY}&`));

  await choosePerson();
  await expect(asked).toBeVisible();
  await page.getByRole('button', { name: zh('survey:booking.refill'), exact: true }).click();
  await expect(page).toHaveURL(/#\/survey\/fill\?surveyId=1&from=personal/);
  await expect(progress(page)).toHaveText('1/14');
});

test("a deleted person's record is refused; a visitor is asked to log in", async ({
  page,
  request,
  account,
}) => {
  // A record of a relative, then the relative unbound.
  const relative = await addRelative(request, account, {
    name: '周九',
    relation: 'child',
    idType: 0,
    idcard: '11010120100101001' + checkDigitOf('11010120100101001'),
    marital: 0,
  });
  const res = await request.post('/api/survey/saveSurvey', {
    ...authed(account),
    data: {
      hosp_id: OPEN_HOSP_ID,
      survey_id: 2,
      profile_id: relative.id,
      survey_result: [
        { question_id: 101, option_value: ['1'] },
        { question_id: 102, option_value: ['sms'] },
      ],
    },
  });
  expect(res.ok()).toBe(true);
  await request.post('/api/user/deleteprofile', {
    ...authed(account),
    data: { Value: relative.id },
  });

  await login(page, account, { via: 'api' });
  await page.goto(`/#/survey?${H}`);
  await page.getByTestId('survey-records').getByText('周九').click();
  await expect(toast(page, 'server:survey.profileDeleted')).toBeVisible();
  await expect(page).toHaveURL(/#\/survey\?/);

  await page.context().clearCookies();
  await page.goto('about:blank');
  await page.goto(`/#/survey?${H}`);
  await page
    .getByRole('button', { name: zh('survey:start.login') })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/login\?/);
});

test('a plain questionnaire ends on the thank-you page, back home', async ({ page, account }) => {
  await login(page, account, { via: 'api' });
  await page.goto(`/#/survey?${H}`);
  await page.locator('[data-survey="2"]').getByRole('button').click();
  await expect(progress(page)).toHaveText('1/3');
  await page.getByRole('button', { name: '能', exact: true }).click();
  await page.getByRole('button', { name: '短信', exact: true }).click();
  await next(page);
  await next(page);
  await page.getByRole('button', { name: zh('survey:fill.submit') }).click();
  await expect(page).toHaveURL(/#\/survey\/success/);
  await expect(page.getByTestId('survey-success')).toContainText('提交成功，感谢您的配合');
  await page.getByRole('button', { name: zh('survey:success.back') }).click();
  await expect(page).toHaveURL(new RegExp(`#/\\?hospid=${OPEN_HOSP_ID}$`));
});
