import type { ItemType, PackageItem, PackageSort, PackageSummary, SexFilter } from '@/contract';
import { comparePackages, shownForSex } from '@/rules/packageOrder';

export { PACKAGE_SORTS } from '@/rules/packageOrder';
export type { PackageSort } from '@/contract';

/** Gender filter: 0 none, 1 male, 2 female (the package list's `sex`). */
export type GenderFilter = SexFilter;

/**
 * Packages of one exam type (null: all), that the chosen gender may book (a package
 * limited to the other sex is left out; unlimited ones stay), in the chosen order: what
 * the server sends a page of, applied again over the rows read, for a backend that sends
 * the whole list unfiltered.
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
    (p) => (examTypeId === null || p.exam_type_id === examTypeId) && shownForSex(p, gender),
  );
  return [...kept].sort(comparePackages(sort));
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
