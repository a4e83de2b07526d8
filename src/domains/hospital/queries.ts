import { useQuery } from '@/kit/query/useQuery';
import { hospApi } from './api';
import { useHospId } from './scope';

/** Keys of the hospital's data; everything of one branch sits under `branch(hospId)`. */
export const hospKeys = {
  branch: (hospId: number) => ['hosp', hospId] as const,
  info: (hospId: number) => ['hosp', hospId, 'info'] as const,
  configs: (hospId: number) => ['hosp', hospId, 'configs'] as const,
  modules: (hospId: number) => ['hosp', hospId, 'modules'] as const,
  assets: (hospId: number) => ['hosp', hospId, 'assets'] as const,
  unions: (code: string) => ['hosp', 'unions', code] as const,
  env: ['hosp', 'env'] as const,
};

export function useHospitalInfo() {
  const hospId = useHospId();
  return useQuery(hospKeys.info(hospId), () => hospApi.info(hospId));
}

export function useHospConfigs() {
  const hospId = useHospId();
  return useQuery(hospKeys.configs(hospId), () => hospApi.configs(hospId));
}

export function useHomeModules() {
  const hospId = useHospId();
  return useQuery(hospKeys.modules(hospId), () => hospApi.homePageModules(hospId));
}

export function useHospAssets() {
  const hospId = useHospId();
  return useQuery(hospKeys.assets(hospId), () => hospApi.assets(hospId));
}

/** Version and image base of the backend: not branch-scoped. */
export const useHospEnv = () => useQuery(hospKeys.env, hospApi.env);
