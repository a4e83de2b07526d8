import { api } from '@/kit/api/client';
import type {
  CustomizedProject,
  ExamType,
  PackageDetail,
  PackageSummary,
  SurveyCheck,
} from '@/contract';

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

export const bookingStartApi = {
  /** The questionnaire the package asks before booking, and how far the person got with it. */
  checkSurvey: (hospId: number, profileId: number, packageId: number) =>
    api.post<SurveyCheck>('api/survey/checkUserSurvey', { hospId, profileId, packageId }),
};

export const customizedApi = {
  // A plan shaped by the caller's own questionnaire is read signed in and never cached.
  get: (hospId: number, packageId: number, userSurveyId?: number | null) =>
    userSurveyId
      ? api.get<CustomizedProject>('api/survey/customizedProject', {
          hospid: hospId,
          packageId,
          userSurveyId,
        })
      : api.get<CustomizedProject>('api/package/getCustomizedProject', {
          hospid: hospId,
          packageId,
        }),
};
