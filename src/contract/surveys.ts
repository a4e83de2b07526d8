// Pre-exam questionnaires (document 2, "Surveys"): the questionnaire with its match rules and
// recommendation rules, a saved answer sheet, and the survey status at booking start.
import { Type, type Static } from 'typebox';
import { CustomizedProject } from './catalog';
import { endpoint } from './endpoint';
import { Survey, SurveySuggestion } from './questionnaire';
import { Nullable, PositiveId } from './envelope';
import { PAGED_SUMMARY, PageWindow } from './paging';
import * as at from './calls/surveys';

/** The questionnaires of the start page, without their questions. */
export const SurveySummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  survey_type: Type.Integer(),
  remark: Nullable(Type.String()),
  questionCount: Type.Integer(),
});
export type SurveySummary = Static<typeof SurveySummary>;

const AnswerText = Type.String({ maxLength: 400 });
/** Words the app repeats from the questionnaire: the server takes its own. */
const ShownWords = Type.String({ maxLength: 2000 });
const Flag = Type.Integer({ minimum: 0, maximum: 1 });

/**
 * One answer as the app sends it: the chosen option values, free text, extra texts, and the
 * words of the question and options with their abnormal mark (document 2's survey_result).
 * The words and the mark are optional so a page loaded before they were sent still saves.
 */
export const SurveyResultInput = Type.Object({
  question_id: PositiveId,
  question_title: Type.Optional(ShownWords),
  option_value: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 30 }),
  option_text: Type.Optional(Type.Array(ShownWords, { maxItems: 30 })),
  text: Type.Optional(AnswerText),
  extra_text: Type.Optional(
    Type.Array(Type.Object({ option_value: Type.String({ maxLength: 50 }), text: AnswerText }), {
      maxItems: 30,
    }),
  ),
  unnormal_flag: Type.Optional(Flag),
});
export type SurveyResultInput = Static<typeof SurveyResultInput>;

const Ids = Type.Array(Type.Integer({ minimum: 0, maximum: 2_147_483_647 }), { maxItems: 100 });

/**
 * A filled sheet, every field of document 2's "Saved survey": the app sends them all (its
 * test: src/domains/surveys/sheet.test.ts). The server takes the answers and the person and
 * works out the rest itself: the account from the token, the name from the profile, the
 * rows' words, flags, recommendations, filters and rule ids from its own run of the rules
 * (src/rules/surveySheet.ts). Everything but the answers is optional, so a page loaded
 * before these fields were sent still saves.
 */
export const SaveSurveyBody = Type.Object({
  /** 0: a new sheet (a saved sheet is never changed). */
  id: Type.Optional(Type.Literal(0)),
  hosp_id: PositiveId,
  survey_id: PositiveId,
  account_id: Type.Optional(PositiveId),
  profile_id: PositiveId,
  /** The person assessed. */
  name: Type.Optional(Type.String({ maxLength: 100 })),
  /** 1: a record in use. */
  jlzt: Type.Optional(Flag),
  unnormal_flag: Type.Optional(Flag),
  survey_result: Type.Array(SurveyResultInput, { maxItems: 200 }),
  recommended_package: Type.Optional(Ids),
  recommended_combo: Type.Optional(Ids),
  recommended_item: Type.Optional(Ids),
  filter_package: Type.Optional(Ids),
  filter_combo: Type.Optional(Ids),
  filter_item: Type.Optional(Ids),
  matchRuleIds: Type.Optional(Ids),
});
export type SaveSurveyBody = Static<typeof SaveSurveyBody>;

/** A recommended package, combo or item, named for display. */
export const SurveyProject = Type.Object({
  kind: Type.Union([Type.Literal('package'), Type.Literal('combo'), Type.Literal('item')]),
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Number(),
});
export type SurveyProject = Static<typeof SurveyProject>;

/** The answer of saveSurvey and the recommendation page: projects and suggestions. */
export const SurveyResponse = Type.Object({
  id: Type.Integer(),
  survey_type: Type.Integer(),
  projects: Type.Array(SurveyProject),
  suggestions: Type.Array(SurveySuggestion),
});
export type SurveyResponse = Static<typeof SurveyResponse>;

/** One of the caller's earlier records at one branch. */
export const UserSurveyEntry = Type.Object({
  id: Type.Integer(),
  survey_id: Type.Integer(),
  survey_name: Type.String(),
  /** The person assessed. */
  name: Type.String(),
  create_time: Type.String(),
  user_profile_id: Type.Integer(),
  /** False once the person's profile was unbound: the record cannot be opened. */
  profileActive: Type.Boolean(),
});
export type UserSurveyEntry = Static<typeof UserSurveyEntry>;

/** One stored answer, with the question and option words as they were when answered. */
export const SurveyResultRow = Type.Object({
  question_id: Type.Integer(),
  question_title: Type.String(),
  option_value: Type.Array(Type.String()),
  option_text: Type.Array(Type.String()),
  text: Type.String(),
  extra_text: Type.Array(Type.Object({ option_value: Type.String(), text: Type.String() })),
  unnormal_flag: Type.Integer(),
});
export type SurveyResultRow = Static<typeof SurveyResultRow>;

/** A stored record of the caller. */
export const UserSurveyDetail = Type.Object({
  ...UserSurveyEntry.properties,
  survey_type: Type.Integer(),
  unnormal_flag: Type.Integer(),
  survey_result: Type.Array(SurveyResultRow),
  matchRuleIds: Type.Array(Type.Integer()),
  customized_projects: Type.Array(SurveyProject),
  suggestions: Type.Array(SurveySuggestion),
});
export type UserSurveyDetail = Static<typeof UserSurveyDetail>;

/**
 * The survey step of booking. packageId is this app's addition: a package names the
 * questionnaire it asks before booking; without one (or a package without) no survey is asked.
 */
export const SurveyCheckInput = Type.Object({
  hospId: PositiveId,
  profileId: PositiveId,
  packageId: Type.Optional(PositiveId),
});
export const SurveyCheck = Type.Object({
  surveyId: Nullable(Type.Integer()),
  /** 0 not filled, 1 done (recently), 2 filled before. */
  surveyStatus: Type.Integer(),
  surveyPostDate: Nullable(Type.String()),
  /** The latest record of the person for this questionnaire. */
  userSurveyId: Nullable(Type.Integer()),
});
export type SurveyCheck = Static<typeof SurveyCheck>;

const HospidQuery = Type.Object({ hospid: PositiveId });
const SURVEY_PERSON_REFUSALS = ['survey.profileMissing', 'survey.profileDeleted'] as const;
const SHEET_REFUSALS = ['survey.recordNotFound', 'survey.profileDeleted'] as const;

/** The questionnaires of the start page, without their questions. */
export const surveyInfo = endpoint({
  summary:
    "The branch's questionnaires: `id`, `name`, `survey_type` (0 leads to recommendations), " +
    '`remark`, `questionCount`.',
  ...at.surveyInfo,
  access: 'public',
  query: HospidQuery,
  answer: Type.Array(SurveySummary),
  refusals: ['hospitalNotFound'],
});

export const surveyDetail = endpoint({
  summary:
    'One questionnaire with its `questions` (type 1 single, 2 multiple, 3 text; `match_rule`) ' +
    'and recommendation `rules`; 404 `survey.surveyNotFound`.',
  ...at.surveyDetail,
  access: 'public',
  query: Type.Object({ hospid: PositiveId, surveyId: PositiveId }),
  answer: Survey,
  refusals: ['survey.surveyNotFound'],
});

/** The server decides the recommendations from the answers and stores the sheet. */
export const saveSurvey = endpoint({
  summary:
    "Saves a sheet (document 2's saved survey body) for a bound profile of the caller's: " +
    'the server runs the rules (`src/rules/surveySheet.ts`) on the answers and stores its own ' +
    '`survey_result` words, `unnormal_flag`, `recommended_*`, `filter_*` and `matchRuleIds`, ' +
    'the account of the token and the name of the profile, answering `{ id, survey_type, ' +
    'projects, suggestions }`; those the app sends are not read. 400 for a missing answer, ' +
    'extra text or text over 100 characters, naming the question (`survey.atQuestion`).',
  ...at.saveSurvey,
  body: SaveSurveyBody,
  answer: SurveyResponse,
  refusals: [
    'survey.surveyNotFound',
    ...SURVEY_PERSON_REFUSALS,
    'bounds.surveyDailyCap',
    'bounds.surveyTotalCap',
    'survey.unknownQuestion',
    'survey.optionRequired',
    'survey.textRequired',
    'survey.extraRequired',
    'survey.tooLong',
  ],
});

/** The spec shows no input; the app sends the branch, as getSurveyInfo spells it. */
export const userSurveys = endpoint({
  summary:
    "The caller's sheets, newest first: `id`, `survey_id`, `survey_name`, `name` (the person), " +
    '`create_time`, `user_profile_id`, `profileActive`.' +
    PAGED_SUMMARY,
  ...at.userSurveys,
  query: Type.Object({ hospid: PositiveId, ...PageWindow }),
  answer: UserSurveyEntry,
});

export const userSurveyDetail = endpoint({
  summary:
    "One sheet of the caller's with each answer, `customized_projects` and `suggestions`; " +
    "another account's is 404, an unbound person's 400 `survey.profileDeleted`.",
  ...at.userSurveyDetail,
  query: Type.Object({ id: PositiveId }),
  answer: UserSurveyDetail,
  refusals: SHEET_REFUSALS,
});

export const checkUserSurvey = endpoint({
  summary:
    '`{ surveyId, surveyStatus, surveyPostDate, userSurveyId }`: `surveyId` is the ' +
    'questionnaire the package asks (`packages.survey_id`), null for none; status 0 never ' +
    'filled, 1 filled within 30 days, 2 earlier. `packageId` is our addition.',
  ...at.checkUserSurvey,
  body: SurveyCheckInput,
  answer: SurveyCheck,
  refusals: SURVEY_PERSON_REFUSALS,
});

/**
 * Not in the spec: the tailored plan as one of the caller's sheets shapes it, spelled as
 * getCustomizedProject; signed in and never cached, the sheet being the caller's own.
 */
export const surveyPlan = endpoint({
  summary:
    "The tailored plan with the sheet's recommended add-ons `isSelected` and its suggestions " +
    '(`icon` = type, `title`, `content`); never cached, owner-checked (404).',
  ...at.surveyPlan,
  query: Type.Object({ hospid: PositiveId, packageId: PositiveId, userSurveyId: PositiveId }),
  answer: CustomizedProject,
  refusals: ['hospitalNotFound', 'packageNotFound', ...SHEET_REFUSALS],
});
