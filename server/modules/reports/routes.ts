import {
  CompareQuery,
  ExamNoQuery,
  ExamRecordsAnswer,
  ExamReportAnswer,
  ExternalReportsAnswer,
  PdfReportAnswer,
  PdfReportQuery,
  ProfileReportsQuery,
  Rating,
  RatingListAnswer,
  RatingRecordAnswer,
  RatingSaveBody,
  ReportComparisonAnswer,
  ReportTrendAnswer,
  ReportTrendQuery,
} from '../../../src/contract/index.ts';
import { accountPost, type Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import {
  compare,
  examRecords,
  externalReports,
  pdfReport,
  ratingItems,
  ratingRecord,
  reportOf,
  saveRating,
} from './service.ts';
import { trendOf } from './trend.ts';

// Every call is signed in: the service answers only about the caller's own people.
const auth = { auth: true } as const;

export const reportsModule: Module = (api, deps) => {
  api.get(
    '/api/report/ExamRecords',
    {
      config: auth,
      schema: { querystring: ProfileReportsQuery, response: { 200: ExamRecordsAnswer } },
    },
    async ({ account, query }) =>
      ok(await examRecords(deps, account.id, query.profileid, query.hospid)),
  );

  api.get(
    '/api/report/query',
    { config: auth, schema: { querystring: ExamNoQuery, response: { 200: ExamReportAnswer } } },
    async ({ account, query }) => ok(await reportOf(deps, account.id, query.tjbh)),
  );

  api.get(
    '/api/report/compare',
    {
      config: auth,
      schema: { querystring: CompareQuery, response: { 200: ReportComparisonAnswer } },
    },
    async ({ account, query }) => ok(await compare(deps, account.id, query)),
  );

  api.get(
    '/api/report/trend',
    {
      config: auth,
      schema: { querystring: ReportTrendQuery, response: { 200: ReportTrendAnswer } },
    },
    async ({ account, query }) => ok(await trendOf(deps, account.id, query)),
  );

  api.get(
    '/api/report/pdfReport',
    { config: auth, schema: { querystring: PdfReportQuery, response: { 200: PdfReportAnswer } } },
    async ({ account, query }) => ok(await pdfReport(deps, account.id, query.reportkey)),
  );

  api.get(
    '/api/report/ExternalReports',
    {
      config: auth,
      schema: { querystring: ProfileReportsQuery, response: { 200: ExternalReportsAnswer } },
    },
    async ({ account, query }) =>
      ok(await externalReports(deps, account.id, query.profileid, query.hospid)),
  );

  api.get(
    '/api/rating/list',
    { config: auth, schema: { response: { 200: RatingListAnswer } } },
    async () => ok(ratingItems()),
  );

  api.get(
    '/api/rating/record',
    { config: auth, schema: { querystring: ExamNoQuery, response: { 200: RatingRecordAnswer } } },
    async ({ account, query }) => ok(await ratingRecord(deps, account.id, query.tjbh)),
  );

  accountPost(
    api,
    '/api/rating/save',
    { body: RatingSaveBody, data: Rating },
    (accountId, body) => saveRating(deps, accountId, body),
    MSG.ratingSaved,
  );
};
