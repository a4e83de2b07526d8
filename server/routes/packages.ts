import type { FastifyInstance } from 'fastify';
import type { PackageSummary } from '../../src/api/contract.ts';
import type { Db } from '../db/db.ts';
import { ok } from '../http/envelope.ts';
import { positiveId } from '../http/schemas.ts';
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
}
