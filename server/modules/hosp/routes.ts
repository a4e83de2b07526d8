import * as calls from '../../../src/contract/hosp.ts';
import type { Module } from '../../plugins/api.ts';
import { notFound, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { route } from '../../plugins/route.ts';
import { hospConfigs } from './configsRepository.ts';
import * as hosp from './repository.ts';
import { hospListRoute } from './scopedList.ts';
import { APP_VERSION } from './service.ts';

/** A branch and its settings: info, union, configs, home modules, assets. */
export const hospModule: Module = (api, { db }) => {
  route(api, calls.hospInfo, async ({ query }) => {
    const row = await hosp.hospitalInfo(db, query.id);
    if (!row) throw notFound(MSG.hospitalNotFound, `hospital ${query.id}`);
    return ok(row);
  });

  route(api, calls.unionHospitals, async ({ query }) => {
    if (!(await hosp.unionExists(db, query.code)))
      throw notFound(MSG.unionNotFound, `union ${query.code}`);
    return ok(await hosp.unionHospitals(db, query.code));
  });

  hospListRoute(api, db, calls.hospConfigs, hospConfigs);

  route(api, calls.hospEnv, async () => ok({ version: APP_VERSION, imagePath: '/demo-assets/' }));

  hospListRoute(api, db, calls.homePageModules, hosp.homeModules);
  hospListRoute(api, db, calls.hospAssets, hosp.hospAssets);
};
