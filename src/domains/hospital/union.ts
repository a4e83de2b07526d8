import type { UnionHospital } from '@/contract';

export const BRANCH_BOOKABLE = 1;

/** The `hide` query: comma-joined branch ids (hosp_id) left out of the chooser. */
export function parseHideList(raw: string | null | undefined): Set<string> {
  return new Set(
    (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

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
