// The survey rule engine (DESIGN.md "The survey rule engine"): the app runs it to choose the
// next question, the server to decide the recommendations it stores. Pure, no I/O.
import type {
  RuleCondition,
  RuleExpression,
  Survey,
  SurveyQuestion,
  SurveySuggestion,
} from '@/contract';
import type { GroupRefusals } from '@/contract/refusals';
import { chinaDate } from './schedule';
import { ageOn } from './summary';

/** Free text and extra text are limited to this many characters (document 2, section 9). */
export const SURVEY_TEXT_MAX = 100;
/** Age used when the birth date is unknown. */
export const DEFAULT_AGE = 40;
/** An unfinished survey kept on the phone expires after 7 days. */
export const SURVEY_CACHE_MS = 604_800_000;

/** What the rules know of the person assessed. */
export interface SurveyPerson {
  sex: number;
  age: number;
  marital: number | null;
}

/** One answer: chosen option values, free text, extra text per option value. */
export interface SurveyAnswer {
  values: string[];
  text: string;
  extras: Record<string, string>;
}
export type SurveyAnswers = Record<number, SurveyAnswer>;

export const emptyAnswer = (): SurveyAnswer => ({ values: [], text: '', extras: {} });

/** The age a survey's rules read: on China's date of `today`; DEFAULT_AGE when unknown. */
export const surveyAge = (birth: string | null | undefined, today: Date): number =>
  ageOn(birth, chinaDate(today)) ?? DEFAULT_AGE;

function compare(actual: string | number, operator: RuleCondition['operator'], want: string) {
  const a = Number(actual);
  const b = Number(want);
  const numeric = String(actual).trim() !== '' && want.trim() !== '' && !isNaN(a) && !isNaN(b);
  switch (operator) {
    case '=':
      return numeric ? a === b : String(actual) === want;
    case '!=':
      return numeric ? a !== b : String(actual) !== want;
    // Order needs numbers: a word is neither greater nor less than anything.
    case '>':
      return numeric && a > b;
    case '>=':
      return numeric && a >= b;
    case '<':
      return numeric && a < b;
    case '<=':
      return numeric && a <= b;
  }
}

/** What a question's answer offers a condition: its chosen values, else its text. */
function answerValues(answer: SurveyAnswer | undefined): string[] {
  if (!answer) return [];
  if (answer.values.length > 0) return answer.values;
  return answer.text.trim() ? [answer.text.trim()] : [];
}

/**
 * One condition. On an earlier answer, "≠" holds when no chosen value equals the value and
 * every other operator when some chosen value satisfies it; an unanswered question (skipped
 * or left empty) satisfies nothing, not even "≠".
 */
export function conditionHolds(
  c: RuleCondition,
  person: SurveyPerson,
  answers: SurveyAnswers,
): boolean {
  switch (c.subject) {
    case 'sex':
      return compare(person.sex, c.operator, c.value);
    case 'age':
      return compare(person.age, c.operator, c.value);
    case 'marital':
      return person.marital !== null && compare(person.marital, c.operator, c.value);
    case 'question': {
      const values = answerValues(c.questionId === undefined ? undefined : answers[c.questionId]);
      if (values.length === 0) return false;
      if (c.operator === '!=') return values.every((v) => compare(v, '!=', c.value));
      return values.some((v) => compare(v, c.operator, c.value));
    }
  }
}

/** "all" is and, anything else or; an expression without conditions always holds. */
export function expressionHolds(
  e: RuleExpression | null | undefined,
  person: SurveyPerson,
  answers: SurveyAnswers,
): boolean {
  if (!e || e.conditions.length === 0) return true;
  const hold = (c: RuleCondition) => conditionHolds(c, person, answers);
  return e.logic === 'all' ? e.conditions.every(hold) : e.conditions.some(hold);
}

/**
 * The answers that count: those of questions shown, in order, each question's rule seen
 * with the answers before it only. An answer left behind on a question that a later change
 * hid does not count, on either side.
 */
export function effectiveAnswers(
  questions: readonly SurveyQuestion[],
  person: SurveyPerson,
  answers: SurveyAnswers,
): SurveyAnswers {
  const kept: SurveyAnswers = {};
  for (const q of questions) {
    if (!expressionHolds(q.match_rule, person, kept)) continue;
    const a = answers[q.id];
    if (a && (a.values.length > 0 || a.text.trim() !== '')) kept[q.id] = a;
  }
  return kept;
}

/** Index of the next question shown after `from` (-1: before the first); length when none. */
export function nextShown(
  questions: readonly SurveyQuestion[],
  from: number,
  person: SurveyPerson,
  answers: SurveyAnswers,
): number {
  const kept = effectiveAnswers(questions.slice(0, Math.max(0, from + 1)), person, answers);
  for (let i = from + 1; i < questions.length; i++) {
    const q = questions[i]!;
    if (expressionHolds(q.match_rule, person, kept)) return i;
  }
  return questions.length;
}

/**
 * Keys of the refusals namespace's `survey` group: the page and the server refuse an answer
 * in one wording (useRefusalText()(`survey.${key}`), SURVEY_MSG[key]).
 */
export type AnswerProblem = GroupRefusals<
  'survey',
  'optionRequired' | 'textRequired' | 'extraRequired' | 'tooLong' | 'unknownQuestion'
>;

/** Why an answer cannot be accepted, or null. */
export function answerProblem(
  q: SurveyQuestion,
  a: SurveyAnswer | undefined,
): AnswerProblem | null {
  const answer = a ?? emptyAnswer();
  if (q.type === 3) {
    if ([...answer.text].length > SURVEY_TEXT_MAX) return 'tooLong';
    if (q.required && answer.text.trim() === '') return 'textRequired';
    return null;
  }
  if (q.required && answer.values.length === 0) return 'optionRequired';
  if (q.type === 1 && answer.values.length > 1) return 'unknownQuestion';
  for (const v of answer.values) {
    const option = q.options.find((o) => o.option_value === v);
    if (!option) return 'unknownQuestion';
    const extra = answer.extras[v] ?? '';
    if ([...extra].length > SURVEY_TEXT_MAX) return 'tooLong';
    if (option.extra_text_enable === 2 && extra.trim() === '') return 'extraRequired';
  }
  const exclusive = q.options.filter((o) => o.exclusion_flag === 1).map((o) => o.option_value);
  if (answer.values.length > 1 && answer.values.some((v) => exclusive.includes(v)))
    return 'unknownQuestion';
  return null;
}

/**
 * Tapping an option: single choice replaces, multiple choice toggles; an exclusive option
 * clears the others and any other option clears the exclusive ones.
 */
export function chooseOption(q: SurveyQuestion, a: SurveyAnswer, value: string): SurveyAnswer {
  const option = q.options.find((o) => o.option_value === value);
  if (!option) return a;
  let values: string[];
  if (q.type === 1) values = [value];
  else if (a.values.includes(value)) values = a.values.filter((v) => v !== value);
  else if (option.exclusion_flag === 1) values = [value];
  else {
    const exclusive = new Set(
      q.options.filter((o) => o.exclusion_flag === 1).map((o) => o.option_value),
    );
    values = [...a.values.filter((v) => !exclusive.has(v)), value];
  }
  const extras: Record<string, string> = {};
  for (const v of values) if (a.extras[v] !== undefined) extras[v] = a.extras[v];
  return { ...a, values, extras };
}

/** Whether a single choice moves on by itself after this option is tapped. */
export function autoAdvances(q: SurveyQuestion, value: string): boolean {
  const option = q.options.find((o) => o.option_value === value);
  return q.type === 1 && !!option && option.extra_text_enable !== 2;
}

export interface Recommendation {
  ruleIds: number[];
  packages: number[];
  combos: number[];
  items: number[];
  suggestions: SurveySuggestion[];
}

const union = (into: number[], more: readonly number[]) => {
  for (const id of more) if (!into.includes(id)) into.push(id);
};

/** What the answers recommend: every rule that holds, in order, without repeats. */
export function recommend(
  survey: Pick<Survey, 'questions' | 'rules'>,
  person: SurveyPerson,
  answers: SurveyAnswers,
): Recommendation {
  const kept = effectiveAnswers(survey.questions, person, answers);
  const out: Recommendation = { ruleIds: [], packages: [], combos: [], items: [], suggestions: [] };
  for (const rule of survey.rules) {
    if (!expressionHolds(rule.expression, person, kept)) continue;
    out.ruleIds.push(rule.id);
    union(out.packages, rule.packages);
    union(out.combos, rule.combos);
    union(out.items, rule.items);
    for (const s of rule.suggestions)
      if (!out.suggestions.some((x) => x.type === s.type && x.suggestionText === s.suggestionText))
        out.suggestions.push(s);
  }
  return out;
}
