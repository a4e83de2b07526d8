import type { Queryable } from '../db/db.ts';
import { OPEN_HOSP_ID } from './seedData.ts';

/**
 * Items made of items (the spec's package items carry nested items): the parts of a few
 * lab panels, shown under their panel on the package detail. Parts are never sold alone.
 */
export const subItems: Array<[parent: string, code: string, name: string]> = [
  ['GG01', 'GG01-ALT', '丙氨酸氨基转移酶（ALT）'],
  ['GG01', 'GG01-AST', '天门冬氨酸氨基转移酶（AST）'],
  ['GG01', 'GG01-TBIL', '总胆红素（TBIL）'],
  ['GG01', 'GG01-ALB', '白蛋白（ALB）'],
  ['SG01', 'SG01-BUN', '尿素（BUN）'],
  ['SG01', 'SG01-CR', '肌酐（Cr）'],
  ['SG01', 'SG01-UA', '尿酸（UA）'],
  ['XZ01', 'XZ01-TC', '总胆固醇（TC）'],
  ['XZ01', 'XZ01-TG', '甘油三酯（TG）'],
  ['XZ01', 'XZ01-HDL', '高密度脂蛋白胆固醇（HDL-C）'],
  ['XZ01', 'XZ01-LDL', '低密度脂蛋白胆固醇（LDL-C）'],
];

/** Seed step `seed:subitems`: the parts, after every other item, under their panels. */
export async function seedSubItems(q: Queryable) {
  const [last] = await q.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM items');
  let itemId = last?.id ?? 0;
  for (const [parentCode, code, name] of subItems) {
    const [parent] = await q.query<{ id: number; type: number }>(
      'SELECT id, type FROM items WHERE hosp_id = $1 AND item_code = $2',
      [OPEN_HOSP_ID, parentCode],
    );
    if (!parent) throw new Error(`seed: sub-item ${code} names unknown item ${parentCode}`);
    await q.query(
      `INSERT INTO items (id, hosp_id, parent_id, item_code, item_name, price, type)
       VALUES ($1, $2, $3, $4, $5, 0, $6)`,
      [++itemId, OPEN_HOSP_ID, parent.id, code, name, parent.type],
    );
  }
}
