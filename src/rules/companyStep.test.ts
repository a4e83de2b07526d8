import { describe, expect, it } from 'vitest';
import { companyStepOf, isEmployeeChoice, namesEmployeeChoice } from './companyStep';

describe('a group name meaning employee choice', () => {
  it.each(['员工自选', '员工自选方案', '任选套餐', '自主选择方案', '自由选择 套餐', ' 员工 自选 '])(
    '%j means choice',
    (name) => expect(namesEmployeeChoice(name)).toBe(true),
  );
  it.each(['入职体检方案', '员工基础方案', '选择', '', null, undefined])('%j does not', (name) =>
    expect(namesEmployeeChoice(name)).toBe(false),
  );
});

describe('the page after the stored appointment (spec 2, section 4, step 4)', () => {
  const step = (addinMode: number | null | undefined, groupName = '员工自选') =>
    companyStepOf({ addinMode, groupName });

  it('none or 0 the date, 1 add items, 2 add combos, any other value the date', () => {
    expect(step(null)).toBe('/company/orderDetail');
    expect(step(undefined)).toBe('/company/orderDetail');
    expect(step(0)).toBe('/company/orderDetail');
    expect(step(1)).toBe('/company/orderAddItem');
    expect(step(2)).toBe('/company/orderAddCombo');
    expect(step(7)).toBe('/company/orderDetail');
  });

  it('3 goes to the plan choice only when the name means employee choice', () => {
    expect(step(3, '员工自选')).toBe('/company/groupSelect');
    expect(step(3, '任选方案')).toBe('/company/groupSelect');
    expect(step(3, '入职体检方案')).toBe('/company/orderDetail');
    expect(step(3, '')).toBe('/company/orderDetail');
  });

  it('a name meaning choice does not make another mode a choice', () => {
    expect(isEmployeeChoice({ addinMode: 2, groupName: '分类自选方案' })).toBe(false);
    expect(step(2, '分类自选方案')).toBe('/company/orderAddCombo');
  });
});
