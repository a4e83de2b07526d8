// Pre-exam questionnaires (document 2, "Surveys"): the questionnaire with its match rules and
// recommendation rules, a saved answer sheet, and the survey status at booking start.
import { Type, type Static } from 'typebox';
import { hospQuery } from './common';
import { Nullable, PositiveId } from './envelope';

export const RuleOperator = Type.Union([
  Type.Literal('='),
  Type.Literal('!='),
  Type.Literal('>'),
  Type.Literal('>='),
  Type.Literal('<'),
  Type.Literal('<='),
]);
export type RuleOperator = Static<typeof RuleOperator>;

/**
 * One test of a rule: the person's sex (1 man, 2 woman), age in years, marital status
 * (0 unmarried, 1 married, 2 other), or the answer to an earlier question (its option values).
 */
export const RuleCondition = Type.Object({
  subject: Type.Union([
    Type.Literal('sex'),
    Type.Literal('age'),
    Type.Literal('marital'),
    Type.Literal('question'),
  ]),
  /** The question whose answer is tested when subject is "question". */
  questionId: Type.Optional(Type.Integer()),
  operator: RuleOperator,
  value: Type.String(),
});
export type RuleCondition = Static<typeof RuleCondition>;

/** "all": every condition holds; "any": one is enough. */
export const RuleExpression = Type.Object({
  logic: Type.Union([Type.Literal('all'), Type.Literal('any')]),
  conditions: Type.Array(RuleCondition),
});
export type RuleExpression = Static<typeof RuleExpression>;

export const SuggestionType = Type.Union([
  Type.Literal('foods'),
  Type.Literal('sports'),
  Type.Literal('drinking'),
  Type.Literal('smoking'),
]);
export type SuggestionType = Static<typeof SuggestionType>;

export const SurveySuggestion = Type.Object({
  type: SuggestionType,
  suggestionText: Type.String(),
});
export type SurveySuggestion = Static<typeof SurveySuggestion>;

/** A recommendation rule: when its expression holds, what it recommends. */
export const SurveyRule = Type.Object({
  id: Type.Integer(),
  expression: RuleExpression,
  packages: Type.Array(Type.Integer()),
  combos: Type.Array(Type.Integer()),
  items: Type.Array(Type.Integer()),
  suggestions: Type.Array(SurveySuggestion),
});
export type SurveyRule = Static<typeof SurveyRule>;

export const SurveyOption = Type.Object({
  option_text: Type.String(),
  option_value: Type.String(),
  /** 1: choosing it clears every other option of the question ("none of these"). */
  exclusion_flag: Type.Integer(),
  /** 0 no extra text, 2 extra text required when chosen. */
  extra_text_enable: Type.Integer(),
  extra_text_tips: Nullable(Type.String()),
  /** 1: an answer worth a doctor's attention. */
  unnormal_flag: Type.Integer(),
});
export type SurveyOption = Static<typeof SurveyOption>;

export const SurveyQuestion = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** 1 single choice, 2 multiple choice, 3 free text. */
  type: Type.Integer(),
  required: Type.Boolean(),
  pic_url: Nullable(Type.String()),
  options_per_line: Type.Integer(),
  options: Type.Array(SurveyOption),
  /** Shown only when this holds; null: always shown. */
  match_rule: Nullable(RuleExpression),
});
export type SurveyQuestion = Static<typeof SurveyQuestion>;

export const Survey = Type.Object({
  id: Type.Integer(),
  hosp_id: Type.Integer(),
  name: Type.String(),
  /** 0: answers lead to recommendations; any other: a plain questionnaire. */
  survey_type: Type.Integer(),
  remark: Nullable(Type.String()),
  questions: Type.Array(SurveyQuestion),
  rules: Type.Array(SurveyRule),
});
export type Survey = Static<typeof Survey>;

/** The questionnaires of the start page, without their questions. */
export const SurveySummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  survey_type: Type.Integer(),
  remark: Nullable(Type.String()),
  questionCount: Type.Integer(),
});
export type SurveySummary = Static<typeof SurveySummary>;

/** `GET /api/survey/getSurveyInfo`. */
export const SurveyInfoQuery = hospQuery({});
/** `GET /api/survey/getSurveyDetail`. */
export const SurveyDetailQuery = hospQuery({ surveyid: PositiveId });

const AnswerText = Type.String({ maxLength: 400 });

/** One answer as the app sends it: the chosen option values, free text, extra texts. */
export const SurveyResultInput = Type.Object({
  question_id: PositiveId,
  option_value: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 30 }),
  text: Type.Optional(AnswerText),
  extra_text: Type.Optional(
    Type.Array(Type.Object({ option_value: Type.String({ maxLength: 50 }), text: AnswerText }), {
      maxItems: 30,
    }),
  ),
});
export type SurveyResultInput = Static<typeof SurveyResultInput>;

const Ids = Type.Array(Type.Integer(), { maxItems: 100 });

/**
 * `POST /api/survey/saveSurvey`. The recommendations and rule ids the original app sent are
 * accepted for compatibility and ignored: the server decides them from the answers.
 */
export const SaveSurveyBody = Type.Object({
  hosp_id: PositiveId,
  survey_id: PositiveId,
  profile_id: PositiveId,
  survey_result: Type.Array(SurveyResultInput, { maxItems: 200 }),
  recommended_package: Type.Optional(Ids),
  recommended_combo: Type.Optional(Ids),
  recommended_item: Type.Optional(Ids),
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

/** `GET /api/survey/UserSurveys`: the caller's earlier records at one branch. */
export const UserSurveysQuery = hospQuery({});
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

/** `GET /api/survey/SurveyDetail`: a stored record of the caller. */
export const UserSurveyQuery = Type.Object({ id: PositiveId });
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
 * `POST /api/survey/checkUserSurvey`. packageId is this app's addition: a package names the
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

/** `GET /api/survey/customizedProject`: the tailored plan as a user survey shapes it. */
export const SurveyPlanQuery = hospQuery({ packageid: PositiveId, usersurveyid: PositiveId });
