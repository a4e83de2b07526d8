import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Survey, SurveyQuestion } from '@/contract';
import { answerProblem, expressionHolds, type SurveyAnswers } from '@/rules/surveyRules';
import { decideSheet } from '../../../server/modules/surveys/decide';
import { healthQuestions, healthRules } from '../../../server/db/seedSurveys';
import { localRecommendation, resultOf } from './sheet';

// The app and the server run the same rules on the same answers: for any answers a person
// could give, the server accepts exactly what the app lets through, and decides the very
// recommendations the app's own run gives.

const survey: Survey = {
  id: 1,
  hosp_id: 1,
  name: 'demo',
  survey_type: 0,
  remark: null,
  questions: healthQuestions,
  rules: healthRules.map((r, i) => ({ ...r, items: r.items.map((_, j) => 100 * i + j) })),
};

const person = fc.record({
  sex: fc.constantFrom(1, 2),
  age: fc.integer({ min: 0, max: 100 }),
  marital: fc.constantFrom(0, 1, 2, null),
});

const text = fc.oneof(fc.constant(''), fc.string({ maxLength: 5 }), fc.constant('x'.repeat(101)));

/** Any answer to one question: right or wrong, so refusals are compared too. */
const answerTo = (q: SurveyQuestion) =>
  fc.record({
    values: fc.subarray(q.options.map((o) => o.option_value)),
    text,
    extras: fc.dictionary(
      fc.constantFrom(...q.options.map((o) => o.option_value).concat('-')),
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
function appAccepts(p: Parameters<typeof localRecommendation>[1], a: SurveyAnswers) {
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
  it('for good answers: the server accepts them and recommends what the app does', () => {
    fc.assert(
      fc.property(person, goodAnswers, (p, a) => {
        const server = decideSheet(survey, p, resultOf(survey, p, a));
        expect(server.recommendation).toEqual(localRecommendation(survey, p, a));
      }),
      { numRuns: 500 },
    );
  });

  it('accept the same answers and reach the same recommendations', () => {
    fc.assert(
      fc.property(person, answers, (p, a) => {
        const body = resultOf(survey, p, a);
        let server: ReturnType<typeof decideSheet> | null;
        try {
          server = decideSheet(survey, p, body);
        } catch {
          server = null;
        }
        expect(server !== null).toBe(appAccepts(p, a));
        if (server) expect(server.recommendation).toEqual(localRecommendation(survey, p, a));
      }),
      { numRuns: 500 },
    );
  });
});
