import type { UnionHospital } from '@/contract';

export const BRANCH_BOOKABLE = 1;

export function visibleBranches(
  list: readonly UnionHospital[],
  hide: Set<string>,
): UnionHospital[] {
  return list.filter((b) => !hide.has(String(b.hosp_id)));
}

export function branchName(b: UnionHospital): string {
  return b.union_name?.trim() || b.hosp_name;
}

export function isBookable(b: UnionHospital): boolean {
  return b.enable === BRANCH_BOOKABLE;
}
