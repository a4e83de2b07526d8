import type {
  SuggestionType,
  CustomizedProject,
  SaveSurveyBody,
  Survey,
  SurveyCheck,
  SurveyResponse,
  SurveySummary,
  UserSurveyDetail,
  UserSurveyEntry,
} from '../../../src/contract/index.ts';
import { surveyAge, type SurveyPerson } from '../../../src/rules/surveyRules.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { accountPage, mapPage, type Page, type PageWindow } from '../../plugins/paged.ts';
import { customizedProject, packageSurveyId, projectsNamed } from '../catalog/index.ts';
import { requireHospital } from '../hosp/index.ts';
import { profileById } from '../profiles/index.ts';
import { decideSheet } from './decide.ts';
import { SUGGESTION_TITLES, SURVEY_MSG } from './messages.ts';
import * as repo from './repository.ts';
import { checkSheetCaps } from './sheetCaps.ts';

/** A sheet saved within this many days counts as done at booking start (status 1). */
export const SHEET_FRESH_DAYS = 30;

const survey = (row: repo.SurveyRow): Survey => {
  const { enabled: _enabled, ...rest } = row;
  return rest;
};

export async function surveyInfo(q: Queryable, hospId: number): Promise<SurveySummary[]> {
  await requireHospital(q, hospId);
  return (await repo.surveysOfHosp(q, hospId)).map((s) => ({
    id: s.id,
    name: s.name,
    survey_type: s.survey_type,
    remark: s.remark,
    questionCount: s.questions.length,
  }));
}

export async function surveyDetail(q: Queryable, hospId: number, id: number): Promise<Survey> {
  const row = await repo.surveyOfHosp(q, id, hospId);
  if (!row) throw notFound(SURVEY_MSG.surveyNotFound, `survey ${id} of hospital ${hospId}`);
  return survey(row);
}

/** A bound profile of the account: the person assessed, as the rules see them. */
async function personOf(q: Queryable, accountId: number, profileId: number) {
  const p = await profileById(q, profileId);
  if (!p || p.account_id !== accountId) throw new ApiError(400, SURVEY_MSG.profileMissing);
  if (p.jlzt !== 1) throw new ApiError(400, SURVEY_MSG.profileDeleted);
  // The age as the app's sheet reads it (the rules' default without a birth date).
  const person: SurveyPerson = {
    sex: p.sex,
    age: surveyAge(p.birth, new Date()),
    marital: p.marital,
  };
  return { name: p.name, person };
}

async function responseOf(q: Queryable, sheet: repo.SheetRow) {
  const projects = await projectsNamed(q, sheet.hosp_id, {
    packages: sheet.recommended_package,
    combos: sheet.recommended_combo,
    items: sheet.recommended_item,
  });
  return { projects, suggestions: sheet.suggestions };
}

/**
 * Stores a sheet as the server's own run of the rules makes it: of the body only the
 * questionnaire, the person (a bound profile of the caller's) and the answers are read.
 * Runs in a transaction: the account's caps on sheets are counted under its lock.
 */
export async function saveSurvey(
  q: Queryable,
  accountId: number,
  body: SaveSurveyBody,
): Promise<SurveyResponse> {
  const s = await surveyDetail(q, body.hosp_id, body.survey_id);
  const { name, person } = await personOf(q, accountId, body.profile_id);
  const sheet = decideSheet(s, person, body.survey_result);
  await checkSheetCaps(q, accountId);
  const id = await repo.insertSheet(q, {
    hospId: body.hosp_id,
    surveyId: s.id,
    accountId,
    profileId: body.profile_id,
    name,
    sheet,
  });
  const projects = await projectsNamed(q, body.hosp_id, sheet.recommended);
  return { id, survey_type: s.survey_type, projects, suggestions: sheet.suggestions };
}

const entry = (s: repo.SheetEntryRow): UserSurveyEntry => ({
  id: s.id,
  survey_id: s.survey_id,
  survey_name: s.survey_name,
  name: s.name,
  create_time: s.create_time,
  user_profile_id: s.user_profile_id,
  profileActive: s.profile_active,
});

/** A page of the caller's sheets at one branch, newest first. */
export const userSurveys = async (
  q: Queryable,
  accountId: number,
  hospId: number,
  window: PageWindow,
): Promise<Page<UserSurveyEntry>> =>
  mapPage(await accountPage(q, repo.sheets, accountId, hospId, window), entry);

/** One of the caller's sheets; another account's is "not found", never shown. */
async function ownSheet(q: Queryable, accountId: number, id: number) {
  const sheet = await repo.sheetById(q, id);
  if (!sheet || sheet.account_id !== accountId)
    throw notFound(SURVEY_MSG.recordNotFound, `user survey ${id} of account ${accountId}`);
  if (!sheet.profile_active) throw new ApiError(400, SURVEY_MSG.profileDeleted);
  return sheet;
}

export async function userSurveyDetail(
  q: Queryable,
  accountId: number,
  id: number,
): Promise<UserSurveyDetail> {
  const sheet = await ownSheet(q, accountId, id);
  const { projects, suggestions } = await responseOf(q, sheet);
  return {
    ...entry(sheet),
    survey_type: sheet.survey_type,
    unnormal_flag: sheet.unnormal_flag,
    survey_result: sheet.survey_result,
    matchRuleIds: sheet.match_rule_ids,
    customized_projects: projects,
    suggestions,
  };
}

/** Booking start: 0 never filled, 1 filled within SHEET_FRESH_DAYS, 2 filled before that. */
export async function checkUserSurvey(
  q: Queryable,
  accountId: number,
  input: { hospId: number; profileId: number; packageId?: number | undefined },
): Promise<SurveyCheck> {
  await personOf(q, accountId, input.profileId);
  const named = input.packageId ? await packageSurveyId(q, input.packageId, input.hospId) : null;
  const surveyId = named !== null && (await repo.surveyEnabled(q, named)) ? named : null;
  if (surveyId === null)
    return { surveyId: null, surveyStatus: 0, surveyPostDate: null, userSurveyId: null };
  const last = await repo.latestSheet(q, input.profileId, surveyId);
  if (!last) return { surveyId, surveyStatus: 0, surveyPostDate: null, userSurveyId: null };
  return {
    surveyId,
    surveyStatus: last.days < SHEET_FRESH_DAYS ? 1 : 2,
    surveyPostDate: last.create_time,
    userSurveyId: last.id,
  };
}

/**
 * The sheet's suggestions under their headings, each heading once: two rules that advise on
 * smoking make one 吸烟建议 with both texts, in the order the rules gave them.
 */
function oneByHeading(suggestions: readonly { type: SuggestionType; suggestionText: string }[]) {
  const byType = new Map<SuggestionType, string[]>();
  for (const s of suggestions)
    byType.set(s.type, [...(byType.get(s.type) ?? []), s.suggestionText]);
  return [...byType].map(([type, texts]) => ({
    icon: type,
    title: SUGGESTION_TITLES[type],
    content: texts.join('\n'),
  }));
}

/** The tailored plan with the sheet's add-ons chosen and its suggestions shown. */
export async function planFromSheet(
  q: Queryable,
  accountId: number,
  query: { hospid: number; packageId: number; userSurveyId: number },
): Promise<CustomizedProject> {
  const sheet = await ownSheet(q, accountId, query.userSurveyId);
  if (sheet.hosp_id !== query.hospid)
    throw notFound(SURVEY_MSG.recordNotFound, `user survey ${sheet.id} of another hospital`);
  // The plan is the sheet's person's: no combo for the other sex.
  const { person } = await personOf(q, accountId, sheet.user_profile_id);
  const plan = await customizedProject(q, query.hospid, query.packageId, person.sex);
  // What the sheet's rules filter out is not offered at all (a CT before a pregnancy).
  return {
    ...plan,
    addItems: plan.addItems
      .filter((i) => !sheet.filter_item.includes(i.id))
      .map((i) => ({ ...i, isSelected: sheet.recommended_item.includes(i.id) })),
    addCombos: plan.addCombos
      .filter((c) => !sheet.filter_combo.includes(c.comboId))
      .map((c) => ({ ...c, isSelected: sheet.recommended_combo.includes(c.comboId) })),
    suggestions: oneByHeading(sheet.suggestions),
    userSurveyId: sheet.id,
  };
}
