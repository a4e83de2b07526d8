import type {
  RuleExpression,
  SurveyQuestion,
  SurveyRule,
  SurveySuggestion,
} from '../../src/contract/index.ts';
import {
  allOf as all,
  anyOf as any,
  ruleCondition as c,
  surveyOption as opt,
  surveyQuestion as q,
} from '../../src/rules/surveyParts.ts';
import type { Queryable } from '../db/db.ts';
import { OPEN_HOSP_ID } from './seedData.ts';

// The demo questionnaires (seed step `seed:surveys`). The health questionnaire's match rules
// use every subject (sex, age, marital status, an earlier answer) and every operator; its
// recommendation rules name packages, combos and add-on items of the demo catalogue, and one
// filters an item out (no chest CT before a pregnancy).

export const HEALTH_SURVEY_ID = 1;
export const PLAIN_SURVEY_ID = 2;
/** Packages that ask the health questionnaire before they are booked. */
export const PACKAGES_WITH_SURVEY = [4, 5];
/** The demo person with a sheet saved long ago (status 2 at booking start). */
export const OLD_SHEET_MOBILE = '13800000003';

const none = (text = '以上都没有') => opt('none', text, { exclusion_flag: 1 });
const yesNo = [opt('1', '是', { unnormal_flag: 1 }), opt('2', '否')];

export const healthQuestions: SurveyQuestion[] = [
  q(1, 1, '您的吸烟情况是？', [
    opt('1', '从不吸烟'),
    opt('2', '已戒烟'),
    opt('3', '目前吸烟', { unnormal_flag: 1 }),
  ]),
  q(
    2,
    1,
    '您平均每天吸烟多少支？',
    [opt('5', '10 支以下'), opt('15', '10-20 支'), opt('25', '20 支以上', { unnormal_flag: 1 })],
    { match_rule: all(c('question', '=', '3', 1)) },
  ),
  q(
    3,
    1,
    '您的烟龄有多少年？',
    [opt('5', '10 年以下'), opt('15', '10-20 年'), opt('25', '20 年以上')],
    { match_rule: all(c('question', '!=', '1', 1)) },
  ),
  q(4, 1, '您的饮酒情况是？', [
    opt('1', '不饮酒'),
    opt('2', '偶尔饮酒'),
    opt('3', '经常饮酒（每周 3 次以上）', { unnormal_flag: 1 }),
  ]),
  q(
    5,
    2,
    '您的饮食习惯有哪些？',
    [
      opt('salty', '口味偏咸'),
      opt('fatty', '喜食油腻、油炸食物'),
      opt('grill', '常吃腌制、烧烤食物'),
      opt('veg', '蔬菜水果吃得少'),
      none(),
    ],
    { options_per_line: 2 },
  ),
  q(6, 1, '您每周运动几次（每次 30 分钟以上）？', [
    opt('0', '几乎不运动'),
    opt('2', '1-2 次'),
    opt('4', '3 次及以上'),
  ]),
  q(7, 2, '您的直系亲属是否患有以下疾病？', [
    opt('hbp', '高血压'),
    opt('dm', '糖尿病'),
    opt('cancer', '恶性肿瘤', { unnormal_flag: 1 }),
    opt('cvd', '心脑血管疾病'),
    opt('other', '其他', { extra_text_enable: 2, extra_text_tips: '请填写疾病名称' }),
    none('无'),
  ]),
  q(8, 1, '近一年您是否常有反酸、嗳气或胃痛？', yesNo),
  q(
    9,
    1,
    '您是否做过宫颈癌筛查（TCT 或 HPV）？',
    [opt('1', '三年内做过'), opt('2', '三年前做过'), opt('3', '从未做过')],
    { match_rule: all(c('sex', '=', '2'), c('marital', '!=', '0')) },
  ),
  q(10, 1, '您是否常有腰背疼痛、关节疼痛或有骨折史？', yesNo, {
    match_rule: any(c('age', '>=', '50'), c('question', '<', '1', 6)),
  }),
  q(
    11,
    1,
    '您是否已被诊断有高血压、高血糖或高血脂？',
    [opt('1', '有', { unnormal_flag: 1 }), opt('2', '没有'), opt('3', '不清楚')],
    { match_rule: all(c('age', '>', '35')) },
  ),
  q(12, 1, '您近期是否有备孕计划？', [opt('1', '有'), opt('2', '没有')], {
    match_rule: all(c('sex', '=', '2'), c('age', '<=', '45'), c('marital', '=', '1')),
  }),
  q(13, 3, '请简单描述您的日常工作状态（如久坐、体力劳动、常上夜班等）', []),
  q(14, 3, '您最近有哪些身体不适，或希望重点检查的方面？', [], { required: false }),
];

/** A rule as the seed writes it: items by their code, made ids when seeded. */
type RuleSeed = Omit<SurveyRule, 'items' | 'filterItems'> & {
  items: string[];
  filterItems?: string[];
};
const s = (type: SurveySuggestion['type'], suggestionText: string): SurveySuggestion => ({
  type,
  suggestionText,
});
const rule = (id: number, expression: RuleExpression, more: Partial<RuleSeed>): RuleSeed => ({
  id,
  expression,
  packages: [],
  combos: [],
  items: [],
  suggestions: [],
  ...more,
});

export const healthRules: RuleSeed[] = [
  rule(1, any(c('question', '=', '3', 1), c('question', '>=', '15', 3)), {
    packages: [9],
    items: ['CT01'],
    suggestions: [
      s('smoking', '吸烟是肺癌的首要危险因素，建议尽早戒烟，并每年做一次低剂量螺旋 CT。'),
    ],
  }),
  rule(2, all(c('question', '>', '10', 2)), {
    combos: [2],
    suggestions: [s('smoking', '每天吸烟超过 10 支，可借助戒烟门诊逐步减量，避免二手烟。')],
  }),
  rule(3, all(c('question', '=', '3', 4)), {
    items: ['JGN01'],
    suggestions: [s('drinking', '经常饮酒会加重肝脏负担，建议每周饮酒不超过 2 次，避免空腹饮酒。')],
  }),
  rule(4, any(c('question', '=', 'salty', 5), c('question', '=', 'fatty', 5)), {
    combos: [1],
    suggestions: [s('foods', '饮食宜清淡，每天食盐不超过 5 克，少吃油炸食物。')],
  }),
  rule(5, any(c('question', '=', 'grill', 5), c('question', '=', 'veg', 5)), {
    suggestions: [s('foods', '少吃腌制和烧烤食物，每天吃够 500 克新鲜蔬菜和水果。')],
  }),
  rule(6, all(c('question', '<', '2', 6)), {
    items: ['GMD01'],
    suggestions: [s('sports', '建议每周至少 3 次、每次 30 分钟以上的中等强度运动，如快走、游泳。')],
  }),
  rule(7, any(c('question', '=', 'dm', 7), c('question', '=', '1', 11)), {
    items: ['THBA1C'],
    suggestions: [s('foods', '控制主食与甜食，定期监测血糖。')],
  }),
  rule(8, any(c('question', '=', 'cancer', 7)), { combos: [2] }),
  rule(9, all(c('question', '=', '1', 8)), { packages: [10], items: ['C1301'] }),
  rule(10, all(c('sex', '=', '2'), c('question', '!=', '1', 9)), { packages: [11], combos: [3] }),
  rule(11, any(c('question', '=', '1', 10)), { packages: [12], items: ['GMD01'] }),
  rule(12, all(c('age', '>=', '50')), { packages: [4] }),
  rule(13, all(c('question', '=', 'hbp', 7), c('age', '>', '35')), {
    combos: [1],
    items: ['BC02'],
  }),
  // Planning a pregnancy: no chest CT, even for a smoker whom rule 1 would send to one.
  rule(14, all(c('question', '=', '1', 12)), { filterItems: ['CT01'] }),
];

export const plainQuestions: SurveyQuestion[] = [
  q(101, 1, '体检前一天您能否保证清淡饮食、不饮酒？', [opt('1', '能'), opt('2', '不能')]),
  q(102, 2, '您希望通过哪些方式收到体检提醒？', [
    opt('sms', '短信'),
    opt('wechat', '微信消息'),
    none('不需要提醒'),
  ]),
  q(103, 3, '其他需要告诉体检中心的情况', [], { required: false }),
];

/** The health questionnaire's rules, the seed's item codes made the branch's item ids. */
async function healthRulesWithIds(q: Queryable): Promise<SurveyRule[]> {
  const codes = [...new Set(healthRules.flatMap((r) => [...r.items, ...(r.filterItems ?? [])]))];
  const rows = await q.query<{ id: number; item_code: string }>(
    'SELECT id, item_code FROM items WHERE hosp_id = $1 AND item_code = ANY($2)',
    [OPEN_HOSP_ID, codes],
  );
  const idOf = (code: string) => {
    const row = rows.find((r) => r.item_code === code);
    if (!row) throw new Error(`seed: survey rule names unknown item ${code}`);
    return row.id;
  };
  return healthRules.map(({ filterItems, ...r }) => ({
    ...r,
    items: r.items.map(idOf),
    ...(filterItems ? { filterItems: filterItems.map(idOf) } : {}),
  }));
}

/**
 * The health questionnaire's rules as the seed writes them now (the filter rule came later):
 * for a database seeded before, as a seed step of its own; it only sets them.
 */
export async function seedHealthRules(q: Queryable) {
  await q.query('UPDATE surveys SET rules = $2 WHERE id = $1 AND hosp_id = $3', [
    HEALTH_SURVEY_ID,
    JSON.stringify(await healthRulesWithIds(q)),
    OPEN_HOSP_ID,
  ]);
}

/** The two questionnaires of the open branch and the packages that ask the first. */
export async function seedSurveys(q: Queryable) {
  const rules = await healthRulesWithIds(q);
  const insert =
    'INSERT INTO surveys (id, hosp_id, name, survey_type, remark, questions, rules, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)';
  await q.query(insert, [
    HEALTH_SURVEY_ID,
    OPEN_HOSP_ID,
    '体检前健康问卷',
    0,
    '约 3 分钟，根据您的生活习惯与家族史推荐体检项目',
    JSON.stringify(healthQuestions),
    JSON.stringify(rules),
    1,
  ]);
  await q.query(insert, [
    PLAIN_SURVEY_ID,
    OPEN_HOSP_ID,
    '体检前准备确认',
    1,
    '帮助体检中心提前了解您的准备情况',
    JSON.stringify(plainQuestions),
    '[]',
    2,
  ]);
  await q.query('UPDATE packages SET survey_id = $1 WHERE id = ANY($2) AND hosp_id = $3', [
    HEALTH_SURVEY_ID,
    PACKAGES_WITH_SURVEY,
    OPEN_HOSP_ID,
  ]);
}

/** A sheet saved 400 days ago by a demo person: "filled before" when that person books. */
export async function seedOldSheet(q: Queryable) {
  const [who] = await q.query<{ account_id: number; id: number; name: string }>(
    `SELECT p.account_id, p.id, p.name FROM user_profiles p JOIN user_accounts a ON a.id = p.account_id
      WHERE a.mobile = $1 AND p.is_self`,
    [OLD_SHEET_MOBILE],
  );
  if (!who) return;
  const result = [
    {
      question_id: 1,
      question_title: healthQuestions[0]!.title,
      option_value: ['1'],
      option_text: ['从不吸烟'],
      text: '',
      extra_text: [],
      unnormal_flag: 0,
    },
  ];
  await q.query(
    `INSERT INTO user_surveys (hosp_id, survey_id, account_id, profile_id, name, survey_result, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, now() - interval '400 days')`,
    [OPEN_HOSP_ID, HEALTH_SURVEY_ID, who.account_id, who.id, who.name, JSON.stringify(result)],
  );
}
