import { api } from '@/kit/api/client';
import type {
  HomeModule,
  HospAsset,
  HospConfig,
  HospEnv,
  HospitalInfo,
  UnionHospital,
} from '@/contract';
import { HOSP_PATHS } from './paths';

export const hospApi = {
  info: (id: number) => api.get<HospitalInfo>(HOSP_PATHS.info, { id }),
  unions: (code: string) => api.get<UnionHospital[]>(HOSP_PATHS.unions, { code }),
  configs: (hospId: number) => api.get<HospConfig[]>(HOSP_PATHS.configs, { hospId }),
  env: () => api.get<HospEnv>(HOSP_PATHS.env),
  homePageModules: (hospId: number) =>
    api.get<HomeModule[]>(HOSP_PATHS.homePageModules, { hospId }),
  assets: (hospId: number) => api.get<HospAsset[]>(HOSP_PATHS.assets, { hospId }),
};
