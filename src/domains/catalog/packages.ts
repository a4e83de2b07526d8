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
