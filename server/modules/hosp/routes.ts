import * as calls from '../../../src/contract/hosp.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { route } from '../../plugins/route.ts';
import { hospListRoute } from './scopedList.ts';
import {
  APP_VERSION,
  homeModules,
  hospAssets,
  hospConfigs,
  hospitalInfo,
  unionHospitals,
} from './service.ts';

/** A branch and its settings: info, union, configs, home modules, assets. */
export const hospModule: Module = (api, { db }) => {
  route(api, calls.hospInfo, async ({ query }) => ok(await hospitalInfo(db, query.id)));

  route(api, calls.unionHospitals, async ({ query }) => ok(await unionHospitals(db, query.code)));

  hospListRoute(api, db, calls.hospConfigs, hospConfigs);

  route(api, calls.hospEnv, async () => ok({ version: APP_VERSION, imagePath: '/demo-assets/' }));

  hospListRoute(api, db, calls.homePageModules, homeModules);
  hospListRoute(api, db, calls.hospAssets, hospAssets);
};
