import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { demoSelfProfileId, demoToken } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { smokerSheet } from '../../test/surveySheets.ts';
import { useTestApp } from '../../test/testApp.ts';
import { SHEET_CAPS } from './sheetCaps.ts';

// Issue 28: an account stores survey sheets within a day's cap and a lifetime's.
const ctx = useTestApp();
let token: string;
let profileId: number;

beforeAll(async () => {
  token = await demoToken(ctx.app, 0);
  profileId = await demoSelfProfileId(ctx.db, 0);
});

const save = () => inject(ctx.app, api.saveSurvey, smokerSheet(profileId), token);

const sheetsOfAccount = async () =>
  (
    await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM user_surveys
        WHERE account_id = (SELECT account_id FROM user_profiles WHERE id = $1)`,
      [profileId],
    )
  )[0]!.n;

/** Copies of the account's latest sheet, saved `daysAgo` days ago. */
async function copies(n: number, daysAgo: number) {
  await ctx.db.query(
    `INSERT INTO user_surveys (hosp_id, survey_id, account_id, profile_id, name, unnormal_flag,
        survey_result, match_rule_ids, recommended_package, recommended_combo, recommended_item,
        filter_package, filter_combo, filter_item, suggestions, create_time)
     SELECT hosp_id, survey_id, account_id, profile_id, name, unnormal_flag, survey_result,
            match_rule_ids, recommended_package, recommended_combo, recommended_item,
            filter_package, filter_combo, filter_item, suggestions,
            now() - make_interval(days => $3)
       FROM (SELECT * FROM user_surveys WHERE profile_id = $1 ORDER BY id DESC LIMIT 1) s,
            generate_series(1, $2)`,
    [profileId, n, daysAgo],
  );
}

describe('caps on the survey sheets of one account', () => {
  it(`${SHEET_CAPS.perDay} a day, then a Chinese 429 and nothing stored`, async () => {
    const first = await save();
    expect(first.status).toBe(200);
    await ctx.db.query(
      "UPDATE user_surveys SET create_time = now() - interval '2 days' WHERE profile_id = $1",
      [profileId],
    );
    for (let i = 0; i < SHEET_CAPS.perDay; i++) expect((await save()).status).toBe(200);
    const stored = await sheetsOfAccount();
    expect(await save()).toMatchObject({
      status: 429,
      body: { code: 429, msg: '今天提交的问卷已达上限（20 份），请明天再填写' },
    });
    expect(await sheetsOfAccount()).toBe(stored);
  });

  it(`${SHEET_CAPS.total} in all, then a Chinese refusal`, async () => {
    await ctx.db.query(
      "UPDATE user_surveys SET create_time = now() - interval '2 days' WHERE profile_id = $1",
      [profileId],
    );
    await copies(SHEET_CAPS.total - 1 - (await sheetsOfAccount()), 3);
    expect((await save()).status).toBe(200);
    expect(await save()).toMatchObject({
      status: 409,
      body: { msg: '您的问卷记录已达上限（500 份），如需继续评估请联系体检中心' },
    });
    expect(await sheetsOfAccount()).toBe(SHEET_CAPS.total);
  });
});
