import type {
  HomeModule,
  HospAsset,
  HospitalInfo,
  UnionHospital,
} from '../../../src/contract/index.ts';
import { firstRow, type Queryable } from '../../db/db.ts';

// The rows of hospitals, unions, home_modules and hosp_assets are read in the contract's
// shape: the column aliases are the mapping.

export function hospitalInfo(q: Queryable, id: number) {
  return firstRow<HospitalInfo>(
    q,
    `SELECT id, name, address, hosp_type AS "hospType", phones, primary_phone AS "primaryPhone",
            phone, open_hour AS "openHour", notice, introduction, logo_url AS "logoUrl",
            banner_image_list AS "bannerImageList", map_x AS "mapX", map_y AS "mapY"
       FROM hospitals WHERE id = $1`,
    [id],
  );
}

export async function hospitalExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM hospitals WHERE id = $1', [id])).length > 0;
}

export async function unionExists(q: Queryable, code: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM unions WHERE code = $1', [code])).length > 0;
}

export function unionHospitals(q: Queryable, code: string): Promise<UnionHospital[]> {
  return q.query<UnionHospital>(
    `SELECT uh.hosp_id, h.name AS hosp_name, uh.union_name, uh.img_sm_url, h.address,
            uh.remark, uh.link, uh.enable
       FROM union_hospitals uh JOIN hospitals h ON h.id = uh.hosp_id
      WHERE uh.union_code = $1
      ORDER BY uh.sort, uh.hosp_id`,
    [code],
  );
}

export function homeModules(q: Queryable, hospId: number): Promise<HomeModule[]> {
  return q.query<HomeModule>(
    'SELECT code, name, status FROM home_modules WHERE hosp_id = $1 ORDER BY sort, code',
    [hospId],
  );
}

export function hospAssets(q: Queryable, hospId: number): Promise<HospAsset[]> {
  return q.query<HospAsset>(
    'SELECT name, value FROM hosp_assets WHERE hosp_id = $1 ORDER BY name',
    [hospId],
  );
}

/**
 * Whether a branch takes sign-ups: 'missing', 'building' (listed in its unions only as
 * under construction) or 'open'.
 */
export async function hospitalState(
  q: Queryable,
  hospId: number,
): Promise<'missing' | 'building' | 'open'> {
  const [row] = await q.query<{ building: boolean | null }>(
    `SELECT (SELECT bool_and(enable = 0) FROM union_hospitals WHERE hosp_id = h.id) AS building
       FROM hospitals h WHERE h.id = $1`,
    [hospId],
  );
  if (!row) return 'missing';
  return row.building ? 'building' : 'open';
}

/** The name and address of each branch of the given ids. */
export function hospitalsByIds(q: Queryable, ids: readonly number[]) {
  return q.query<{ id: number; name: string; address: string }>(
    'SELECT id, name, address FROM hospitals WHERE id = ANY($1::int[])',
    [ids],
  );
}
