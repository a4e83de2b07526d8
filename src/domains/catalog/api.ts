import { api } from '@/kit/api/client';
import type { CustomizedProject, ExamType, PackageDetail, PackageSummary } from '@/contract';

export const RECOMMENDED_TOP_NUMBER = 10;

export const packageApi = {
  recommended: (hospId: number) =>
    api.get<PackageSummary[]>('api/package/recommand', {
      hospId,
      topNumber: RECOMMENDED_TOP_NUMBER,
    }),
};

export const packageListApi = {
  list: (hospId: number) => api.get<PackageSummary[]>('api/package/list', { hospId }),
  examTypes: (hospId: number) => api.get<ExamType[]>('api/package/getExamTypes', { hospId }),
};

export const packageDetailApi = {
  find: (hospId: number, id: number) =>
    api.get<PackageDetail>('api/package/find', { hospid: hospId, id }),
};

export interface SurveyCheck {
  surveyId: number | null;
  /** 0 not filled, 1 done, 2 filled before. */
  surveyStatus: 0 | 1 | 2;
  surveyPostDate: string | null;
}

export const bookingStartApi = {
  checkSurvey: (hospId: number, profileId: number) =>
    api.post<SurveyCheck>('api/survey/checkUserSurvey', { hospId, profileId }),
};

export const customizedApi = {
  get: (hospId: number, packageId: number, userSurveyId?: number | null) =>
    api.get<CustomizedProject>('api/package/getCustomizedProject', {
      hospid: hospId,
      packageId,
      ...(userSurveyId ? { userSurveyId } : {}),
    }),
};
