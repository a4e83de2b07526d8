import type { FastifyInstance } from 'fastify';
import type {
  ExamType,
  PackageDetail,
  PackageItem,
  PackageSummary,
} from '../../src/api/contract.ts';
import type { Db } from '../db/db.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { hospIdQuery, positiveId, type HospIdQuery } from '../http/schemas.ts';
import { requireHospital } from './hosp.ts';

/** Columns of a package as the contract names them; numeric prices leave as numbers. */
export const PACKAGE_COLUMNS = `p.id, p.id AS xh, p.code, p.name, p.alias, p.remark, p.img_url,
  p.sale_price::float8 AS sale_price, p.price::float8 AS price, p.appoint_count, p.sex_limit,
  p.sort, p.exam_type_id, p.appointment_status`;

/** The spec's default order: by sort, then the most booked first. */
export const DEFAULT_PACKAGE_ORDER = 'p.sort, p.appoint_count DESC, p.id';

export function packageRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: { hospid: number; topnumber: number } }>(
    '/api/package/recommand',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['hospid'],
          properties: {
            hospid: positiveId,
            topnumber: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
          },
        },
      },
    },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      const rows = await db.query<PackageSummary>(
        `SELECT ${PACKAGE_COLUMNS} FROM packages p
          WHERE p.hosp_id = $1 AND p.recommended
          ORDER BY ${DEFAULT_PACKAGE_ORDER} LIMIT $2`,
        [request.query.hospid, request.query.topnumber],
      );
      return ok(rows);
    },
  );

  app.get<{ Querystring: HospIdQuery }>(
    '/api/package/list',
    { schema: { querystring: hospIdQuery } },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      const rows = await db.query<PackageSummary>(
        `SELECT ${PACKAGE_COLUMNS} FROM packages p WHERE p.hosp_id = $1 ORDER BY ${DEFAULT_PACKAGE_ORDER}`,
        [request.query.hospid],
      );
      return ok(rows);
    },
  );

  app.get<{ Querystring: HospIdQuery }>(
    '/api/package/getExamTypes',
    { schema: { querystring: hospIdQuery } },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      const rows = await db.query<ExamType>(
        'SELECT id, name, img_url FROM exam_types WHERE hosp_id = $1 ORDER BY sort, id',
        [request.query.hospid],
      );
      return ok(rows);
    },
  );

  app.get<{ Querystring: { hospid: number; id: number } }>(
    '/api/package/find',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['hospid', 'id'],
          properties: { hospid: positiveId, id: positiveId },
        },
      },
    },
    async (request) => {
      const [pkg] = await db.query<Omit<PackageDetail, 'items'>>(
        `SELECT ${PACKAGE_COLUMNS}, p.exam_notice, p.notice_content FROM packages p WHERE p.id = $1 AND p.hosp_id = $2`,
        [request.query.id, request.query.hospid],
      );
      if (!pkg) throw new ApiError(404, `package ${request.query.id} not found`);
      const items = await db.query<PackageItem>(
        `SELECT i.item_code, i.item_name, i.alias, i.description, i.meanning, i.general_tips, i.important_tips,
                i.price::float8 AS price, i.type
           FROM package_items pi JOIN items i ON i.id = pi.item_id
          WHERE pi.package_id = $1 ORDER BY pi.sort`,
        [pkg.id],
      );
      const detail: PackageDetail = { ...pkg, items };
      return ok(detail);
    },
  );
}
