// A questionnaire as the hospital sets it up: its questions and options, the rules that
// show a question, and the rules that recommend packages, items and advice from the answers.
import { Type, type Static } from 'typebox';
import { Nullable } from './envelope';

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

/**
 * A recommendation rule: when its expression holds, what it recommends and what it filters
 * out (a saved sheet's `filter_package/combo/item`: a CT for a woman planning a pregnancy).
 * A filter wins over a recommendation of another rule. The filter lists are optional: a
 * hospital's rules without them filter nothing.
 */
export const SurveyRule = Type.Object({
  id: Type.Integer(),
  expression: RuleExpression,
  packages: Type.Array(Type.Integer()),
  combos: Type.Array(Type.Integer()),
  items: Type.Array(Type.Integer()),
  filterPackages: Type.Optional(Type.Array(Type.Integer())),
  filterCombos: Type.Optional(Type.Array(Type.Integer())),
  filterItems: Type.Optional(Type.Array(Type.Integer())),
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
