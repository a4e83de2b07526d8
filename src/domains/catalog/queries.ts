import { useQuery } from '@/kit/query/useQuery';
import { useHospId } from '@/domains/hospital/scope';
import {
  customizedApi,
  packageApi,
  packageDetailApi,
  packageListApi,
  type PackageView,
} from './api';

/** Keys of a branch's packages: everything of one branch sits under `branch(hospId)`. */
export const catalogKeys = {
  branch: (hospId: number) => ['catalog', hospId] as const,
  types: (hospId: number) => ['catalog', hospId, 'types'] as const,
  list: (hospId: number, { examTypeId, sex, sort }: PackageView) =>
    ['catalog', hospId, 'list', examTypeId, sex, sort] as const,
  /** Whether the branch sells anything at all, whatever a view's filters leave. */
  onSale: (hospId: number) => ['catalog', hospId, 'onSale'] as const,
  recommended: (hospId: number) => ['catalog', hospId, 'recommended'] as const,
  one: (hospId: number, id: number) => ['catalog', hospId, 'package', id] as const,
  customized: (hospId: number, packageId: number, userSurveyId: number | null) =>
    ['catalog', hospId, 'customized', packageId, userSurveyId] as const,
};

/** The branch's exam types: the package list's tabs. */
export function useExamTypes() {
  const hospId = useHospId();
  return useQuery(catalogKeys.types(hospId), () => packageListApi.examTypes(hospId));
}

/** Every package of the branch: no filter, the server's order. */
export const ALL: PackageView = { examTypeId: null, sex: 0, sort: 'default' };

/**
 * Whether the branch sells any package at all (one row is enough to know): a view left
 * empty by its filters is not a branch that is not open yet. Asked beside the exam types,
 * so it adds no wait.
 */
export function useBranchOnSale() {
  const hospId = useHospId();
  return useQuery(catalogKeys.onSale(hospId), () =>
    packageListApi.list(hospId, ALL, { offset: 0, limit: 1 }).then((page) => page.total > 0),
  );
}

export function useRecommendedPackages() {
  const hospId = useHospId();
  return useQuery(catalogKeys.recommended(hospId), () => packageApi.recommended(hospId));
}

/** One package of the branch; nothing to read without an id. */
export function usePackage(id: number) {
  const hospId = useHospId();
  return useQuery(id > 0 ? catalogKeys.one(hospId, id) : null, () =>
    packageDetailApi.find(hospId, id),
  );
}

export function useCustomizedProject(packageId: number, userSurveyId: number | null) {
  const hospId = useHospId();
  return useQuery(
    packageId > 0 ? catalogKeys.customized(hospId, packageId, userSurveyId) : null,
    () => customizedApi.get(hospId, packageId, userSurveyId),
  );
}
