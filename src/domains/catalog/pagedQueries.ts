import { useHospId } from '@/domains/hospital/scope';
import { usePagedQuery } from '@/kit/query/usePagedQuery';
import type { PackageSummary } from '@/contract';
import { packageListApi, type PackageView } from './api';
import { ALL, catalogKeys } from './queries';

// Apart from queries.ts so that home, which reads the recommended packages, does not load the
// paged list's hook and SWR's infinite pages with them.

/**
 * The packages of a view, a page at a time, filtered and ordered by the server; each view is
 * a list of its own, read from its first page. Null: the view is not known yet.
 */
export function usePackages(view: PackageView | null) {
  const hospId = useHospId();
  return usePagedQuery(
    view === null ? null : catalogKeys.list(hospId, view),
    (window) => packageListApi.list(hospId, view ?? ALL, window),
    (p: PackageSummary) => p.id,
  );
}
