import { api } from '@/kit/api/client';
import type {
  HomeModule,
  HospAsset,
  HospConfig,
  HospEnv,
  HospitalInfo,
  UnionHospital,
} from '@/contract';

export const hospApi = {
  info: (id: number) => api.get<HospitalInfo>('api/hosp/info', { id }),
  unions: (code: string) => api.get<UnionHospital[]>('api/Hosp/unions', { code }),
  configs: (hospId: number) => api.get<HospConfig[]>('api/Hosp/configs', { hospId }),
  env: () => api.get<HospEnv>('api/Hosp/env'),
  homePageModules: (hospId: number) =>
    api.get<HomeModule[]>('api/Hosp/homePageModules', { hospId }),
  assets: (hospId: number) => api.get<HospAsset[]>('api/Hosp/assets', { hospId }),
};
