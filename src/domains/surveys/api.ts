import { call } from '@/kit/api/call';
import {
  saveSurvey,
  surveyDetail,
  surveyInfo,
  userSurveyDetail,
  userSurveys,
} from '@/contract/surveys';
import type { SaveSurveyBody } from '@/contract';

export const surveyApi = {
  info: (hospId: number) => call(surveyInfo, { hospid: hospId }),
  detail: (hospId: number, surveyId: number) => call(surveyDetail, { hospid: hospId, surveyId }),
  save: (body: SaveSurveyBody) => call(saveSurvey, body),
  records: (hospId: number) => call(userSurveys, { hospid: hospId }),
  record: (id: number) => call(userSurveyDetail, { id }),
};
