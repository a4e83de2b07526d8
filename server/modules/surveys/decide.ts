import type { Survey, SurveyResultInput, SurveyResultRow } from '../../../src/contract/index.ts';
import {
  answerProblem,
  effectiveAnswers,
  expressionHolds,
  recommend,
  type Recommendation,
  type SurveyAnswers,
  type SurveyPerson,
} from '../../../src/rules/surveyRules.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { atQuestionMsg, SURVEY_MSG } from './messages.ts';

// The server's side of a saved sheet, without the database: the answers the app sent, read
// against the questionnaire, checked question by question on the path the rules take, and
// the recommendations the same rules give. Nothing the app says it recommends is used.

/** The answers as the rule engine reads them; a question the survey lacks, or twice, is refused. */
export function answersFromResult(survey: Survey, result: readonly SurveyResultInput[]) {
  const answers: SurveyAnswers = {};
  for (const r of result) {
    if (!survey.questions.some((q) => q.id === r.question_id) || answers[r.question_id])
      throw new ApiError(400, SURVEY_MSG.unknownQuestion);
    const extras: Record<string, string> = {};
    for (const e of r.extra_text ?? []) extras[e.option_value] = e.text;
    answers[r.question_id] = { values: [...r.option_value], text: r.text ?? '', extras };
  }
  return answers;
}

export interface Decision {
  recommendation: Recommendation;
  rows: SurveyResultRow[];
  unnormal: number;
}

/** Checks every question shown on the path and decides what the answers recommend. */
export function decideSheet(
  survey: Survey,
  person: SurveyPerson,
  result: readonly SurveyResultInput[],
): Decision {
  const answers = answersFromResult(survey, result);
  const kept: SurveyAnswers = {};
  const rows: SurveyResultRow[] = [];
  let unnormal = 0;
  survey.questions.forEach((q, index) => {
    if (!expressionHolds(q.match_rule, person, kept)) return;
    const a = answers[q.id];
    const problem = answerProblem(q, a);
    if (problem) throw new ApiError(400, atQuestionMsg(index + 1, SURVEY_MSG[problem]));
    if (!a || (a.values.length === 0 && a.text.trim() === '')) return;
    kept[q.id] = a;
    const chosen = q.options.filter((o) => a.values.includes(o.option_value));
    const flag = chosen.some((o) => o.unnormal_flag === 1) ? 1 : 0;
    unnormal ||= flag;
    rows.push({
      question_id: q.id,
      question_title: q.title,
      option_value: chosen.map((o) => o.option_value),
      option_text: chosen.map((o) => o.option_text),
      text: q.type === 3 ? a.text.trim() : '',
      extra_text: chosen
        .filter((o) => o.extra_text_enable === 2)
        .map((o) => ({
          option_value: o.option_value,
          text: (a.extras[o.option_value] ?? '').trim(),
        })),
      unnormal_flag: flag,
    });
  });
  // The same rules on the same answers: effectiveAnswers gives what `kept` holds.
  const recommendation = recommend(
    survey,
    person,
    effectiveAnswers(survey.questions, person, kept),
  );
  return { recommendation, rows, unnormal };
}
