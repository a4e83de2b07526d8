import {
  HomeModule,
  HospAsset,
  HospConfig,
  HospEnv,
  HospInfoQuery,
  HospitalInfo,
  UnionHospital,
  UnionQuery,
} from '../../../src/contract/index.ts';
import { answers, listAnswers, type Module } from '../../plugins/api.ts';
import { notFound, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { hospConfigs } from './configsRepository.ts';
import * as hosp from './repository.ts';
import { hospListRoute } from './scopedList.ts';
import { APP_VERSION } from './service.ts';

/** Every answer here is the same for every caller (plugins/httpCache.ts). */
const PUBLIC = { cache: 'public' } as const;

/** A branch and its settings: info, union, configs, home modules, assets. */
export const hospModule: Module = (api, { db }) => {
  api.get(
    '/api/hosp/info',
    { config: PUBLIC, schema: { querystring: HospInfoQuery, response: answers(HospitalInfo) } },
    async (request) => {
      const row = await hosp.hospitalInfo(db, request.query.id);
      if (!row) throw notFound(MSG.hospitalNotFound, `hospital ${request.query.id}`);
      return ok(row);
    },
  );

  api.get(
    '/api/Hosp/unions',
    { config: PUBLIC, schema: { querystring: UnionQuery, response: listAnswers(UnionHospital) } },
    async (request) => {
      const { code } = request.query;
      if (!(await hosp.unionExists(db, code))) throw notFound(MSG.unionNotFound, `union ${code}`);
      return ok(await hosp.unionHospitals(db, code));
    },
  );

  hospListRoute(api, db, '/api/Hosp/configs', HospConfig, hospConfigs);

  api.get('/api/Hosp/env', { config: PUBLIC, schema: { response: answers(HospEnv) } }, () =>
    ok({ version: APP_VERSION, imagePath: '/demo-assets/' }),
  );

  hospListRoute(api, db, '/api/Hosp/homePageModules', HomeModule, hosp.homeModules);
  hospListRoute(api, db, '/api/Hosp/assets', HospAsset, hosp.hospAssets);
};
