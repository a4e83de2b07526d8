import { beforeAll, describe, expect, it } from 'vitest';
import type { SurveyCheck, SurveyResponse } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { HEALTH_SURVEY_ID, PLAIN_SURVEY_ID } from '../../seeds/seedSurveys.ts';
import { demoSelfProfileId, demoToken } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { smokerSheet as sheetOf } from '../../test/surveySheets.ts';
import { useTestApp } from '../../test/testApp.ts';
import { SURVEY_MSG } from './messages.ts';
import type { SheetRow } from './repository.ts';

const ctx = useTestApp();
let alice: string; // 张三, a man born 1988, married
let bob: string; // 李四
let wang: string; // 王芳, with a sheet from 400 days ago
let aliceSelf: number;
let wangSelf: number;
let item: Record<string, number>;

beforeAll(async () => {
  alice = await demoToken(ctx.app, 0);
  bob = await demoToken(ctx.app, 1);
  wang = await demoToken(ctx.app, 2);
  aliceSelf = await demoSelfProfileId(ctx.db, 0);
  wangSelf = await demoSelfProfileId(ctx.db, 2);
  const rows = await ctx.db.query<{ id: number; item_code: string }>(
    'SELECT id, item_code FROM items WHERE hosp_id = 1',
  );
  item = Object.fromEntries(rows.map((r) => [r.item_code, r.id]));
});

/** 张三's sheet (a man of 38), who names gout as a past illness. */
const smokerSheet = (profileId: number) =>
  sheetOf(profileId, {
    option_value: ['other'],
    extra_text: [{ option_value: 'other', text: '痛风' }],
  });

/**
 * What a forged or stale app might claim beside the answers: another account, another
 * name, other words, no abnormal flag, other recommendations, filters and rules.
 */
const claims = {
  id: 0 as const,
  account_id: 999,
  name: '冒名',
  jlzt: 1,
  unnormal_flag: 0,
  recommended_package: [1],
  recommended_combo: [3],
  recommended_item: [1],
  filter_package: [9],
  filter_combo: [1],
  filter_item: [2],
  matchRuleIds: [99],
};
const withClaims = (sheet: ReturnType<typeof smokerSheet>) => ({
  ...sheet,
  ...claims,
  survey_result: sheet.survey_result.map((r) => ({
    ...r,
    question_title: '改过的题目',
    option_text: r.option_value.map(() => '改过的选项'),
    unnormal_flag: 0,
  })),
});

/** The stored columns the tests read; `SELECT *` carries the row as the table holds it. */
type StoredSheet = Pick<
  SheetRow,
  | 'account_id'
  | 'name'
  | 'unnormal_flag'
  | 'match_rule_ids'
  | 'recommended_package'
  | 'recommended_combo'
  | 'recommended_item'
  | 'filter_package'
  | 'filter_combo'
  | 'filter_item'
> & {
  survey_result: Array<{ question_id: number; question_title: string; option_text: string[] }>;
};
const storedSheet = async (id: number) =>
  (await ctx.db.query<StoredSheet>('SELECT * FROM user_surveys WHERE id = $1', [id]))[0]!;

/** 张三's tailored plan of a package from his latest sheet, and that sheet's id. */
async function latestPlan(packageId: number) {
  const list = await inject(ctx.app, api.userSurveys, { hospid: 1 }, alice);
  const id = list.body.data[0]!.id;
  const plan = await inject(
    ctx.app,
    api.surveyPlan,
    { hospid: 1, packageId, userSurveyId: id },
    alice,
  );
  return { id, plan };
}

describe('the questionnaire', () => {
  it('lists the branch questionnaires and answers one with its questions and rules', async () => {
    const list = await inject(ctx.app, api.surveyInfo, { hospid: 1 });
    expect(list.body.data.map((s) => s.id)).toEqual([HEALTH_SURVEY_ID, PLAIN_SURVEY_ID]);
    const detail = await inject(ctx.app, api.surveyDetail, { hospid: 1, surveyId: 1 });
    expect(detail.body.data.questions.length).toBeGreaterThanOrEqual(12);
    expect(new Set(detail.body.data.questions.map((q) => q.type))).toEqual(new Set([1, 2, 3]));
    const missing = await inject(ctx.app, api.surveyDetail, { hospid: 2, surveyId: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe(SURVEY_MSG.surveyNotFound);
  });
});

describe('POST /api/survey/saveSurvey', () => {
  it('stores the sheet its own rules make of the answers, none of the rest sent', async () => {
    const res = await inject(ctx.app, api.saveSurvey, withClaims(smokerSheet(aliceSelf)), alice);
    expect(res.status).toBe(200);
    const data = res.body.data as SurveyResponse;
    expect(data.projects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'package', id: 9 }),
        expect.objectContaining({ kind: 'combo', id: 1 }),
        expect.objectContaining({ kind: 'combo', id: 2 }),
        expect.objectContaining({ kind: 'item', id: item.CT01 }),
        expect.objectContaining({ kind: 'item', id: item.JGN01 }),
      ]),
    );
    expect(data.projects.some((p) => p.kind === 'package' && p.id === 1)).toBe(false);
    expect(data.suggestions.map((s) => s.type).sort()).toEqual(
      ['drinking', 'foods', 'smoking', 'smoking'].sort(),
    );
    const row = await storedSheet(data.id);
    const [account] = await ctx.db.query<{ id: number }>(
      'SELECT account_id AS id FROM user_profiles WHERE id = $1',
      [aliceSelf],
    );
    expect(row).toMatchObject({
      account_id: account!.id,
      name: demoUsers[0]!.name,
      // 目前吸烟 and 20 支以上 are marked abnormal in the questionnaire.
      unnormal_flag: 1,
      match_rule_ids: [1, 2, 3, 4],
      recommended_package: [9],
      recommended_combo: [2, 1],
      recommended_item: [item.CT01, item.JGN01],
      filter_package: [],
      filter_combo: [],
      filter_item: [],
    });
    expect(row.survey_result[0]).toMatchObject({
      question_id: 1,
      question_title: '您的吸烟情况是？',
      option_text: ['目前吸烟'],
      unnormal_flag: 1,
    });
  });

  it('saves the body of an app page loaded before the full body was sent', async () => {
    const res = await inject(ctx.app, api.saveSurvey, smokerSheet(aliceSelf), alice);
    expect(res.status).toBe(200);
    const row = await storedSheet((res.body.data as SurveyResponse).id);
    expect([row.match_rule_ids, row.survey_result[0]!.question_title]).toEqual([
      [1, 2, 3, 4],
      '您的吸烟情况是？',
    ]);
  });

  it('refuses a missing required answer, a missing extra text and text over 100 characters', async () => {
    const sheet = smokerSheet(aliceSelf);
    const without = (id: number) => sheet.survey_result.filter((r) => r.question_id !== id);
    const noAnswer = await inject(
      ctx.app,
      api.saveSurvey,
      { ...sheet, survey_result: without(4) },
      alice,
    );
    expect(noAnswer.status).toBe(400);
    expect(noAnswer.body.msg).toBe(`第4题：${SURVEY_MSG.optionRequired}`);
    const noExtra = await inject(
      ctx.app,
      api.saveSurvey,
      { ...sheet, survey_result: [...without(7), { question_id: 7, option_value: ['other'] }] },
      alice,
    );
    expect(noExtra.body.msg).toBe(`第7题：${SURVEY_MSG.extraRequired}`);
    const noText = await inject(
      ctx.app,
      api.saveSurvey,
      { ...sheet, survey_result: without(13) },
      alice,
    );
    expect(noText.body.msg).toBe(`第13题：${SURVEY_MSG.textRequired}`);
    const long = await inject(
      ctx.app,
      api.saveSurvey,
      {
        ...sheet,
        survey_result: [
          ...without(13),
          { question_id: 13, option_value: [], text: '久'.repeat(101) },
        ],
      },
      alice,
    );
    expect(long.body.msg).toBe(`第13题：${SURVEY_MSG.tooLong}`);
    const unknown = await inject(
      ctx.app,
      api.saveSurvey,
      { ...sheet, survey_result: [...sheet.survey_result, { question_id: 999, option_value: [] }] },
      alice,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(SURVEY_MSG.unknownQuestion);
  });

  it("refuses another account's profile and bad input with a 4xx", async () => {
    const other = await inject(ctx.app, api.saveSurvey, smokerSheet(aliceSelf), bob);
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe(SURVEY_MSG.profileMissing);
    const bad = await inject(
      ctx.app,
      api.saveSurvey,
      { ...smokerSheet(aliceSelf), survey_result: 'x' } as never,
      alice,
    );
    expect(bad.status).toBe(400);
    const huge = await inject(
      ctx.app,
      api.saveSurvey,
      { ...smokerSheet(aliceSelf), profile_id: 2 ** 40 },
      alice,
    );
    expect(huge.status).toBe(400);
    // A saved sheet is never changed: only id 0, a new one, is taken.
    const update = await inject(
      ctx.app,
      api.saveSurvey,
      { ...smokerSheet(aliceSelf), id: 5 } as never,
      alice,
    );
    expect(update.status).toBe(400);
  });
});

describe('records', () => {
  it("lists the caller's records and opens one; another account's is refused", async () => {
    const list = await inject(ctx.app, api.userSurveys, { hospid: 1 }, alice);
    expect(list.body.data.length).toBeGreaterThan(0);
    const first = list.body.data[0]!;
    expect(first).toMatchObject({ name: demoUsers[0]!.name, survey_name: '体检前健康问卷' });
    const mine = await inject(ctx.app, api.userSurveyDetail, { id: first.id }, alice);
    expect(mine.status).toBe(200);
    expect(mine.body.data.survey_result.find((r) => r.question_id === 7)).toMatchObject({
      option_text: ['其他'],
      extra_text: [{ option_value: 'other', text: '痛风' }],
    });
    const theirs = await inject(ctx.app, api.userSurveyDetail, { id: first.id }, bob);
    expect(theirs.status).toBe(404);
    expect(theirs.body.msg).toBe(SURVEY_MSG.recordNotFound);
    const plan = await inject(
      ctx.app,
      api.surveyPlan,
      { hospid: 1, packageId: 4, userSurveyId: first.id },
      bob,
    );
    expect(plan.status).toBe(404);
    expect((await inject(ctx.app, api.userSurveyDetail, { id: first.id })).status).toBe(401);
  });

  it('the tailored plan from a record chooses its add-ons and shows its suggestions', async () => {
    const { id, plan: res } = await latestPlan(1);
    expect(res.status).toBe(200);
    const chosen = res.body.data.addItems.filter((i) => i.isSelected).map((i) => i.id);
    expect(chosen.sort()).toEqual([item.CT01!, item.JGN01!].sort());
    expect(res.body.data.addCombos.filter((c) => c.isSelected).map((c) => c.comboId)).toEqual([
      1, 2,
    ]);
    expect(res.body.data.suggestions.map((s) => s.title)).toContain('吸烟建议');
    expect(res.body.data.userSurveyId).toBe(id);
  });

  it("fits the sheet's person: no combo for the other sex, each suggestion heading once", async () => {
    // 张三 is a man; package 1 is for anyone, and the branch sells a women's combo (3).
    const { plan } = await latestPlan(1);
    expect(plan.body.data.addCombos.map((c) => c.comboId)).toEqual([1, 2]);
    const open = await inject(ctx.app, api.customizedProject, { hospid: 1, packageId: 1 });
    expect(open.body.data.addCombos.map((c) => c.comboId)).toEqual([1, 2, 3]);
    const titles = plan.body.data.suggestions.map((s) => s.title);
    expect(titles).toEqual([...new Set(titles)]);
  });
});

describe('a record of a person unbound since', () => {
  it('is listed but refused with the spec message', async () => {
    const chen = await demoToken(ctx.app, 3);
    const [mother] = await ctx.db.query<{ id: number }>(
      `SELECT p.id FROM user_profiles p JOIN user_accounts a ON a.id = p.account_id
        WHERE a.mobile = $1 AND NOT p.is_self`,
      [demoUsers[3]!.mobile],
    );
    const sheet = {
      hosp_id: 1,
      survey_id: PLAIN_SURVEY_ID,
      profile_id: mother!.id,
      survey_result: [
        { question_id: 101, option_value: ['1'] },
        { question_id: 102, option_value: ['none'] },
      ],
    };
    const saved = await inject(ctx.app, api.saveSurvey, sheet, chen);
    expect(saved.status).toBe(200);
    const id = (saved.body.data as SurveyResponse).id;
    await ctx.db.query('UPDATE user_profiles SET jlzt = 0 WHERE id = $1', [mother!.id]);
    const list = await inject(ctx.app, api.userSurveys, { hospid: 1 }, chen);
    expect(list.body.data.find((r) => r.id === id)).toMatchObject({ profileActive: false });
    const res = await inject(ctx.app, api.userSurveyDetail, { id }, chen);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(SURVEY_MSG.profileDeleted);
    const again = await inject(ctx.app, api.saveSurvey, sheet, chen);
    expect(again.body.msg).toBe(SURVEY_MSG.profileDeleted);
    await ctx.db.query('UPDATE user_profiles SET jlzt = 1 WHERE id = $1', [mother!.id]);
  });
});

describe('POST /api/survey/checkUserSurvey', () => {
  const check = async (token: string, profileId: number, packageId?: number) =>
    (await inject(ctx.app, api.checkUserSurvey, { hospId: 1, profileId, packageId }, token)).body
      .data as SurveyCheck;

  it('no survey id without a package that asks one', async () => {
    expect(await check(alice, aliceSelf, 1)).toMatchObject({ surveyId: null });
    expect(await check(alice, aliceSelf)).toMatchObject({ surveyId: null });
  });
  it('1 after a recent sheet, 2 after an old one, 0 never', async () => {
    expect(await check(alice, aliceSelf, 4)).toMatchObject({ surveyId: 1, surveyStatus: 1 });
    const old = await check(wang, wangSelf, 4);
    expect(old).toMatchObject({ surveyId: 1, surveyStatus: 2 });
    expect(old.surveyPostDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await ctx.db.query('DELETE FROM user_surveys WHERE profile_id = $1', [wangSelf]);
    expect(await check(wang, wangSelf, 5)).toMatchObject({ surveyId: 1, surveyStatus: 0 });
  });
  it("refuses another account's person", async () => {
    const res = await inject(
      ctx.app,
      api.checkUserSurvey,
      { hospId: 1, profileId: aliceSelf, packageId: 4 },
      bob,
    );
    expect(res.status).toBe(400);
  });
});

describe("a rule's filter", () => {
  it('takes the CT away from a smoker planning a pregnancy: stored, not recommended, not offered', async () => {
    // 王芳, a married woman of 40: the pregnancy question (12) is hers.
    const sheet = {
      hosp_id: 1,
      survey_id: HEALTH_SURVEY_ID,
      profile_id: wangSelf,
      survey_result: [
        { question_id: 1, option_value: ['3'] },
        { question_id: 2, option_value: ['25'] },
        { question_id: 3, option_value: ['15'] },
        { question_id: 4, option_value: ['1'] },
        { question_id: 5, option_value: ['none'] },
        { question_id: 6, option_value: ['4'] },
        { question_id: 7, option_value: ['none'] },
        { question_id: 8, option_value: ['2'] },
        { question_id: 9, option_value: ['1'] },
        { question_id: 11, option_value: ['2'] },
        { question_id: 12, option_value: ['1'] },
        { question_id: 13, option_value: [], text: '久坐办公' },
      ],
    };
    const res = await inject(ctx.app, api.saveSurvey, sheet, wang);
    expect(res.status).toBe(200);
    const data = res.body.data as SurveyResponse;
    expect(data.projects.some((p) => p.kind === 'item' && p.id === item.CT01)).toBe(false);
    const row = await storedSheet(data.id);
    expect(row).toMatchObject({
      match_rule_ids: [1, 2, 14],
      recommended_package: [9],
      recommended_item: [],
      filter_item: [item.CT01],
    });
    const plan = await inject(
      ctx.app,
      api.surveyPlan,
      { hospid: 1, packageId: 1, userSurveyId: data.id },
      wang,
    );
    expect(plan.status).toBe(200);
    const offered = plan.body.data.addItems.map((i) => i.id);
    expect(offered).not.toContain(item.CT01);
    // The plan without the sheet offers it: the filter took it away.
    const open = await inject(ctx.app, api.customizedProject, { hospid: 1, packageId: 1 });
    expect(open.body.data.addItems.map((i) => i.id)).toContain(item.CT01);
  });
});
