import type {
  CustomizedAddCombo,
  CustomizedAddItem,
  CustomizedProject,
  ExamType,
  PackageDetail,
  PackageItem,
  PackageSubItem,
  PackageSort,
  PackageSummary,
  SexFilter,
} from '../../../src/contract/index.ts';
import { PACKAGE_ORDER } from '../../../src/rules/packageOrder.ts';
import { firstRow, type Queryable } from '../../db/db.ts';
import type { PageWindow } from '../../plugins/paged.ts';

// Packages, items and combos are read in the contract's shape: the column aliases are the
// mapping, and numeric prices leave as numbers.

const PACKAGE_COLUMNS = `p.id, p.code, p.name, p.alias, p.remark, p.img_url,
  p.sale_price::float8 AS sale_price, p.price::float8 AS price, p.appoint_count, p.sex_limit,
  p.sort, p.exam_type_id, p.appointment_status`;

const SORT_COLUMNS = {
  sort: 'p.sort',
  appoint_count: 'p.appoint_count',
  sale_price: 'p.sale_price',
};

/** The ORDER BY of one of the list's orders (src/rules/packageOrder.ts), ties by id. */
const orderBy = (sort: PackageSort) =>
  [
    ...PACKAGE_ORDER[sort].map(([key, dir]) => `${SORT_COLUMNS[key]}${dir < 0 ? ' DESC' : ''}`),
    'p.id',
  ].join(', ');

export function recommendedPackages(q: Queryable, hospId: number, top: number) {
  return q.query<PackageSummary>(
    `SELECT ${PACKAGE_COLUMNS} FROM packages p
      WHERE p.hosp_id = $1 AND p.recommended
      ORDER BY ${orderBy('default')} LIMIT $2`,
    [hospId, top],
  );
}

/** What the package list shows: one exam type or all, for a sex or anyone, in an order. */
export interface PackageFilter {
  examTypeId: number | undefined;
  sex: SexFilter;
  sort: PackageSort;
}

const PACKAGE_FILTER = `p.hosp_id = $1 AND ($2::int IS NULL OR p.exam_type_id = $2)
  AND ($3::int = 0 OR p.sex_limit = 0 OR p.sex_limit = $3)`;

/** A page of the hospital's packages the filter keeps. */
export function packagePage(q: Queryable, hospId: number, f: PackageFilter, page: PageWindow) {
  return q.query<PackageSummary>(
    `SELECT ${PACKAGE_COLUMNS} FROM packages p
      WHERE ${PACKAGE_FILTER} ORDER BY ${orderBy(f.sort)} LIMIT $4 OFFSET $5`,
    [hospId, f.examTypeId ?? null, f.sex, page.limit, page.offset],
  );
}

export async function countPackages(q: Queryable, hospId: number, f: PackageFilter) {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM packages p WHERE ${PACKAGE_FILTER}`,
    [hospId, f.examTypeId ?? null, f.sex],
  );
  return row?.n ?? 0;
}

export function examTypes(q: Queryable, hospId: number) {
  return q.query<ExamType>(
    'SELECT id, name, img_url FROM exam_types WHERE hosp_id = $1 ORDER BY sort, id',
    [hospId],
  );
}

/** A package of the hospital with its notices, without its items. */
export function packageWithNotices(q: Queryable, id: number, hospId: number) {
  return firstRow<Omit<PackageDetail, 'items'>>(
    q,
    `SELECT ${PACKAGE_COLUMNS}, p.exam_notice, p.notice_content FROM packages p WHERE p.id = $1 AND p.hosp_id = $2`,
    [id, hospId],
  );
}

const ITEM_COLUMNS = `i.item_code, i.item_name, i.alias, i.description, i.meanning,
  i.general_tips, i.important_tips, i.price::float8 AS price, i.type`;

/** A package's items, each with its parts (the spec's nested items) when it has any. */
export async function packageItems(q: Queryable, packageId: number): Promise<PackageItem[]> {
  const rows = await q.query<PackageItem & { id: number }>(
    `SELECT i.id, ${ITEM_COLUMNS}
       FROM package_items pi JOIN items i ON i.id = pi.item_id
      WHERE pi.package_id = $1 ORDER BY pi.sort`,
    [packageId],
  );
  const parts = await q.query<PackageSubItem & { parent_id: number }>(
    `SELECT i.parent_id, ${ITEM_COLUMNS} FROM items i
      WHERE i.parent_id = ANY($1::int[]) ORDER BY i.id`,
    [rows.map((r) => r.id)],
  );
  return rows.map(({ id, ...item }) => {
    const own = parts.filter((p) => p.parent_id === id).map(({ parent_id: _, ...p }) => p);
    return own.length > 0 ? { ...item, items: own } : item;
  });
}

/** A package's items as the tailored plan lists them. */
export function planPackageItems(q: Queryable, packageId: number) {
  return q.query<CustomizedProject['packageItems'][number]>(
    `SELECT i.id, i.item_name AS name, i.type AS "itemType", pi.sort
       FROM package_items pi JOIN items i ON i.id = pi.item_id
      WHERE pi.package_id = $1 ORDER BY pi.sort, i.id`,
    [packageId],
  );
}

/** The hospital's add-ons that the package does not already hold. */
export function addOnsBeside(q: Queryable, hospId: number, packageId: number) {
  return q.query<CustomizedAddItem>(
    `SELECT i.id, i.item_name AS name, i.alias, i.price::float8 AS price, i.description,
            i.general_tips AS "generalTips", i.important_tips AS "importantTips", false AS "isSelected"
       FROM items i
      WHERE i.hosp_id = $1 AND i.addon
        AND NOT EXISTS (SELECT 1 FROM package_items pi WHERE pi.package_id = $2 AND pi.item_id = i.id)
      ORDER BY i.addon_sort, i.id`,
    [hospId, packageId],
  );
}

/**
 * Combos on sale that add nothing the package holds, for the sex the package allows
 * (a package for anyone offers every combo; CreateUserOrder checks the person's sex).
 */
export function combosBeside(q: Queryable, hospId: number, packageId: number, sexLimit: number) {
  return q.query<CustomizedAddCombo>(
    `SELECT c.id AS "comboId", c.name AS "comboName", c.price::float8 AS price, false AS "isSelected",
            array_agg(i.item_name ORDER BY ci.sort, i.id) AS "itemNames"
       FROM combos c JOIN combo_items ci ON ci.combo_id = c.id JOIN items i ON i.id = ci.item_id
      WHERE c.hosp_id = $1 AND c.enabled AND (c.sex_limit = 0 OR $3 = 0 OR c.sex_limit = $3)
        AND NOT EXISTS (SELECT 1 FROM combo_items x JOIN package_items pi ON pi.item_id = x.item_id
                         WHERE x.combo_id = c.id AND pi.package_id = $2)
      GROUP BY c.id ORDER BY c.sort, c.id`,
    [hospId, packageId, sexLimit],
  );
}

/** What booking and the tailored plan need of a package of the hospital. */
export interface BookablePackageRow {
  id: number;
  name: string;
  sale_price: number;
  appoint_count: number;
  sex_limit: number;
  appointment_status: number;
}

export function packageOfHosp(q: Queryable, packageId: number, hospId: number) {
  return firstRow<BookablePackageRow>(
    q,
    `SELECT id, name, sale_price::float8 AS sale_price, appoint_count, sex_limit, appointment_status
       FROM packages WHERE id = $1 AND hosp_id = $2`,
    [packageId, hospId],
  );
}

export async function packageItemIds(q: Queryable, packageId: number): Promise<number[]> {
  const rows = await q.query<{ item_id: number }>(
    'SELECT item_id FROM package_items WHERE package_id = $1',
    [packageId],
  );
  return rows.map((r) => r.item_id);
}

/** The prices of the given items the hospital offers as add-ons (absent ones are left out). */
export function addOnItemPrices(
  q: Queryable,
  ids: readonly number[],
  hospId: number,
): Promise<Array<{ price: number }>> {
  return q.query(
    'SELECT price::float8 AS price FROM items WHERE id = ANY($1) AND hosp_id = $2 AND addon',
    [ids, hospId],
  );
}

export interface ComboOfferRow {
  price: number;
  sex_limit: number;
  item_ids: number[];
}

/** The given combos the hospital has on sale, with their items (absent ones are left out). */
export function combosOnSale(
  q: Queryable,
  ids: readonly number[],
  hospId: number,
): Promise<ComboOfferRow[]> {
  return q.query<ComboOfferRow>(
    `SELECT c.price::float8 AS price, c.sex_limit, array_agg(ci.item_id) AS item_ids
       FROM combos c JOIN combo_items ci ON ci.combo_id = c.id
      WHERE c.id = ANY($1) AND c.hosp_id = $2 AND c.enabled GROUP BY c.id`,
    [ids, hospId],
  );
}

/** What an order booked: its package and the add-on items and combos chosen, in order. */
export interface BookedChoice {
  packageId: number;
  addItems: readonly number[];
  addCombos: readonly number[];
}

export type BookedItem = { id: number; itemName: string };

/**
 * The items each choice books, as an order shows them: the package's, then the add-on items,
 * then each combo's; one query for a whole page of orders.
 */
export async function bookedItemsOf(
  q: Queryable,
  choices: readonly BookedChoice[],
): Promise<BookedItem[][]> {
  if (choices.length === 0) return [];
  const lines = choices.map((c, n) => ({
    n,
    package_id: c.packageId,
    add_items: c.addItems,
    add_combos: c.addCombos,
  }));
  const rows = await q.query<BookedItem & { n: number }>(
    `WITH c AS (SELECT * FROM jsonb_to_recordset($1::jsonb)
                  AS c (n int, package_id int, add_items int[], add_combos int[]))
     SELECT n, id, "itemName" FROM (
       SELECT c.n, i.id, i.item_name AS "itemName", 0 AS part, pi.sort AS s1, 0 AS s2
         FROM c JOIN package_items pi ON pi.package_id = c.package_id
         JOIN items i ON i.id = pi.item_id
       UNION ALL
       SELECT c.n, i.id, i.item_name, 1, a.k::int, 0
         FROM c, unnest(c.add_items) WITH ORDINALITY AS a (id, k) JOIN items i ON i.id = a.id
       UNION ALL
       SELECT c.n, i.id, i.item_name, 2, b.k::int, ci.sort
         FROM c, unnest(c.add_combos) WITH ORDINALITY AS b (id, k)
         JOIN combo_items ci ON ci.combo_id = b.id JOIN items i ON i.id = ci.item_id
     ) d ORDER BY n, part, s1, s2, id`,
    [JSON.stringify(lines)],
  );
  const byChoice = choices.map((): BookedItem[] => []);
  for (const { n, ...item } of rows) byChoice[n]?.push(item);
  return byChoice;
}
