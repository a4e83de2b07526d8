// The questionnaire's refusals and headings: the `survey` group of locales/zh-CN/server.json
// (see plugins/words.ts).
import { fillGroup, template, WORDS } from '../../plugins/words.ts';

const { suggestions, atQuestion, ...survey } = WORDS.survey;

export const SURVEY_MSG = fillGroup(survey);

const atQuestionText = template(atQuestion, ['number', 'refusal']);

/** A refusal about one question, numbered from 1 as the patient sees them. */
export const atQuestionMsg = (number: number, refusal: string) =>
  atQuestionText({ number, refusal });

/** Headings of the suggestions on the tailored plan, by suggestion type. */
export const SUGGESTION_TITLES = fillGroup(suggestions);

const sheetsDaily = template(WORDS.bounds.surveyDailyCap, ['limit']);
const sheetsTotal = template(WORDS.bounds.surveyTotalCap, ['limit']);

/** An account's caps on saved sheets (in the `bounds` group), naming the cap. */
export const SHEET_CAP_MSG = {
  daily: (limit: number) => sheetsDaily({ limit }),
  total: (limit: number) => sheetsTotal({ limit }),
};
