import type { TFunction } from 'i18next';
import type { RefusalKey } from '@/contract/refusals';
import { REFUSAL_VALUES } from '@/rules/refusalValues';

/**
 * A key of the server namespace in the app's language, with the numbers the rules quote:
 * the words the server refuses with, shown before the call when the page checks the same
 * rule first. The page lists 'server' among its namespaces so they are loaded.
 */
export const refusalText = (t: TFunction, key: RefusalKey): string =>
  t(`server:${key}`, REFUSAL_VALUES);

/** Each field's refusal in words, for useFieldErrors().show. */
export function refusalTexts<F extends string>(
  t: TFunction,
  errors: Partial<Record<F, RefusalKey>>,
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const [field, key] of Object.entries(errors) as [F, RefusalKey | undefined][])
    if (key) texts[field] = refusalText(t, key);
  return texts;
}
