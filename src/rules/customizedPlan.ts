import type { CustomizedProject } from '@/contract';
import { roundCents } from './money';
import { parseStoredObject } from './storedObject';

/** The add-ons chosen for a package on the tailored plan page. */
export interface CustomizedPlan {
  packageId: number;
  addItems: number[];
  addCombos: number[];
  userSurveyId: number | null;
}

const ids = (v: unknown): number[] | null =>
  Array.isArray(v) && v.every((n) => Number.isInteger(n) && n > 0) ? (v as number[]) : null;

/**
 * The stored plan for this package, or null: a plan of another package, or one that
 * storage garbled, must not add items to this booking.
 */
export function parsePlan(raw: string | null, packageId: number): CustomizedPlan | null {
  const v = parseStoredObject(raw);
  if (!v) return null;
  const addItems = ids(v.addItems);
  const addCombos = ids(v.addCombos);
  if (v.packageId !== packageId || !addItems || !addCombos) return null;
  const survey = v.userSurveyId;
  return {
    packageId,
    addItems,
    addCombos,
    userSurveyId:
      typeof survey === 'number' && Number.isInteger(survey) && survey > 0 ? survey : null,
  };
}

/** The items and combos the plan starts with: those the questionnaire recommended. */
export function initialSelection(project: CustomizedProject): {
  addItems: number[];
  addCombos: number[];
} {
  return {
    addItems: project.addItems.filter((i) => i.isSelected).map((i) => i.id),
    addCombos: project.addCombos.filter((c) => c.isSelected).map((c) => c.comboId),
  };
}

/** Package price plus every chosen add-on, rounded to the cent like the server's total. */
export function planTotal(
  project: CustomizedProject,
  addItems: readonly number[],
  addCombos: readonly number[],
): number {
  const items = project.addItems
    .filter((i) => addItems.includes(i.id))
    .reduce((n, i) => n + i.price, 0);
  const combos = project.addCombos
    .filter((c) => addCombos.includes(c.comboId))
    .reduce((n, c) => n + c.price, 0);
  return roundCents(project.packagePrice + items + combos);
}

/** Adds the id when missing, removes it when present. */
export function toggle(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}
