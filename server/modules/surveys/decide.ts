import type { Survey, SurveyResultInput } from '../../../src/contract/index.ts';
import {
  answerProblem,
  expressionHolds,
  type SurveyAnswers,
  type SurveyPerson,
} from '../../../src/rules/surveyRules.ts';
import { sheetOutcome, type SheetOutcome } from '../../../src/rules/surveySheet.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { atQuestionMsg, SURVEY_MSG } from './messages.ts';

// The server's side of a saved sheet, without the database: the answers the app sent (the
// chosen values and texts of each row), read against the questionnaire, checked question by
// question on the path the rules take, and the sheet the same rules make of them (rows with
// the questionnaire's own words, flags, recommendations, filters, rule ids). Nothing else
// the app sends is used: the same engine on the same answers gives the same sheet, and a
// sheet that differs was either made against a questionnaire changed since it was loaded
// (the patient's answers still count) or forged (what it claims must not be stored).

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

/** Checks every question shown on the path and makes the sheet of the answers. */
export function decideSheet(
  survey: Survey,
  person: SurveyPerson,
  result: readonly SurveyResultInput[],
): SheetOutcome {
  const answers = answersFromResult(survey, result);
  const kept: SurveyAnswers = {};
  survey.questions.forEach((q, index) => {
    if (!expressionHolds(q.match_rule, person, kept)) return;
    const a = answers[q.id];
    const problem = answerProblem(q, a);
    if (problem) throw new ApiError(400, atQuestionMsg(index + 1, SURVEY_MSG[problem]));
    if (a && (a.values.length > 0 || a.text.trim() !== '')) kept[q.id] = a;
  });
  return sheetOutcome(survey, person, kept);
}
