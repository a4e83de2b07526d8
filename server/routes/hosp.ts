import type { FastifyInstance } from 'fastify';
import type {
  HomeModule,
  HospAsset,
  HospConfig,
  HospEnv,
  HospitalInfo,
  UnionHospital,
} from '../../src/contract/index.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError, notFound, ok } from '../plugins/envelope.ts';
import { hospIdQuery, positiveId, type HospIdQuery } from '../http/schemas.ts';

export const APP_VERSION = '0.1.0';

/** Refuses calls scoped to a hospital that does not exist, instead of answering empty lists. */
export async function requireHospital(q: Queryable, hospId: number) {
  const rows = await q.query('SELECT 1 FROM hospitals WHERE id = $1', [hospId]);
  if (rows.length === 0) throw notFound(`hospital ${hospId}`);
}

export function hospRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: { id: number } }>(
    '/api/hosp/info',
    {
      schema: { querystring: { type: 'object', required: ['id'], properties: { id: positiveId } } },
    },
    async (request) => {
      const [row] = await db.query<HospitalInfo>(
        `SELECT id, name, address, hosp_type AS "hospType", phones, primary_phone AS "primaryPhone",
                phone, open_hour AS "openHour", notice, introduction, logo_url AS "logoUrl",
                banner_image_list AS "bannerImageList", map_x AS "mapX", map_y AS "mapY"
           FROM hospitals WHERE id = $1`,
        [request.query.id],
      );
      if (!row) throw notFound(`hospital ${request.query.id}`);
      return ok(row);
    },
  );

  app.get<{ Querystring: { code: string } }>(
    '/api/Hosp/unions',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['code'],
          properties: {
            code: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
          },
        },
      },
    },
    async (request) => {
      const union = await db.query('SELECT 1 FROM unions WHERE code = $1', [request.query.code]);
      if (union.length === 0) throw new ApiError(404, `union ${request.query.code} not found`);
      const rows = await db.query<UnionHospital>(
        `SELECT uh.hosp_id, h.name AS hosp_name, uh.union_name, uh.img_sm_url, h.address,
                uh.remark, uh.link, uh.enable
           FROM union_hospitals uh JOIN hospitals h ON h.id = uh.hosp_id
          WHERE uh.union_code = $1
          ORDER BY uh.sort, uh.hosp_id`,
        [request.query.code],
      );
      return ok(rows);
    },
  );

  app.get<{ Querystring: HospIdQuery }>(
    '/api/Hosp/configs',
    { schema: { querystring: hospIdQuery } },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      const rows = await db.query<HospConfig>(
        'SELECT code, value, detail_note FROM hosp_configs WHERE hosp_id = $1 ORDER BY code',
        [request.query.hospid],
      );
      return ok(rows);
    },
  );

  app.get('/api/Hosp/env', async () => {
    const env: HospEnv = { version: APP_VERSION, imagePath: '/demo-assets/' };
    return ok(env);
  });

  app.get<{ Querystring: HospIdQuery }>(
    '/api/Hosp/homePageModules',
    { schema: { querystring: hospIdQuery } },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      const rows = await db.query<HomeModule>(
        'SELECT code, name, status FROM home_modules WHERE hosp_id = $1 ORDER BY sort, code',
        [request.query.hospid],
      );
      return ok(rows);
    },
  );

  app.get<{ Querystring: HospIdQuery }>(
    '/api/Hosp/assets',
    { schema: { querystring: hospIdQuery } },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      const rows = await db.query<HospAsset>(
        'SELECT name, value FROM hosp_assets WHERE hosp_id = $1 ORDER BY name',
        [request.query.hospid],
      );
      return ok(rows);
    },
  );
}
