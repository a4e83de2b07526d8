import {
  CustomizedProject,
  CustomizedProjectQuery,
  ExamType,
  PackageDetail,
  PackageQuery,
  PackageSummary,
  RecommendedQuery,
} from '../../../src/contract/index.ts';
import { answers, listAnswers, type Module } from '../../plugins/api.ts';
import { notFound, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { hospListRoute } from '../hosp/scopedList.ts';
import { requireHospital } from '../hosp/service.ts';
import * as catalog from './repository.ts';
import { customizedProject } from './service.ts';

/** Every answer here is the same for every caller (plugins/httpCache.ts). */
const PUBLIC = { cache: 'public' } as const;

/** Packages, their items, exam types and the tailored plan of add-ons. */
export const catalogModule: Module = (api, { db }) => {
  hospListRoute(api, db, '/api/package/list', PackageSummary, catalog.packagesOfHosp);
  hospListRoute(api, db, '/api/package/getExamTypes', ExamType, catalog.examTypes);

  api.get(
    '/api/package/recommand',
    {
      config: PUBLIC,
      schema: { querystring: RecommendedQuery, response: listAnswers(PackageSummary) },
    },
    async (request) => {
      const { hospid, topnumber } = request.query;
      await requireHospital(db, hospid);
      return ok(await catalog.recommendedPackages(db, hospid, topnumber));
    },
  );

  api.get(
    '/api/package/find',
    { config: PUBLIC, schema: { querystring: PackageQuery, response: answers(PackageDetail) } },
    async (request) => {
      const pkg = await catalog.packageWithNotices(db, request.query.id, request.query.hospid);
      if (!pkg) throw notFound(MSG.packageNotFound, `package ${request.query.id}`);
      return ok({ ...pkg, items: await catalog.packageItems(db, pkg.id) });
    },
  );

  api.get(
    '/api/package/getCustomizedProject',
    {
      config: PUBLIC,
      schema: { querystring: CustomizedProjectQuery, response: answers(CustomizedProject) },
    },
    async (request) =>
      ok(await customizedProject(db, request.query.hospid, request.query.packageid)),
  );
};
