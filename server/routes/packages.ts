import type { FastifyInstance } from 'fastify';
import type {
  CustomizedAddCombo,
  CustomizedAddItem,
  CustomizedProject,
  ExamType,
  PackageDetail,
  PackageItem,
  PackageSummary,
} from '../../src/contract/index.ts';
import type { Db } from '../db/db.ts';
import { ApiError, ok } from '../plugins/envelope.ts';
import { MSG } from '../plugins/messages.ts';
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

  app.get<{ Querystring: { hospid: number; packageid: number; usersurveyid?: number } }>(
    '/api/package/getCustomizedProject',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['hospid', 'packageid'],
          properties: { hospid: positiveId, packageid: positiveId, usersurveyid: positiveId },
        },
      },
    },
    async (request) => {
      const { hospid, packageid } = request.query;
      const [pkg] = await db.query<{
        id: number;
        name: string;
        sale_price: number;
        appoint_count: number;
        sex_limit: number;
        appointment_status: number;
      }>(
        `SELECT id, name, sale_price::float8 AS sale_price, appoint_count, sex_limit, appointment_status
           FROM packages WHERE id = $1 AND hosp_id = $2`,
        [packageid, hospid],
      );
      if (!pkg) throw new ApiError(404, MSG.packageNotFound);
      if (pkg.appointment_status !== 1) throw new ApiError(400, MSG.packageNotBookable);
      const packageItems = await db.query<CustomizedProject['packageItems'][number]>(
        `SELECT i.id, i.item_name AS name, i.type AS "itemType", pi.sort
           FROM package_items pi JOIN items i ON i.id = pi.item_id
          WHERE pi.package_id = $1 ORDER BY pi.sort, i.id`,
        [pkg.id],
      );
      // The hospital's add-ons that the package does not already hold.
      const addItems = await db.query<CustomizedAddItem>(
        `SELECT i.id, i.item_name AS name, i.alias, i.price::float8 AS price, i.description,
                i.general_tips AS "generalTips", i.important_tips AS "importantTips", false AS "isSelected"
           FROM items i
          WHERE i.hosp_id = $1 AND i.addon
            AND NOT EXISTS (SELECT 1 FROM package_items pi WHERE pi.package_id = $2 AND pi.item_id = i.id)
          ORDER BY i.addon_sort, i.id`,
        [hospid, pkg.id],
      );
      // Combos on sale that add nothing the package holds, for the sex the package allows
      // (a package for anyone offers every combo; CreateUserOrder checks the person's sex).
      const addCombos = await db.query<CustomizedAddCombo>(
        `SELECT c.id AS "comboId", c.name AS "comboName", c.price::float8 AS price, false AS "isSelected",
                array_agg(i.item_name ORDER BY ci.sort, i.id) AS "itemNames"
           FROM combos c JOIN combo_items ci ON ci.combo_id = c.id JOIN items i ON i.id = ci.item_id
          WHERE c.hosp_id = $1 AND c.enabled AND (c.sex_limit = 0 OR $3 = 0 OR c.sex_limit = $3)
            AND NOT EXISTS (SELECT 1 FROM combo_items x JOIN package_items pi ON pi.item_id = x.item_id
                             WHERE x.combo_id = c.id AND pi.package_id = $2)
          GROUP BY c.id ORDER BY c.sort, c.id`,
        [hospid, pkg.id, pkg.sex_limit],
      );
      const project: CustomizedProject = {
        packageId: pkg.id,
        packageName: pkg.name,
        packagePrice: pkg.sale_price,
        packageAppointCount: pkg.appoint_count,
        addItemsName: MSG.addItemsHeading,
        packageItems,
        addItems,
        addCombos,
        // Questionnaires arrive with their own issue (document 2): until then no survey
        // exists, so none recommends or pre-selects an add-on, whatever userSurveyId says.
        suggestions: [],
        userSurveyId: null,
      };
      return ok(project);
    },
  );
}
