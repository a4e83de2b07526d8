import { describe, expect, it } from 'vitest';
import type { CustomizedProject } from '@/contract';
import { initialSelection, parsePlan, planTotal, toggle } from './customizedPlan';

const project: CustomizedProject = {
  packageId: 1,
  packageName: '入职体检套餐',
  packagePrice: 199,
  packageAppointCount: 10,
  addItemsName: '自选加项',
  packageItems: [],
  addItems: [
    {
      id: 31,
      name: '甲状腺彩超',
      alias: null,
      price: 120.5,
      description: null,
      generalTips: null,
      importantTips: null,
      isSelected: true,
    },
    {
      id: 32,
      name: '胸部CT',
      alias: null,
      price: 300.1,
      description: null,
      generalTips: null,
      importantTips: null,
      isSelected: false,
    },
  ],
  addCombos: [
    { comboId: 5, comboName: '肿瘤标志物组合', price: 260.2, isSelected: false, itemNames: [] },
    { comboId: 6, comboName: '心脑血管筛查组合', price: 99.9, isSelected: true, itemNames: [] },
  ],
  suggestions: [],
  userSurveyId: null,
};

describe('parsePlan', () => {
  it('reads the plan stored for this package', () => {
    const raw = JSON.stringify({ packageId: 1, addItems: [31], addCombos: [6], userSurveyId: 4 });
    expect(parsePlan(raw, 1)).toEqual({
      packageId: 1,
      addItems: [31],
      addCombos: [6],
      userSurveyId: 4,
    });
  });

  it('ignores a plan of another package, a garbled one and bad ids', () => {
    expect(parsePlan(JSON.stringify({ packageId: 2, addItems: [], addCombos: [] }), 1)).toBeNull();
    expect(parsePlan('{not json', 1)).toBeNull();
    expect(parsePlan(null, 1)).toBeNull();
    expect(
      parsePlan(JSON.stringify({ packageId: 1, addItems: ['31'], addCombos: [] }), 1),
    ).toBeNull();
    expect(
      parsePlan(JSON.stringify({ packageId: 1, addItems: [-1], addCombos: [] }), 1),
    ).toBeNull();
  });

  it('drops a survey id that is not a positive integer', () => {
    const raw = JSON.stringify({ packageId: 1, addItems: [], addCombos: [], userSurveyId: 'x' });
    expect(parsePlan(raw, 1)?.userSurveyId).toBeNull();
  });
});

describe('planTotal', () => {
  it('adds the chosen items and combos to the package price, to the cent', () => {
    expect(planTotal(project, [], [])).toBe(199);
    expect(planTotal(project, [31, 32], [5])).toBe(879.8);
    expect(planTotal(project, [32], [6])).toBe(599);
  });

  it('ignores ids the plan does not offer', () => {
    expect(planTotal(project, [99], [98])).toBe(199);
  });
});

describe('initialSelection and toggle', () => {
  it('starts from what the questionnaire recommended', () => {
    expect(initialSelection(project)).toEqual({ addItems: [31], addCombos: [6] });
  });

  it('toggles an id in and out', () => {
    expect(toggle([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggle([1, 2, 3], 2)).toEqual([1, 3]);
  });
});
