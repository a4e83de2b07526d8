import {
  checkUserSurvey,
  saveSurvey,
  surveyDetail,
  surveyInfo,
  surveyPlan,
  userSurveyDetail,
  userSurveys,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { sendPage } from '../../plugins/paged.ts';
import { route } from '../../plugins/route.ts';
import { SURVEY_MSG } from './messages.ts';
import * as surveys from './service.ts';

/** Pre-exam questionnaires: the questions, saved sheets, and the survey step of booking. */
export const surveysModule: Module = (api, { db }) => {
  route(api, surveyInfo, async ({ query }) => ok(await surveys.surveyInfo(db, query.hospid)));

  route(api, surveyDetail, async ({ query }) =>
    ok(await surveys.surveyDetail(db, query.hospid, query.surveyId)),
  );

  route(api, saveSurvey, async ({ account, body }) =>
    ok(await db.tx((q) => surveys.saveSurvey(q, account.id, body)), SURVEY_MSG.saved),
  );

  route(api, userSurveys, async ({ account, query }, reply) =>
    sendPage(reply, query, await surveys.userSurveys(db, account.id, query.hospid, query)),
  );

  route(api, userSurveyDetail, async ({ account, query }) =>
    ok(await surveys.userSurveyDetail(db, account.id, query.id)),
  );

  route(api, checkUserSurvey, async ({ account, body }) =>
    ok(await surveys.checkUserSurvey(db, account.id, body)),
  );

  route(api, surveyPlan, async ({ account, query }) =>
    ok(await surveys.planFromSheet(db, account.id, query)),
  );
};
