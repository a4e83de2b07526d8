import {
  CustomizedProject,
  SaveSurveyBody,
  Survey,
  SurveyCheck,
  SurveyCheckInput,
  SurveyDetailQuery,
  SurveyInfoQuery,
  SurveyPlanQuery,
  SurveyResponse,
  SurveySummary,
  UserSurveyDetail,
  UserSurveyEntry,
  UserSurveyQuery,
  UserSurveysQuery,
} from '../../../src/contract/index.ts';
import { accountPost, answers, listAnswers, type Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { SURVEY_MSG } from './messages.ts';
import * as surveys from './service.ts';

const auth = { auth: true };

/** Pre-exam questionnaires: the questions, saved sheets, and the survey step of booking. */
export const surveysModule: Module = (api, { db }) => {
  api.get(
    '/api/survey/getSurveyInfo',
    { schema: { querystring: SurveyInfoQuery, response: listAnswers(SurveySummary) } },
    async (request) => ok(await surveys.surveyInfo(db, request.query.hospid)),
  );

  api.get(
    '/api/survey/getSurveyDetail',
    { schema: { querystring: SurveyDetailQuery, response: answers(Survey) } },
    async (request) =>
      ok(await surveys.surveyDetail(db, request.query.hospid, request.query.surveyid)),
  );

  accountPost(
    api,
    '/api/survey/saveSurvey',
    { body: SaveSurveyBody, data: SurveyResponse },
    (accountId, body) => db.tx((q) => surveys.saveSurvey(q, accountId, body)),
    SURVEY_MSG.saved,
  );

  api.get(
    '/api/survey/UserSurveys',
    {
      config: auth,
      schema: { querystring: UserSurveysQuery, response: listAnswers(UserSurveyEntry) },
    },
    async (request) => ok(await surveys.userSurveys(db, request.account.id, request.query.hospid)),
  );

  api.get(
    '/api/survey/SurveyDetail',
    { config: auth, schema: { querystring: UserSurveyQuery, response: answers(UserSurveyDetail) } },
    async (request) => ok(await surveys.userSurveyDetail(db, request.account.id, request.query.id)),
  );

  accountPost(
    api,
    '/api/survey/checkUserSurvey',
    { body: SurveyCheckInput, data: SurveyCheck },
    (accountId, body) => surveys.checkUserSurvey(db, accountId, body),
  );

  // Signed in and never cached, unlike getCustomizedProject: the sheet is the caller's own.
  api.get(
    '/api/survey/customizedProject',
    {
      config: auth,
      schema: { querystring: SurveyPlanQuery, response: answers(CustomizedProject) },
    },
    async (request) => ok(await surveys.planFromSheet(db, request.account.id, request.query)),
  );
};
