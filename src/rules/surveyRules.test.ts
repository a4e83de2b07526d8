import { describe, expect, it } from 'vitest';
import type { SurveyQuestion, SurveyRule } from '@/contract';
import {
  surveyAge,
  answerProblem,
  autoAdvances,
  chooseOption,
  conditionHolds,
  DEFAULT_AGE,
  effectiveAnswers,
  emptyAnswer,
  expressionHolds,
  nextShown,
  recommend,
  type SurveyAnswers,
  type SurveyPerson,
} from './surveyRules';
import { ruleCondition as cond, surveyOption, surveyQuestion } from './surveyParts';

const man40: SurveyPerson = { sex: 1, age: 40, marital: 1 };
const answer = (...values: string[]) => ({ ...emptyAnswer(), values });
const option = (value: string, more: Partial<SurveyQuestion['options'][number]> = {}) =>
  surveyOption(value, `text ${value}`, more);
const question = (id: number, more: Partial<SurveyQuestion> = {}): SurveyQuestion =>
  surveyQuestion(id, 1, `q${id}`, [option('1'), option('2'), option('3')], more);

describe('age', () => {
  it('counts whole years from the birth date', () => {
    expect(surveyAge('1990-06-15', new Date('2026-06-14T12:00:00+08:00'))).toBe(35);
    expect(surveyAge('1990-06-15', new Date('2026-06-15T12:00:00+08:00'))).toBe(36);
  });
  it("counts on China's date, whatever the device's time zone", () => {
    // 17:00 UTC on the 14th is already the birthday in China.
    expect(surveyAge('1990-06-15', new Date('2026-06-14T17:00:00Z'))).toBe(36);
  });
  it('is 40 when the birth date is unknown', () => {
    expect(surveyAge(null, new Date(2026, 0, 1))).toBe(DEFAULT_AGE);
    expect(surveyAge('', new Date(2026, 0, 1))).toBe(40);
  });
});

describe('subjects', () => {
  it('sex', () => {
    expect(conditionHolds(cond('sex', '=', '1'), man40, {})).toBe(true);
    expect(conditionHolds(cond('sex', '=', '2'), man40, {})).toBe(false);
  });
  it('age', () => {
    expect(conditionHolds(cond('age', '>=', '40'), man40, {})).toBe(true);
    expect(conditionHolds(cond('age', '>', '40'), man40, {})).toBe(false);
  });
  it('marital status, never matched when unknown', () => {
    expect(conditionHolds(cond('marital', '=', '1'), man40, {})).toBe(true);
    expect(conditionHolds(cond('marital', '=', '0'), man40, {})).toBe(false);
    expect(conditionHolds(cond('marital', '!=', '0'), { ...man40, marital: null }, {})).toBe(false);
  });
  it('an earlier answer: any chosen value for =, none for ≠, nothing when unanswered', () => {
    const answers: SurveyAnswers = { 7: answer('2', '3') };
    expect(conditionHolds(cond('question', '=', '3', 7), man40, answers)).toBe(true);
    expect(conditionHolds(cond('question', '=', '1', 7), man40, answers)).toBe(false);
    expect(conditionHolds(cond('question', '!=', '1', 7), man40, answers)).toBe(true);
    expect(conditionHolds(cond('question', '!=', '2', 7), man40, answers)).toBe(false);
    expect(conditionHolds(cond('question', '!=', '2', 8), man40, answers)).toBe(false);
  });
  it('an earlier free-text answer compares as its text', () => {
    const answers: SurveyAnswers = { 9: { ...emptyAnswer(), text: '12' } };
    expect(conditionHolds(cond('question', '>', '10', 9), man40, answers)).toBe(true);
  });
});

describe('operators', () => {
  const at = (age: number) => ({ ...man40, age });
  it.each([
    ['=', 40, true],
    ['=', 41, false],
    ['!=', 41, true],
    ['!=', 40, false],
    ['>', 41, true],
    ['>', 40, false],
    ['>=', 40, true],
    ['>=', 39, false],
    ['<', 39, true],
    ['<', 40, false],
    ['<=', 40, true],
    ['<=', 41, false],
  ] as const)('age %s 40 with age %i is %s', (op, age, want) => {
    expect(conditionHolds(cond('age', op, '40'), at(age), {})).toBe(want);
  });
  it('orders numbers only: a word is neither greater nor less', () => {
    const answers: SurveyAnswers = { 1: answer('a') };
    expect(conditionHolds(cond('question', '>', '0', 1), man40, answers)).toBe(false);
    expect(conditionHolds(cond('question', '<', '0', 1), man40, answers)).toBe(false);
    expect(conditionHolds(cond('question', '=', 'a', 1), man40, answers)).toBe(true);
  });
});

describe('logic', () => {
  const both = [cond('sex', '=', '1'), cond('age', '>', '50')];
  it('"all" is and', () => {
    expect(expressionHolds({ logic: 'all', conditions: both }, man40, {})).toBe(false);
    expect(expressionHolds({ logic: 'all', conditions: both }, { ...man40, age: 51 }, {})).toBe(
      true,
    );
  });
  it('otherwise or', () => {
    expect(expressionHolds({ logic: 'any', conditions: both }, man40, {})).toBe(true);
    const none = [cond('sex', '=', '2'), cond('age', '>', '50')];
    expect(expressionHolds({ logic: 'any', conditions: none }, man40, {})).toBe(false);
  });
  it('no rule or no condition always holds', () => {
    expect(expressionHolds(null, man40, {})).toBe(true);
    expect(expressionHolds({ logic: 'any', conditions: [] }, man40, {})).toBe(true);
  });
});

describe('the path through the questions', () => {
  const onlyIfQ1is1 = { logic: 'all' as const, conditions: [cond('question', '=', '1', 1)] };
  const onlyWomen = { logic: 'all' as const, conditions: [cond('sex', '=', '2')] };
  const qs = [
    question(1),
    question(2, { match_rule: onlyIfQ1is1 }),
    question(3, { match_rule: onlyWomen }),
    question(4),
  ];
  it('next skips questions whose rule is false', () => {
    expect(nextShown(qs, -1, man40, {})).toBe(0);
    expect(nextShown(qs, 0, man40, { 1: answer('1') })).toBe(1);
    expect(nextShown(qs, 0, man40, { 1: answer('2') })).toBe(3);
    expect(nextShown(qs, 3, man40, {})).toBe(4);
  });
  it('an answer on a question later hidden does not count', () => {
    const kept = effectiveAnswers(qs, man40, { 1: answer('2'), 2: answer('3'), 4: answer('1') });
    expect(Object.keys(kept)).toEqual(['1', '4']);
  });
});

describe('answers', () => {
  const multi = question(5, {
    type: 2,
    options: [option('a'), option('b'), option('none', { exclusion_flag: 1 })],
  });
  it('multiple choice toggles; an exclusive option clears the others and the other way', () => {
    let a = chooseOption(multi, emptyAnswer(), 'a');
    a = chooseOption(multi, a, 'b');
    expect(a.values).toEqual(['a', 'b']);
    expect(chooseOption(multi, a, 'a').values).toEqual(['b']);
    const none = chooseOption(multi, a, 'none');
    expect(none.values).toEqual(['none']);
    expect(chooseOption(multi, none, 'b').values).toEqual(['b']);
  });
  it('a single choice replaces, and moves on unless the option needs extra text', () => {
    const q = question(6, { options: [option('1'), option('2', { extra_text_enable: 2 })] });
    expect(chooseOption(q, answer('1'), '2').values).toEqual(['2']);
    expect(autoAdvances(q, '1')).toBe(true);
    expect(autoAdvances(q, '2')).toBe(false);
    expect(autoAdvances(multi, 'a')).toBe(false);
  });
  it('names the problem: required, text required, extra text required, too long', () => {
    const q = question(6, { options: [option('1'), option('2', { extra_text_enable: 2 })] });
    expect(answerProblem(q, undefined)).toBe('optionRequired');
    expect(answerProblem(q, answer('2'))).toBe('extraRequired');
    expect(answerProblem(q, { ...answer('2'), extras: { '2': 'x' } })).toBe(null);
    expect(answerProblem(q, { ...answer('2'), extras: { '2': 'x'.repeat(101) } })).toBe('tooLong');
    const text = question(7, { type: 3, options: [] });
    expect(answerProblem(text, emptyAnswer())).toBe('textRequired');
    expect(answerProblem(text, { ...emptyAnswer(), text: '字'.repeat(100) })).toBe(null);
    expect(answerProblem(text, { ...emptyAnswer(), text: '字'.repeat(101) })).toBe('tooLong');
    expect(answerProblem({ ...text, required: false }, emptyAnswer())).toBe(null);
  });
  it('refuses a value the question does not offer and two values of a single choice', () => {
    expect(answerProblem(question(1), answer('9'))).toBe('unknownQuestion');
    expect(answerProblem(question(1), answer('1', '2'))).toBe('unknownQuestion');
    expect(answerProblem(multi, answer('a', 'none'))).toBe('unknownQuestion');
  });
});

describe('recommendations', () => {
  const rule = (id: number, more: Partial<SurveyRule>): SurveyRule => ({
    id,
    expression: { logic: 'all', conditions: [] },
    packages: [],
    combos: [],
    items: [],
    suggestions: [],
    ...more,
  });
  const qs = [question(1), question(2)];
  const rules = [
    rule(1, {
      expression: { logic: 'all', conditions: [cond('question', '=', '1', 1)] },
      packages: [4],
      items: [7],
      suggestions: [{ type: 'smoking', suggestionText: 'stop' }],
    }),
    rule(2, {
      expression: {
        logic: 'any',
        conditions: [cond('age', '>', '60'), cond('question', '=', '2', 2)],
      },
      packages: [4, 5],
      combos: [1],
      suggestions: [{ type: 'smoking', suggestionText: 'stop' }],
    }),
    rule(3, { expression: { logic: 'all', conditions: [cond('sex', '=', '2')] }, combos: [3] }),
  ];
  it('joins what every rule that holds recommends, without repeats', () => {
    const r = recommend({ questions: qs, rules }, man40, { 1: answer('1'), 2: answer('2') });
    expect(r).toEqual({
      ruleIds: [1, 2],
      packages: [4, 5],
      combos: [1],
      items: [7],
      suggestions: [{ type: 'smoking', suggestionText: 'stop' }],
    });
  });
  it('recommends nothing when no rule holds', () => {
    const r = recommend({ questions: qs, rules }, man40, { 1: answer('3'), 2: answer('3') });
    expect(r.ruleIds).toEqual([]);
    expect(r.packages).toEqual([]);
  });
});
