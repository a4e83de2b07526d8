import { call } from '@/kit/api/call';
import {
  homePageModules,
  hospAssets,
  hospConfigs,
  hospEnv,
  hospInfo,
  unionHospitals,
} from '@/contract/calls/hosp';

export const hospApi = {
  info: (id: number) => call(hospInfo, { id }),
  unions: (code: string) => call(unionHospitals, { code }),
  configs: (hospId: number) => call(hospConfigs, { hospId }),
  env: () => call(hospEnv),
  homePageModules: (hospId: number) => call(homePageModules, { hospId }),
  assets: (hospId: number) => call(hospAssets, { hospId }),
};
