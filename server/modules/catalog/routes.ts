import { Type, type TSchema } from 'typebox';
import {
  CustomizedProject,
  CustomizedProjectQuery,
  envelopeOf,
  ExamType,
  HospIdQuery,
  PackageDetail,
  PackageQuery,
  PackageSummary,
  RecommendedQuery,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ApiError, ok } from '../../plugins/envelope.ts';
import { requireHospital } from '../hosp/service.ts';
import * as catalog from './repository.ts';
import { customizedProject } from './service.ts';

const listOf = <T extends TSchema>(item: T) => ({ 200: envelopeOf(Type.Array(item)) });

/** Packages, their items, exam types and the tailored plan of add-ons. */
export const catalogModule: Module = (api, { db }) => {
  api.get(
    '/api/package/recommand',
    { schema: { querystring: RecommendedQuery, response: listOf(PackageSummary) } },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      return ok(
        await catalog.recommendedPackages(db, request.query.hospid, request.query.topnumber),
      );
    },
  );

  api.get(
    '/api/package/list',
    { schema: { querystring: HospIdQuery, response: listOf(PackageSummary) } },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      return ok(await catalog.packagesOfHosp(db, request.query.hospid));
    },
  );

  api.get(
    '/api/package/getExamTypes',
    { schema: { querystring: HospIdQuery, response: listOf(ExamType) } },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      return ok(await catalog.examTypes(db, request.query.hospid));
    },
  );

  api.get(
    '/api/package/find',
    { schema: { querystring: PackageQuery, response: { 200: envelopeOf(PackageDetail) } } },
    async (request) => {
      const pkg = await catalog.packageWithNotices(db, request.query.id, request.query.hospid);
      if (!pkg) throw new ApiError(404, `package ${request.query.id} not found`);
      return ok({ ...pkg, items: await catalog.packageItems(db, pkg.id) });
    },
  );

  api.get(
    '/api/package/getCustomizedProject',
    {
      schema: {
        querystring: CustomizedProjectQuery,
        response: { 200: envelopeOf(CustomizedProject) },
      },
    },
    async (request) =>
      ok(await customizedProject(db, request.query.hospid, request.query.packageid)),
  );
};
