import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { SaveSurveyBody, type Survey } from '@/contract';
import { allOf, ruleCondition, surveyOption, surveyQuestion } from '@/rules/surveyParts';
import type { SurveyAnswers } from '@/rules/surveyRules';
import { saveBody } from './sheet';

// The body saveSurvey sends is document 2's "Saved survey", every field: id, hosp_id,
// survey_id, account_id, profile_id, unnormal_flag, recommended_package/combo/item,
// filter_package/combo/item, name, jlzt, survey_result (question_id, question_title,
// option_value, option_text, unnormal_flag) and matchRuleIds.

const survey: Survey = {
  id: 3,
  hosp_id: 1,
  name: '体检前问卷',
  survey_type: 0,
  remark: null,
  questions: [
    surveyQuestion(1, 1, '您是否吸烟？', [
      surveyOption('1', '是', { unnormal_flag: 1 }),
      surveyOption('2', '否'),
    ]),
    surveyQuestion(
      2,
      1,
      '您每天吸烟多少支？',
      [surveyOption('5', '10 支以下'), surveyOption('25', '20 支以上', { unnormal_flag: 1 })],
      { match_rule: allOf(ruleCondition('question', '=', '1', 1)) },
    ),
    surveyQuestion(3, 2, '直系亲属患有哪些疾病？', [
      surveyOption('dm', '糖尿病'),
      surveyOption('other', '其他', { extra_text_enable: 2, extra_text_tips: '请填写' }),
      surveyOption('none', '无', { exclusion_flag: 1 }),
    ]),
    surveyQuestion(
      4,
      1,
      '您近期是否有备孕计划？',
      [surveyOption('1', '有'), surveyOption('2', '没有')],
      {
        match_rule: allOf(ruleCondition('sex', '=', '2')),
      },
    ),
    surveyQuestion(5, 3, '其他需要说明的情况', [], { required: false }),
  ],
  rules: [
    {
      id: 11,
      expression: allOf(ruleCondition('question', '=', '1', 1)),
      packages: [9],
      combos: [],
      items: [31],
      suggestions: [{ type: 'smoking', suggestionText: '尽早戒烟' }],
    },
    {
      id: 12,
      expression: allOf(ruleCondition('question', '=', 'dm', 3)),
      packages: [],
      combos: [2, 5],
      items: [32],
      suggestions: [],
    },
    {
      id: 13,
      expression: allOf(ruleCondition('question', '=', '1', 4)),
      packages: [],
      combos: [],
      items: [],
      filterCombos: [5],
      filterItems: [31],
      suggestions: [],
    },
    {
      id: 14,
      expression: allOf(ruleCondition('age', '>=', '60')),
      packages: [4],
      combos: [],
      items: [],
      suggestions: [],
    },
  ],
};

const one = (value: string) => ({ values: [value], text: '', extras: {} });
const answers: SurveyAnswers = {
  1: one('1'),
  2: one('25'),
  // Tapped in this order; sent in the question's order.
  3: { values: ['other', 'dm'], text: '', extras: { other: ' 痛风 ' } },
  4: one('1'),
  5: { values: [], text: '  常上夜班 ', extras: {} },
};
const owner = { hospId: 1, accountId: 41, profile: { id: 77, name: '王芳' } };
const woman = { sex: 2, age: 30, marital: 1 };

describe('the saveSurvey body', () => {
  it('holds every field of the saved survey, worked out by the rules', () => {
    expect(saveBody(owner, survey, woman, answers)).toEqual({
      id: 0,
      hosp_id: 1,
      survey_id: 3,
      account_id: 41,
      profile_id: 77,
      name: '王芳',
      jlzt: 1,
      unnormal_flag: 1,
      survey_result: [
        {
          question_id: 1,
          question_title: '您是否吸烟？',
          option_value: ['1'],
          option_text: ['是'],
          text: '',
          extra_text: [],
          unnormal_flag: 1,
        },
        {
          question_id: 2,
          question_title: '您每天吸烟多少支？',
          option_value: ['25'],
          option_text: ['20 支以上'],
          text: '',
          extra_text: [],
          unnormal_flag: 1,
        },
        {
          question_id: 3,
          question_title: '直系亲属患有哪些疾病？',
          option_value: ['dm', 'other'],
          option_text: ['糖尿病', '其他'],
          text: '',
          extra_text: [{ option_value: 'other', text: '痛风' }],
          unnormal_flag: 0,
        },
        {
          question_id: 4,
          question_title: '您近期是否有备孕计划？',
          option_value: ['1'],
          option_text: ['有'],
          text: '',
          extra_text: [],
          unnormal_flag: 0,
        },
        {
          question_id: 5,
          question_title: '其他需要说明的情况',
          option_value: [],
          option_text: [],
          text: '常上夜班',
          extra_text: [],
          unnormal_flag: 0,
        },
      ],
      // Rule 13 filters combo 5 and item 31 out of what rules 11 and 12 recommend.
      recommended_package: [9],
      recommended_combo: [2],
      recommended_item: [32],
      filter_package: [],
      filter_combo: [5],
      filter_item: [31],
      matchRuleIds: [11, 12, 13],
    });
  });

  it('fits the contract the server validates with', () => {
    expect(Value.Check(SaveSurveyBody, saveBody(owner, survey, woman, answers))).toBe(true);
  });

  it('leaves out answers of questions not shown, and what only their rules would say', () => {
    // A man: question 4 is not his, though an answer to it was left from an earlier person;
    // a non-smoker: question 2 is skipped though answered before he changed question 1.
    const man = { sex: 1, age: 30, marital: 1 };
    const body = saveBody(owner, survey, man, { ...answers, 1: one('2') });
    expect(body.survey_result.map((r) => r.question_id)).toEqual([1, 3, 5]);
    expect(body).toMatchObject({
      unnormal_flag: 0,
      matchRuleIds: [12],
      recommended_package: [],
      recommended_combo: [2, 5],
      recommended_item: [32],
      filter_combo: [],
      filter_item: [],
    });
  });
});
