import { useQuery } from '@/kit/query/useQuery';
import { useHospId } from '@/domains/hospital/scope';
import { customizedApi, packageApi, packageDetailApi, packageListApi } from './api';

/** Keys of a branch's packages: everything of one branch sits under `branch(hospId)`. */
export const catalogKeys = {
  branch: (hospId: number) => ['catalog', hospId] as const,
  list: (hospId: number) => ['catalog', hospId, 'list'] as const,
  recommended: (hospId: number) => ['catalog', hospId, 'recommended'] as const,
  one: (hospId: number, id: number) => ['catalog', hospId, 'package', id] as const,
  customized: (hospId: number, packageId: number, userSurveyId: number | null) =>
    ['catalog', hospId, 'customized', packageId, userSurveyId] as const,
};

/** The branch's exam types and packages. */
export function usePackageList() {
  const hospId = useHospId();
  return useQuery(catalogKeys.list(hospId), () =>
    Promise.all([packageListApi.examTypes(hospId), packageListApi.list(hospId)]),
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
