import type { Survey, SurveyResultRow, SurveySuggestion } from '../../../src/contract/index.ts';
import type { SheetOutcome } from '../../../src/rules/surveySheet.ts';
import { countOf, firstRow, type Queryable } from '../../db/db.ts';
import type { AccountList } from '../../plugins/paged.ts';

// All the SQL of the questionnaires and the saved sheets.

export interface SurveyRow extends Survey {
  enabled: boolean;
}

const SURVEY_COLUMNS = 'id, hosp_id, name, survey_type, remark, questions, rules, enabled';

/** The branch's questionnaires in use, in their order. */
export function surveysOfHosp(q: Queryable, hospId: number): Promise<SurveyRow[]> {
  return q.query<SurveyRow>(
    `SELECT ${SURVEY_COLUMNS} FROM surveys WHERE hosp_id = $1 AND enabled ORDER BY sort, id`,
    [hospId],
  );
}

export function surveyOfHosp(q: Queryable, id: number, hospId: number) {
  return firstRow<SurveyRow>(
    q,
    `SELECT ${SURVEY_COLUMNS} FROM surveys WHERE id = $1 AND hosp_id = $2 AND enabled`,
    [id, hospId],
  );
}

/** Whether the questionnaire is one the patient is asked (enabled). */
export async function surveyEnabled(q: Queryable, surveyId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM surveys WHERE id = $1 AND enabled', [surveyId]);
  return rows.length === 1;
}

export interface NewSheet {
  hospId: number;
  surveyId: number;
  accountId: number;
  profileId: number;
  name: string;
  sheet: SheetOutcome;
}

export async function insertSheet(q: Queryable, s: NewSheet): Promise<number> {
  const { sheet } = s;
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO user_surveys (hosp_id, survey_id, account_id, profile_id, name, unnormal_flag,
        survey_result, match_rule_ids, recommended_package, recommended_combo, recommended_item,
        filter_package, filter_combo, filter_item, suggestions)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      s.hospId,
      s.surveyId,
      s.accountId,
      s.profileId,
      s.name,
      sheet.unnormal,
      JSON.stringify(sheet.result),
      sheet.ruleIds,
      sheet.recommended.packages,
      sheet.recommended.combos,
      sheet.recommended.items,
      sheet.filtered.packages,
      sheet.filtered.combos,
      sheet.filtered.items,
      JSON.stringify(sheet.suggestions),
    ],
  );
  if (!row) throw new Error('user survey insert returned no row');
  return row.id;
}

export interface SheetRow {
  id: number;
  hosp_id: number;
  survey_id: number;
  survey_name: string;
  survey_type: number;
  account_id: number;
  user_profile_id: number;
  name: string;
  create_time: string;
  profile_active: boolean;
  unnormal_flag: number;
  survey_result: SurveyResultRow[];
  match_rule_ids: number[];
  recommended_package: number[];
  recommended_combo: number[];
  recommended_item: number[];
  filter_package: number[];
  filter_combo: number[];
  filter_item: number[];
  suggestions: SurveySuggestion[];
}

const SHEET = `SELECT u.id, u.hosp_id, u.survey_id, s.name AS survey_name, s.survey_type, u.account_id,
    u.profile_id AS user_profile_id, u.name, to_char(u.create_time, 'YYYY-MM-DD HH24:MI') AS create_time,
    (p.jlzt = 1) AS profile_active, u.unnormal_flag, u.survey_result, u.match_rule_ids,
    u.recommended_package, u.recommended_combo, u.recommended_item, u.filter_package,
    u.filter_combo, u.filter_item, u.suggestions
  FROM user_surveys u JOIN surveys s ON s.id = u.survey_id JOIN user_profiles p ON p.id = u.profile_id`;

/** What the list shows of a sheet. */
export type SheetEntryRow = Pick<
  SheetRow,
  'id' | 'survey_id' | 'survey_name' | 'name' | 'create_time' | 'user_profile_id' | 'profile_active'
>;

const MINE = 'u.account_id = $1 AND u.hosp_id = $2';

/** The account's sheets at one branch, newest first. */
export const sheets: AccountList<SheetEntryRow> = {
  rows: (q, accountId, hospId, page) =>
    q.query(
      `SELECT u.id, u.survey_id, s.name AS survey_name, u.name, u.profile_id AS user_profile_id,
              to_char(u.create_time, 'YYYY-MM-DD HH24:MI') AS create_time,
              (p.jlzt = 1) AS profile_active
         FROM user_surveys u JOIN surveys s ON s.id = u.survey_id
         JOIN user_profiles p ON p.id = u.profile_id
        WHERE ${MINE} ORDER BY u.create_time DESC, u.id DESC LIMIT $3 OFFSET $4`,
      [accountId, hospId, page.limit, page.offset],
    ),
  count: (q, accountId, hospId) =>
    countOf(q, `SELECT count(*)::int AS n FROM user_surveys u WHERE ${MINE}`, [accountId, hospId]),
};

export function sheetById(q: Queryable, id: number) {
  return firstRow<SheetRow>(q, `${SHEET} WHERE u.id = $1`, [id]);
}

/** The latest sheet of a person for one questionnaire, with its age in whole days. */
export function latestSheet(q: Queryable, profileId: number, surveyId: number) {
  return firstRow<{ id: number; create_time: string; days: number }>(
    q,
    `SELECT id, to_char(create_time, 'YYYY-MM-DD') AS create_time,
            extract(day FROM now() - create_time)::int AS days
       FROM user_surveys WHERE profile_id = $1 AND survey_id = $2
      ORDER BY create_time DESC, id DESC LIMIT 1`,
    [profileId, surveyId],
  );
}

/** How many sheets an account saved since a moment, and in all. */
export async function countSheetsOf(q: Queryable, accountId: number, since: Date) {
  const [row] = await q.query<{ since: number; total: number }>(
    `SELECT count(*) FILTER (WHERE create_time >= $2)::int AS since, count(*)::int AS total
       FROM user_surveys WHERE account_id = $1`,
    [accountId, since],
  );
  return { since: row?.since ?? 0, total: row?.total ?? 0 };
}
