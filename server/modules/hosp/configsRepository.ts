import type { HospConfig } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';

/** A branch's config switches: the one reader of hosp_configs. */
export async function hospConfigs(q: Queryable, hospId: number): Promise<HospConfig[]> {
  return q.query<HospConfig>(
    'SELECT code, value, detail_note FROM hosp_configs WHERE hosp_id = $1 ORDER BY code',
    [hospId],
  );
}
