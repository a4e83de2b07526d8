import { call } from '@/kit/api/call';
import type { PageWindow } from '@/kit/query/usePagedQuery';
import {
  saveSurvey,
  surveyDetail,
  surveyInfo,
  userSurveyDetail,
  userSurveys,
} from '@/contract/calls/surveys';
import type { SaveSurveyBody } from '@/contract';

export const surveyApi = {
  info: (hospId: number) => call(surveyInfo, { hospid: hospId }),
  detail: (hospId: number, surveyId: number) => call(surveyDetail, { hospid: hospId, surveyId }),
  save: (body: SaveSurveyBody) => call(saveSurvey, body),
  /** A page of the account's sheets, newest first. */
  records: (hospId: number, window: PageWindow) => call(userSurveys, { hospid: hospId, ...window }),
  record: (id: number) => call(userSurveyDetail, { id }),
};
