import {
  examRecords,
  externalReports,
  pdfReport,
  ratingList,
  ratingRecord,
  reportCompare,
  reportQuery,
  reportTrend,
  saveRating,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { route } from '../../plugins/route.ts';
import * as reports from './service.ts';
import { trendOf } from './trend.ts';

// Every call is signed in: the service answers only about the caller's own people.
export const reportsModule: Module = (api, deps) => {
  route(api, examRecords, async ({ account, query }) =>
    ok(await reports.examRecords(deps, account.id, query.profileId, query.hospId)),
  );

  route(api, reportQuery, async ({ account, query }) =>
    ok(await reports.reportOf(deps, account.id, query.tjbh)),
  );

  route(api, reportCompare, async ({ account, query }) =>
    ok(await reports.compare(deps, account.id, query)),
  );

  route(api, reportTrend, async ({ account, query }) => ok(await trendOf(deps, account.id, query)));

  route(api, pdfReport, async ({ account, query }) =>
    ok(await reports.pdfReport(deps, account.id, query.reportKey)),
  );

  route(api, externalReports, async ({ account, query }) =>
    ok(await reports.externalReports(deps, account.id, query.profileId, query.hospId)),
  );

  route(api, ratingList, async () => ok(reports.ratingItems()));

  route(api, ratingRecord, async ({ account, query }) =>
    ok(await reports.ratingRecord(deps, account.id, query.tjbh)),
  );

  route(api, saveRating, async ({ account, body }) =>
    ok(await reports.saveRating(deps, account.id, body), MSG.ratingSaved),
  );
};
