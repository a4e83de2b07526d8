import {
  customizedProject as customizedProjectCall,
  examTypes,
  packageFind,
  packageList,
  recommendedPackages,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { notFound, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { pageOf, sendPage } from '../../plugins/paged.ts';
import { route } from '../../plugins/route.ts';
import { hospListRoute, requireHospital } from '../hosp/index.ts';
import * as catalog from './repository.ts';
import { customizedProject } from './service.ts';

/** Packages, their items, exam types and the tailored plan of add-ons. */
export const catalogModule: Module = (api, { db }) => {
  route(api, packageList, async ({ query }, reply) => {
    const { hospId, examTypeId, sex = 0, sort = 'default' } = query;
    await requireHospital(db, hospId);
    const filter = { examTypeId, sex, sort };
    const page = await pageOf(
      catalog.packagePage(db, hospId, filter, query),
      catalog.countPackages(db, hospId, filter),
    );
    return sendPage(reply, query, page);
  });
  hospListRoute(api, db, examTypes, catalog.examTypes);

  route(api, recommendedPackages, async ({ query }) => {
    await requireHospital(db, query.hospId);
    return ok(await catalog.recommendedPackages(db, query.hospId, query.topNumber));
  });

  route(api, packageFind, async ({ query }) => {
    const pkg = await catalog.packageWithNotices(db, query.id, query.hospid);
    if (!pkg) throw notFound(MSG.packageNotFound, `package ${query.id}`);
    return ok({ ...pkg, items: await catalog.packageItems(db, pkg.id) });
  });

  route(api, customizedProjectCall, async ({ query }) =>
    ok(await customizedProject(db, query.hospid, query.packageId)),
  );
};
