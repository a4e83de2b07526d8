import { describe, expect, it } from 'vitest';
import type { ComboCategory, CompanyCombo, TimeRangeSlot } from '@/contract';
import {
  arrangeAppointments,
  categoryHasRoom,
  checkExtForm,
  EXT_FIELD_MAX,
  extFormComplete,
  extFormLabels,
  extFormValueOf,
  fitsBudget,
  itemSections,
  nextStepOf,
  pointsLeft,
  teamErrors,
  teamRefusal,
  timeRangeSelectable,
  unfilledCategory,
} from './company';

const combo = (comboId: number, consumePoints = 0): CompanyCombo => ({
  comboId,
  comboName: `c${comboId}`,
  comboMeanning: '',
  comboImportantTips: '',
  consumePoints,
  price: 0,
  selected: false,
});

describe('next page by addinMode', () => {
  it('0 or none to the date, 1 points, 2 categories, 3 plan choice, else the date', () => {
    expect(nextStepOf(null)).toBe('/company/orderDetail');
    expect(nextStepOf(undefined)).toBe('/company/orderDetail');
    expect(nextStepOf(0)).toBe('/company/orderDetail');
    expect(nextStepOf(1)).toBe('/company/orderAddItem');
    expect(nextStepOf(2)).toBe('/company/orderAddCombo');
    expect(nextStepOf(3)).toBe('/company/groupSelect');
    expect(nextStepOf(7)).toBe('/company/orderDetail');
  });
});

describe('points budget', () => {
  const combos = [combo(1, 150), combo(2, 100), combo(3, 200)];
  it('counts what is left and refuses beyond the budget', () => {
    expect(pointsLeft(300, combos, [1, 2])).toBe(50);
    expect(fitsBudget(300, combos, [1], 2)).toBe(true);
    expect(fitsBudget(300, combos, [1], 3)).toBe(false);
    expect(fitsBudget(300, combos, [], 99)).toBe(false);
  });
});

describe('category limits', () => {
  const cat = (id: number, allow: number, ids: number[]): ComboCategory => ({
    id,
    categoryName: `k${id}`,
    allowComboCount: allow,
    totalCount: ids.length,
    noticeText: '',
    details: ids.map((i) => combo(i)),
  });
  const cats = [cat(1, 1, [5, 6, 7]), cat(2, 2, [8, 9, 10])];
  it('allows up to the count and names the first category not full', () => {
    expect(categoryHasRoom(cats[0]!, [])).toBe(true);
    expect(categoryHasRoom(cats[0]!, [5])).toBe(false);
    expect(unfilledCategory(cats, [5, 8])?.id).toBe(2);
    expect(unfilledCategory(cats, [6, 8, 10])).toBeUndefined();
  });
});

describe('time ranges', () => {
  const slot = (limitNum: number, orderNum: number, orderable = true): TimeRangeSlot => ({
    id: 1,
    timeRangeName: 'a',
    period: 0,
    limitNum,
    orderNum,
    orderable,
  });
  it('selectable only when orderable, with seats, and not full', () => {
    expect(timeRangeSelectable(slot(3, 2))).toBe(true);
    expect(timeRangeSelectable(slot(3, 3))).toBe(false);
    expect(timeRangeSelectable(slot(0, 0))).toBe(false);
    expect(timeRangeSelectable(slot(3, 0, false))).toBe(false);
  });
});

describe('the list', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const list = [
    { examNo: 'T2', createTime: '2026-10-01T00:00:00Z' },
    { examNo: 'T9', createTime: '2026-11-01T00:00:00Z' },
    { examNo: 'T1', createTime: '2025-09-01T00:00:00Z' },
  ];
  it('sorts by exam number descending and puts those over a year old apart', () => {
    const { recent, older } = arrangeAppointments(list, now);
    expect(recent.map((a) => a.examNo)).toEqual(['T9', 'T2']);
    expect(older.map((a) => a.examNo)).toEqual(['T1']);
  });
  it('shows only the first with the top-1 switch', () => {
    expect(arrangeAppointments(list, now, true)).toEqual({ recent: [list[1]], older: [] });
  });
});

describe('extra form and sections', () => {
  const config = JSON.stringify({ data: [{ label: '工号' }, { label: '部门' }] });
  it('needs every label answered', () => {
    expect(extFormLabels(config)).toEqual(['工号', '部门']);
    expect(extFormLabels('not json')).toEqual([]);
    expect(extFormComplete(config, JSON.stringify({ 工号: '1' }))).toBe(false);
    expect(extFormComplete(config, JSON.stringify({ 工号: '1', 部门: 'x' }))).toBe(true);
    expect(extFormComplete(null, null)).toBe(true);
  });
  it("keeps only the batch's own fields, each bounded and filled", () => {
    const check = (value: unknown) =>
      checkExtForm(config, typeof value === 'string' ? value : JSON.stringify(value));
    expect(check({ 工号: ' 1 ', 部门: 'x' })).toEqual({
      ok: true,
      answers: { 工号: '1', 部门: 'x' },
    });
    const long = '长'.repeat(EXT_FIELD_MAX);
    expect(check({ 工号: '1', 部门: long })).toEqual({
      ok: true,
      answers: { 工号: '1', 部门: long },
    });
    const refusal = (value: unknown) => {
      const checked = check(value);
      return checked.ok ? null : checked.refusal;
    };
    expect(refusal({ 工号: '1', 部门: 'x', 备注: 'y' })).toBe('extFormUnknown');
    expect(refusal({ 工号: 1, 部门: 'x' })).toBe('extFormUnknown');
    expect(refusal('["1","x"]')).toBe('extFormUnknown');
    expect(refusal('not json')).toBe('extFormUnknown');
    expect(refusal('{"__proto__":"x","工号":"1","部门":"x"}')).toBe('extFormUnknown');
    expect(refusal({ 工号: '1', 部门: `${long}长` })).toBe('extFormTooLong');
    expect(refusal({ 工号: '1', 部门: ' ' })).toBe('extFormRequired');
    expect(checkExtForm(config, null)).toEqual({ ok: false, refusal: 'extFormRequired' });
    expect(checkExtForm(null, null)).toEqual({ ok: true, answers: null });
    expect(checkExtForm(null, '{"工号":"1"}')).toEqual({ ok: false, refusal: 'extFormUnknown' });
  });
  it("sends only the answers to the batch's fields", () => {
    const kept = JSON.stringify({ 工号: '1', 旧字段: 'old', 部门: 'x' });
    expect(extFormValueOf(config, kept)).toBe(JSON.stringify({ 工号: '1', 部门: 'x' }));
    expect(extFormValueOf(config, '{"toString":"x"}')).toBe('{}');
    expect(extFormValueOf(null, kept)).toBeNull();
  });
  it('groups items general, lab, imaging, other', () => {
    const item = (itemType: number) => ({ itemType, itemName: String(itemType), itemMeanning: '' });
    expect(itemSections([item(1), item(3), item(0), item(2)]).map((s) => s.key)).toEqual([
      'general',
      'lab',
      'imaging',
      'other',
    ]);
  });
});

describe('team request', () => {
  const ok = { companyName: '云帆', contact: '张', phone: '13912345678', today: '2026-11-24' };
  it('names the first thing wrong', () => {
    expect(teamRefusal(ok)).toBeNull();
    expect(teamRefusal({ ...ok, companyName: ' ' })).toBe('teamCompanyRequired');
    expect(teamRefusal({ ...ok, contact: '' })).toBe('teamContactRequired');
    expect(teamRefusal({ ...ok, phone: '' })).toBe('teamPhoneRequired');
    expect(teamRefusal({ ...ok, phone: '1391234' })).toBe('teamPhoneInvalid');
    expect(teamRefusal({ ...ok, companyName: '字'.repeat(21) })).toBe('teamCompanyTooLong');
    expect(teamRefusal({ ...ok, contact: '字'.repeat(21) })).toBe('teamContactTooLong');
    expect(teamRefusal({ ...ok, remark: '字'.repeat(61) })).toBe('teamRemarkTooLong');
    expect(teamRefusal({ ...ok, remark: '字'.repeat(60) })).toBeNull();
    expect(teamRefusal({ ...ok, expectedDate: '2026-11-23' })).toBe('teamDatePast');
    expect(teamRefusal({ ...ok, expectedDate: '2026-11-24' })).toBeNull();
    expect(teamRefusal({ ...ok, expectedDate: null })).toBeNull();
  });
  it('marks every field that is wrong, each with its own reason', () => {
    expect(teamErrors(ok)).toEqual({});
    expect(
      teamErrors({
        ...ok,
        companyName: '',
        contact: '字'.repeat(21),
        phone: '1391234',
        remark: '字'.repeat(61),
        expectedDate: '2026-11-23',
      }),
    ).toEqual({
      company: 'teamCompanyRequired',
      contact: 'teamContactTooLong',
      phone: 'teamPhoneInvalid',
      remark: 'teamRemarkTooLong',
      date: 'teamDatePast',
    });
    expect(teamErrors({ ...ok, phone: ' ' })).toEqual({ phone: 'teamPhoneRequired' });
  });
});
