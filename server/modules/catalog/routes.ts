import {
  customizedProject as customizedProjectCall,
  examTypes,
  packageFind,
  packageList,
  recommendedPackages,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { sendPage } from '../../plugins/paged.ts';
import { route } from '../../plugins/route.ts';
import { hospListRoute, requireHospital } from '../hosp/index.ts';
import {
  customizedProject,
  examTypesOf,
  packageDetail,
  packagesOf,
  recommendedPackages as recommended,
} from './service.ts';

/** Packages, their items, exam types and the tailored plan of add-ons. */
export const catalogModule: Module = (api, { db }) => {
  route(api, packageList, async ({ query }, reply) => {
    const { hospId, examTypeId, sex = 0, sort = 'default' } = query;
    await requireHospital(db, hospId);
    const filter = { examTypeId, sex, sort };
    return sendPage(reply, query, await packagesOf(db, hospId, filter, query));
  });
  hospListRoute(api, db, examTypes, examTypesOf);

  route(api, recommendedPackages, async ({ query }) => {
    await requireHospital(db, query.hospId);
    return ok(await recommended(db, query.hospId, query.topNumber));
  });

  route(api, packageFind, async ({ query }) => {
    return ok(await packageDetail(db, query.id, query.hospid));
  });

  route(api, customizedProjectCall, async ({ query }) =>
    ok(await customizedProject(db, query.hospid, query.packageId)),
  );
};
