import { Type, type TSchema } from 'typebox';
import {
  envelopeOf,
  HomeModule,
  HospAsset,
  HospConfig,
  HospEnv,
  HospIdQuery,
  HospInfoQuery,
  HospitalInfo,
  UnionHospital,
  UnionQuery,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ApiError, notFound, ok } from '../../plugins/envelope.ts';
import { hospConfigs } from './configsRepository.ts';
import * as hosp from './repository.ts';
import { APP_VERSION, requireHospital } from './service.ts';

const listOf = <T extends TSchema>(item: T) => ({
  200: envelopeOf(Type.Array(item)),
});

/** A branch and its settings: info, union, configs, home modules, assets. */
export const hospModule: Module = (api, { db }) => {
  api.get(
    '/api/hosp/info',
    { schema: { querystring: HospInfoQuery, response: { 200: envelopeOf(HospitalInfo) } } },
    async (request) => {
      const row = await hosp.hospitalInfo(db, request.query.id);
      if (!row) throw notFound(`hospital ${request.query.id}`);
      return ok(row);
    },
  );

  api.get(
    '/api/Hosp/unions',
    { schema: { querystring: UnionQuery, response: listOf(UnionHospital) } },
    async (request) => {
      const { code } = request.query;
      if (!(await hosp.unionExists(db, code))) throw new ApiError(404, `union ${code} not found`);
      return ok(await hosp.unionHospitals(db, code));
    },
  );

  api.get(
    '/api/Hosp/configs',
    { schema: { querystring: HospIdQuery, response: listOf(HospConfig) } },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      return ok(await hospConfigs(db, request.query.hospid));
    },
  );

  api.get('/api/Hosp/env', { schema: { response: { 200: envelopeOf(HospEnv) } } }, () =>
    ok({ version: APP_VERSION, imagePath: '/demo-assets/' }),
  );

  api.get(
    '/api/Hosp/homePageModules',
    { schema: { querystring: HospIdQuery, response: listOf(HomeModule) } },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      return ok(await hosp.homeModules(db, request.query.hospid));
    },
  );

  api.get(
    '/api/Hosp/assets',
    { schema: { querystring: HospIdQuery, response: listOf(HospAsset) } },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      return ok(await hosp.hospAssets(db, request.query.hospid));
    },
  );
};
