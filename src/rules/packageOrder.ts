// The package list's four orders, written once: the server turns them into its ORDER BY
// (server/modules/catalog/repository.ts) and the app into a comparison, for a backend that
// sends the whole list unpaged.
import type { PackageSort, PackageSummary, SexFilter } from '@/contract';

/** The orders as the list page offers them, first the default. */
export const PACKAGE_SORTS = [
  'default',
  'sale',
  'priceAsc',
  'priceDesc',
] as const satisfies readonly PackageSort[];

type SortKey = 'sort' | 'appoint_count' | 'sale_price';

/** Each order's keys, the first deciding first: 1 ascending, -1 descending. */
export const PACKAGE_ORDER: Record<PackageSort, ReadonlyArray<readonly [SortKey, 1 | -1]>> = {
  default: [
    ['sort', 1],
    ['appoint_count', -1],
  ],
  sale: [['appoint_count', -1]],
  priceAsc: [['sale_price', 1]],
  priceDesc: [['sale_price', -1]],
};

/** Two packages in the chosen order; ties by id, so every order is total. */
export function comparePackages(sort: PackageSort) {
  return (a: PackageSummary, b: PackageSummary): number => {
    for (const [key, direction] of PACKAGE_ORDER[sort]) {
      const by = (a[key] - b[key]) * direction;
      if (by !== 0) return by;
    }
    return a.id - b.id;
  };
}

/** Whether a package is shown for the chosen sex: 0 anyone; else not the other's packages. */
export const shownForSex = (p: Pick<PackageSummary, 'sex_limit'>, sex: SexFilter): boolean =>
  sex === 0 || p.sex_limit === 0 || p.sex_limit === sex;
