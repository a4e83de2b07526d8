import { api } from '@/kit/api/client';
import type {
  SaveSurveyBody,
  Survey,
  SurveyResponse,
  SurveySummary,
  UserSurveyDetail,
  UserSurveyEntry,
} from '@/contract';

export const surveyApi = {
  info: (hospId: number) =>
    api.get<SurveySummary[]>('api/survey/getSurveyInfo', { hospid: hospId }),
  detail: (hospId: number, surveyId: number) =>
    api.get<Survey>('api/survey/getSurveyDetail', { hospid: hospId, surveyId }),
  save: (body: SaveSurveyBody) => api.post<SurveyResponse>('api/survey/saveSurvey', body),
  records: (hospId: number) =>
    api.get<UserSurveyEntry[]>('api/survey/UserSurveys', { hospid: hospId }),
  record: (id: number) => api.get<UserSurveyDetail>('api/survey/SurveyDetail', { id }),
};
