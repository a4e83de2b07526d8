import { roundCents } from '../../../src/rules/money.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import * as catalog from '../catalog/index.ts';

export interface AddOnChoice {
  hospId: number;
  packageId: number;
  sex: number;
  addItems: readonly number[];
  addCombos: readonly number[];
}

/**
 * The price of a draft's add-ons: items the hospital offers alone, and combos on sale
 * that the person may take. No item is paid twice: an add-on or a combo item already in
 * the package, or in another chosen add-on or combo, is refused.
 */
export async function priceAddOns(q: Queryable, o: AddOnChoice): Promise<number> {
  if (o.addItems.length === 0 && o.addCombos.length === 0) return 0;
  const inPackage = new Set(await catalog.packageItemIds(q, o.packageId));
  if (o.addItems.some((id) => inPackage.has(id))) throw new ApiError(400, MSG.addOnInPackage);
  const items = await catalog.addOnItemPrices(q, o.addItems, o.hospId);
  if (items.length !== o.addItems.length) throw new ApiError(400, MSG.addOnInvalid);
  const combos = await catalog.combosOnSale(q, o.addCombos, o.hospId);
  if (combos.length !== o.addCombos.length) throw new ApiError(400, MSG.comboInvalid);
  if (combos.some((c) => c.sex_limit !== 0 && c.sex_limit !== o.sex))
    throw new ApiError(400, MSG.comboSexMismatch);
  const chosen = new Set(o.addItems);
  for (const combo of combos) {
    for (const item of combo.item_ids) {
      if (inPackage.has(item)) throw new ApiError(400, MSG.addOnInPackage);
      if (chosen.has(item)) throw new ApiError(400, MSG.addOnDuplicate);
      chosen.add(item);
    }
  }
  return [...items, ...combos].reduce((n, x) => n + x.price, 0);
}

/** A package's price with its add-ons, to the cent. */
export async function orderTotal(q: Queryable, packagePrice: number, o: AddOnChoice) {
  return roundCents(packagePrice + (await priceAddOns(q, o)));
}
