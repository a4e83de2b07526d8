import type { ItemType, PackageItem, PackageSummary } from '@/contract';

/** The spec's four sort orders of the package list. */
export const PACKAGE_SORTS = ['default', 'sale', 'priceAsc', 'priceDesc'] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];

/** Gender filter: 0 none, 1 male, 2 female. */
export type GenderFilter = 0 | 1 | 2;

/**
 * Packages of one exam type (null: all), that the chosen gender may book (a package
 * limited to the other sex is left out; unlimited ones stay), in the chosen order.
 */
export function visiblePackages(
  list: readonly PackageSummary[],
  {
    examTypeId,
    gender,
    sort,
  }: { examTypeId: number | null; gender: GenderFilter; sort: PackageSort },
): PackageSummary[] {
  const kept = list.filter(
    (p) =>
      (examTypeId === null || p.exam_type_id === examTypeId) &&
      (gender === 0 || p.sex_limit === 0 || p.sex_limit === gender),
  );
  const compare: Record<PackageSort, (a: PackageSummary, b: PackageSummary) => number> = {
    default: (a, b) => a.sort - b.sort || b.appoint_count - a.appoint_count,
    sale: (a, b) => b.appoint_count - a.appoint_count,
    priceAsc: (a, b) => a.sale_price - b.sale_price,
    priceDesc: (a, b) => b.sale_price - a.sale_price,
  };
  return [...kept].sort((a, b) => compare[sort](a, b) || a.id - b.id);
}

/** The detail page's groups, in the spec's order: general, lab, auxiliary/imaging, other. */
export const ITEM_GROUP_ORDER: readonly ItemType[] = [0, 2, 1, 3];

export function groupItems(
  items: readonly PackageItem[],
): Array<{ type: ItemType; items: PackageItem[] }> {
  return ITEM_GROUP_ORDER.map((type) => ({
    type,
    items: items.filter((i) => i.type === type),
  })).filter((g) => g.items.length > 0);
}

/** The package list's tab, sort and gender filter, as kept in its URL. */
export interface PackageListView {
  examTypeId: number | null;
  sort: PackageSort;
  gender: GenderFilter;
}

/**
 * The list's view from its URL (`type`, `sort`, `gender`): back from a package's page, or
 * after a refresh, the patient finds the list as they left it. Anything unknown is default.
 */
export function listViewFrom(params: URLSearchParams): PackageListView {
  const type = Number(params.get('type'));
  const sort = params.get('sort');
  const gender = Number(params.get('gender'));
  return {
    examTypeId: Number.isInteger(type) && type > 0 ? type : null,
    sort: PACKAGE_SORTS.includes(sort as PackageSort) ? (sort as PackageSort) : 'default',
    gender: gender === 1 || gender === 2 ? gender : 0,
  };
}

/** The URL's query for a view, keeping what else it holds (hospid, lang); defaults left out. */
export function withListView(params: URLSearchParams, view: PackageListView): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);
  set('type', view.examTypeId === null ? null : String(view.examTypeId));
  set('sort', view.sort === 'default' ? null : view.sort);
  set('gender', view.gender === 0 ? null : String(view.gender));
  return next;
}
