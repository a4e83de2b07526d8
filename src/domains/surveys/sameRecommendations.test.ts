import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Survey, SurveyQuestion } from '@/contract';
import {
  answerProblem,
  expressionHolds,
  type SurveyAnswers,
  type SurveyPerson,
} from '@/rules/surveyRules';
import { sheetOutcome } from '@/rules/surveySheet';
import { decideSheet } from '../../../server/modules/surveys/decide';
import { healthQuestions, healthRules } from '../../../server/seeds/seedSurveys';
import { saveBody } from './sheet';

// The app and the server run the same rules on the same answers: for any answers a person
// could give, the server accepts exactly what the app lets through, and makes of the body
// the app sends the very sheet the app's own run gives (rows, flags, recommendations,
// filters, rule ids).

/** Item codes as ids: one code, one id, so a filter meets the recommendation it cancels. */
const itemIds = new Map<string, number>();
const itemId = (code: string) => itemIds.get(code) ?? itemIds.set(code, itemIds.size + 1).size;

const survey: Survey = {
  id: 1,
  hosp_id: 1,
  name: 'demo',
  survey_type: 0,
  remark: null,
  questions: healthQuestions,
  rules: healthRules.map(({ filterItems, ...r }) => ({
    ...r,
    items: r.items.map(itemId),
    ...(filterItems ? { filterItems: filterItems.map(itemId) } : {}),
  })),
};

const owner = { hospId: 1, accountId: 5, profile: { id: 7, name: 'demo' } };
/** The answer rows of the body the app sends. */
const resultOf = (p: SurveyPerson, a: SurveyAnswers) => saveBody(owner, survey, p, a).survey_result;

const person = fc.record({
  sex: fc.constantFrom(1, 2),
  age: fc.integer({ min: 0, max: 100 }),
  marital: fc.constantFrom(0, 1, 2, null),
});

const text = fc.oneof(fc.constant(''), fc.string({ maxLength: 5 }), fc.constant('x'.repeat(101)));

/**
 * Any answer to one question: right or wrong, so refusals are compared too. Extra text only
 * where the page offers a box for it (an option that asks for it), or under no option.
 */
const answerTo = (q: SurveyQuestion) =>
  fc.record({
    values: fc.subarray(q.options.map((o) => o.option_value)),
    text,
    extras: fc.dictionary(
      fc.constantFrom(
        ...q.options
          .filter((o) => o.extra_text_enable === 2)
          .map((o) => o.option_value)
          .concat('-'),
      ),
      text,
    ),
  });

const answers = fc
  .tuple(...survey.questions.map((q) => fc.option(answerTo(q), { nil: undefined })))
  .map((list) => {
    const out: SurveyAnswers = {};
    list.forEach((a, i) => {
      if (a) out[survey.questions[i]!.id] = a;
    });
    return out;
  });

/** The app's check: every question shown on the path has an acceptable answer. */
function appAccepts(p: SurveyPerson, a: SurveyAnswers) {
  const kept: SurveyAnswers = {};
  for (const q of survey.questions) {
    if (!expressionHolds(q.match_rule, p, kept)) continue;
    if (answerProblem(q, a[q.id])) return false;
    const ans = a[q.id];
    if (ans && (ans.values.length > 0 || ans.text.trim() !== '')) kept[q.id] = ans;
  }
  return true;
}

/** A good answer to one question: one option, or several without an exclusive one, or text. */
const goodAnswerTo = (q: SurveyQuestion) => {
  const plain = q.options.filter((o) => o.exclusion_flag !== 1).map((o) => o.option_value);
  const values =
    q.type === 1
      ? fc.constantFrom(...q.options.map((o) => o.option_value)).map((v) => [v])
      : q.type === 2
        ? fc.oneof(
            fc.subarray(plain, { minLength: 1 }),
            fc.constantFrom(
              ...q.options.filter((o) => o.exclusion_flag === 1).map((o) => [o.option_value]),
            ),
          )
        : fc.constant([] as string[]);
  return fc.record({
    values,
    text:
      q.type === 3
        ? fc
            .string({ minLength: 1, maxLength: 100 })
            .filter((t) => t.trim() !== '' && [...t].length <= 100)
        : fc.constant(''),
    extras: fc.constant(Object.fromEntries(q.options.map((o) => [o.option_value, 'x']))),
  });
};

const goodAnswers = fc.tuple(...survey.questions.map(goodAnswerTo)).map((list) => {
  const out: SurveyAnswers = {};
  list.forEach((a, i) => (out[survey.questions[i]!.id] = a));
  return out;
});

describe('the app and the server decide alike', () => {
  it('for good answers: the server accepts them and makes the sheet the app sent', () => {
    fc.assert(
      fc.property(person, goodAnswers, (p, a) => {
        const sent = saveBody(owner, survey, p, a);
        const server = decideSheet(survey, p, sent.survey_result);
        expect(server).toEqual(sheetOutcome(survey, p, a));
        expect(server.result).toEqual(sent.survey_result);
        expect([server.ruleIds, server.recommended.items, server.filtered.items]).toEqual([
          sent.matchRuleIds,
          sent.recommended_item,
          sent.filter_item,
        ]);
      }),
      { numRuns: 500 },
    );
  });

  it('accept the same answers and reach the same sheet', () => {
    fc.assert(
      fc.property(person, answers, (p, a) => {
        const body = resultOf(p, a);
        let server: ReturnType<typeof decideSheet> | null;
        try {
          server = decideSheet(survey, p, body);
        } catch {
          server = null;
        }
        expect(server !== null).toBe(appAccepts(p, a));
        if (server) expect(server).toEqual(sheetOutcome(survey, p, a));
      }),
      { numRuns: 500 },
    );
  });
});
