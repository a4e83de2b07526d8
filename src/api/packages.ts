import { api } from './client';
import type { PackageSummary } from './contract';

export const RECOMMENDED_TOP_NUMBER = 10;

export const packageApi = {
  recommended: (hospId: number) =>
    api.get<PackageSummary[]>('api/package/recommand', {
      hospId,
      topNumber: RECOMMENDED_TOP_NUMBER,
    }),
};
