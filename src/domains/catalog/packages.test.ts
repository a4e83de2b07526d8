import { describe, expect, it } from 'vitest';
import type { PackageItem, PackageSummary } from '@/contract';
import { groupItems, visiblePackages } from './packages';

const pkg = (id: number, over: Partial<PackageSummary>): PackageSummary => ({
  id,
  code: `P${id}`,
  name: `p${id}`,
  alias: null,
  remark: null,
  img_url: null,
  sale_price: 100,
  price: 120,
  appoint_count: 0,
  sex_limit: 0,
  sort: 1,
  exam_type_id: 1,
  appointment_status: 1,
  ...over,
});

const list = [
  pkg(1, { sort: 2, appoint_count: 50, sale_price: 300 }),
  pkg(2, { sort: 1, appoint_count: 10, sale_price: 100, sex_limit: 1 }),
  pkg(3, { sort: 1, appoint_count: 90, sale_price: 200, sex_limit: 2 }),
  pkg(4, { sort: 3, appoint_count: 5, sale_price: 50, exam_type_id: 2 }),
];
const ids = (l: PackageSummary[]) => l.map((p) => p.id);

describe('visiblePackages', () => {
  it('sorts by the four orders of the spec', () => {
    const all = { examTypeId: null, gender: 0 as const };
    expect(ids(visiblePackages(list, { ...all, sort: 'default' }))).toEqual([3, 2, 1, 4]);
    expect(ids(visiblePackages(list, { ...all, sort: 'sale' }))).toEqual([3, 1, 2, 4]);
    expect(ids(visiblePackages(list, { ...all, sort: 'priceAsc' }))).toEqual([4, 2, 3, 1]);
    expect(ids(visiblePackages(list, { ...all, sort: 'priceDesc' }))).toEqual([1, 3, 2, 4]);
  });

  it('filters by exam type and leaves out packages limited to the other sex', () => {
    expect(ids(visiblePackages(list, { examTypeId: 2, gender: 0, sort: 'default' }))).toEqual([4]);
    expect(ids(visiblePackages(list, { examTypeId: null, gender: 1, sort: 'default' }))).toEqual([
      2, 1, 4,
    ]);
    expect(ids(visiblePackages(list, { examTypeId: 1, gender: 2, sort: 'default' }))).toEqual([
      3, 1,
    ]);
    expect(visiblePackages(list, { examTypeId: 9, gender: 0, sort: 'default' })).toEqual([]);
  });
});

describe('groupItems', () => {
  const item = (name: string, type: 0 | 1 | 2 | 3) => ({ item_name: name, type }) as PackageItem;
  it('groups items as general, lab, auxiliary/imaging, other, leaving out empty groups', () => {
    const groups = groupItems([
      item('ct', 1),
      item('bp', 0),
      item('x', 3),
      item('blood', 2),
      item('ecg', 1),
    ]);
    expect(groups.map((g) => [g.type, g.items.map((i) => i.item_name)])).toEqual([
      [0, ['bp']],
      [2, ['blood']],
      [1, ['ct', 'ecg']],
      [3, ['x']],
    ]);
    expect(groupItems([item('bp', 0)]).map((g) => g.type)).toEqual([0]);
  });
});
