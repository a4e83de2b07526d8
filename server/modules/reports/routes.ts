import {
  doctorSummary,
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
import { bearerToken } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { sendPage } from '../../plugins/paged.ts';
import { route } from '../../plugins/route.ts';
import { accountForToken } from '../auth/index.ts';
import { pdfByKey } from './pdfService.ts';
import * as reports from './service.ts';
import { doctorSummaryPdf } from './summaryService.ts';
import { trendOf } from './trend.ts';

// Every call but the PDF's is signed in: the service answers only about the caller's own
// people. The PDF's key and name open it to anyone (spec 2, /pdfreport needs no login).
export const reportsModule: Module = (api, deps) => {
  route(api, examRecords, async ({ account, query }, reply) =>
    sendPage(reply, query, await reports.examRecords(deps, account.id, query, new Date())),
  );

  route(api, reportQuery, async ({ account, query }) =>
    ok(await reports.reportOf(deps, account.id, query.tjbh, new Date())),
  );

  route(api, reportCompare, async ({ account, query }) =>
    ok(await reports.compare(deps, account.id, query, new Date())),
  );

  route(api, reportTrend, async ({ account, query }) =>
    ok(await trendOf(deps, account.id, query, new Date())),
  );

  route(api, pdfReport, async (request, reply) => {
    // A person's report, public by its key: no shared cache may keep it.
    reply.header('cache-control', 'no-store');
    // The rating gate holds for everyone; a signed-in patient is asked to rate (a stale
    // token is a visitor).
    const token = bearerToken(request);
    const account = token ? await accountForToken(deps.db, token) : null;
    const caller = { accountId: account?.id ?? null, clientIp: request.ip };
    return ok(await pdfByKey(deps, request.query, caller, new Date()));
  });

  route(api, doctorSummary, async ({ account, query }, reply) => {
    // A person's results: no shared cache may keep them.
    reply.header('cache-control', 'no-store');
    return ok(await doctorSummaryPdf(deps, account.id, query, new Date()));
  });

  route(api, externalReports, async ({ account, query }, reply) =>
    sendPage(reply, query, await reports.externalReports(deps, account.id, query, new Date())),
  );

  route(api, ratingList, async () => ok(reports.ratingItems()));

  route(api, ratingRecord, async ({ account, query }) =>
    ok(await reports.ratingRecord(deps, account.id, query.tjbh)),
  );

  route(api, saveRating, async ({ account, body }) =>
    ok(await reports.saveRating(deps, account.id, body), MSG.ratingSaved),
  );
};
