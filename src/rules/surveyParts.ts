// A questionnaire's parts with the defaults of a plain question (required, one option a
// line, no picture, always shown): the demo seed writes its questionnaires with them, and
// the engine's tests their cases.
import type { RuleCondition, RuleExpression, SurveyOption, SurveyQuestion } from '@/contract';

export const surveyOption = (
  value: string,
  text: string,
  more: Partial<SurveyOption> = {},
): SurveyOption => ({
  option_text: text,
  option_value: value,
  exclusion_flag: 0,
  extra_text_enable: 0,
  extra_text_tips: null,
  unnormal_flag: 0,
  ...more,
});

export const surveyQuestion = (
  id: number,
  /** 1 one choice, 2 several, 3 free text. */
  type: 1 | 2 | 3,
  title: string,
  options: SurveyOption[],
  more: Partial<SurveyQuestion> = {},
): SurveyQuestion => ({
  id,
  title,
  type,
  required: true,
  pic_url: null,
  options_per_line: 1,
  options,
  match_rule: null,
  ...more,
});

/** A condition on the person (sex, age, marital) or, with `questionId`, on an earlier answer. */
export const ruleCondition = (
  subject: RuleCondition['subject'],
  operator: RuleCondition['operator'],
  value: string,
  questionId?: number,
): RuleCondition => ({ subject, operator, value, ...(questionId ? { questionId } : {}) });

export const allOf = (...conditions: RuleCondition[]): RuleExpression => ({
  logic: 'all',
  conditions,
});
export const anyOf = (...conditions: RuleCondition[]): RuleExpression => ({
  logic: 'any',
  conditions,
});
