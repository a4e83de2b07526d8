import { useQuery } from '@/kit/query/useQuery';
import { hospApi } from './api';
import { useHospId } from './scope';

/** Keys of the hospital's data; everything of one branch sits under `branch(hospId)`. */
export const hospKeys = {
  branch: (hospId: number) => ['hosp', hospId] as const,
  unions: (code: string) => ['hosp', 'unions', code] as const,
  env: ['hosp', 'env'] as const,
};

/** One of the current branch's own answers, under the branch's key. */
function useBranchQuery<T>(part: string, load: (hospId: number) => Promise<T>) {
  const hospId = useHospId();
  return useQuery([...hospKeys.branch(hospId), part], () => load(hospId));
}

export const useHospitalInfo = () => useBranchQuery('info', hospApi.info);
export const useHospConfigs = () => useBranchQuery('configs', hospApi.configs);
export const useHomeModules = () => useBranchQuery('modules', hospApi.homePageModules);
export const useHospAssets = () => useBranchQuery('assets', hospApi.assets);

/** Version and image base of the backend: not branch-scoped. */
export const useHospEnv = () => useQuery(hospKeys.env, hospApi.env);
