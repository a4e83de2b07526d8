// A saved sheet as document 2 lists it ("Saved survey"): the answers on the path the rules
// take, with the question and option words and the abnormal marks, the rules that held, what
// they recommend and what they filter out. The app builds it to send with saveSurvey; the
// server builds it again from the answers alone and stores its own. Pure, no I/O.
import type {
  SurveyQuestion,
  SurveyResultRow,
  Survey,
  SurveyRule,
  SurveySuggestion,
} from '@/contract';
import {
  effectiveAnswers,
  recommend,
  type SurveyAnswer,
  type SurveyAnswers,
  type SurveyPerson,
} from './surveyRules';

/** Packages, combos and items by id. */
export interface SheetProjects {
  packages: number[];
  combos: number[];
  items: number[];
}

export interface SheetOutcome {
  /** One row per question answered on the path, in the questionnaire's order. */
  result: SurveyResultRow[];
  /** 1 when an answer chosen is marked abnormal. */
  unnormal: 0 | 1;
  /** The rules that held, in order (matchRuleIds). */
  ruleIds: number[];
  /** What those rules recommend, less what any of them filters out (recommended_*). */
  recommended: SheetProjects;
  /** What those rules filter out (filter_*). */
  filtered: SheetProjects;
  suggestions: SurveySuggestion[];
}

/** An answer as stored: the chosen options in the question's order, with their words. */
function rowOf(q: SurveyQuestion, a: SurveyAnswer): SurveyResultRow {
  const chosen = q.options.filter((o) => a.values.includes(o.option_value));
  return {
    question_id: q.id,
    question_title: q.title,
    option_value: chosen.map((o) => o.option_value),
    option_text: chosen.map((o) => o.option_text),
    text: q.type === 3 ? a.text.trim() : '',
    // Only an option that asks for extra text keeps one.
    extra_text: chosen
      .filter((o) => o.extra_text_enable === 2)
      .map((o) => ({
        option_value: o.option_value,
        text: (a.extras[o.option_value] ?? '').trim(),
      })),
    unnormal_flag: chosen.some((o) => o.unnormal_flag === 1) ? 1 : 0,
  };
}

/** The answers that count (those of questions shown), as rows. */
export function sheetRows(
  questions: readonly SurveyQuestion[],
  person: SurveyPerson,
  answers: SurveyAnswers,
): SurveyResultRow[] {
  const kept = effectiveAnswers(questions, person, answers);
  return questions.filter((q) => kept[q.id]).map((q) => rowOf(q, kept[q.id]!));
}

const unionOf = (lists: ReadonlyArray<readonly number[] | undefined>) => [
  ...new Set(lists.flatMap((l) => l ?? [])),
];

/** Everything a sheet holds besides who filled it: see SheetOutcome. */
export function sheetOutcome(
  survey: Pick<Survey, 'questions' | 'rules'>,
  person: SurveyPerson,
  answers: SurveyAnswers,
): SheetOutcome {
  const result = sheetRows(survey.questions, person, answers);
  const r = recommend(survey, person, answers);
  const held: SurveyRule[] = survey.rules.filter((rule) => r.ruleIds.includes(rule.id));
  const filtered: SheetProjects = {
    packages: unionOf(held.map((h) => h.filterPackages)),
    combos: unionOf(held.map((h) => h.filterCombos)),
    items: unionOf(held.map((h) => h.filterItems)),
  };
  const less = (ids: number[], out: number[]) => ids.filter((id) => !out.includes(id));
  return {
    result,
    unnormal: result.some((row) => row.unnormal_flag === 1) ? 1 : 0,
    ruleIds: r.ruleIds,
    recommended: {
      packages: less(r.packages, filtered.packages),
      combos: less(r.combos, filtered.combos),
      items: less(r.items, filtered.items),
    },
    filtered,
    suggestions: r.suggestions,
  };
}
