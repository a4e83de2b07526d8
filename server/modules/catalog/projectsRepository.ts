import type { SurveyProject } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';

// The catalog's reads for the questionnaires: what a package asks, what a sheet suggests.

/** The questionnaire a package of the branch names, if any (enabled or not). */
export async function packageSurveyId(
  q: Queryable,
  packageId: number,
  hospId: number,
): Promise<number | null> {
  const [row] = await q.query<{ survey_id: number | null }>(
    'SELECT survey_id FROM packages WHERE id = $1 AND hosp_id = $2',
    [packageId, hospId],
  );
  return row?.survey_id ?? null;
}

/** Names and prices of recommended packages, combos and items the branch still offers. */
export async function projectsNamed(
  q: Queryable,
  hospId: number,
  ids: { packages: number[]; combos: number[]; items: number[] },
): Promise<SurveyProject[]> {
  const rows = await q.query<SurveyProject & { n: number }>(
    `SELECT 'package' AS kind, p.id, p.name, p.sale_price::float8 AS price, a.n::int AS n
       FROM unnest($2::int[]) WITH ORDINALITY a (id, n) JOIN packages p ON p.id = a.id AND p.hosp_id = $1
     UNION ALL
     SELECT 'combo', c.id, c.name, c.price::float8, 1000 + a.n::int
       FROM unnest($3::int[]) WITH ORDINALITY a (id, n) JOIN combos c ON c.id = a.id AND c.hosp_id = $1 AND c.enabled
     UNION ALL
     SELECT 'item', i.id, i.item_name, i.price::float8, 2000 + a.n::int
       FROM unnest($4::int[]) WITH ORDINALITY a (id, n) JOIN items i ON i.id = a.id AND i.hosp_id = $1
     ORDER BY n`,
    [hospId, ids.packages, ids.combos, ids.items],
  );
  return rows.map(({ kind, id, name, price }) => ({ kind, id, name, price }));
}
