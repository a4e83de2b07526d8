import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRefusalKey } from '@/contract/refusals';
import { REFUSAL_VALUES } from '@/rules/refusalValues';

/** A refusal in the app's language, the rules' numbers filled in, and any values given. */
export type RefusalText = (
  key: AppRefusalKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * The words the server refuses with, shown before the call where the page checks the same
 * rule first: locales/<lang>/refusals.json, which the server reads too, so the patient reads
 * the same words whichever of the two refuses. The hook loads that namespace itself.
 */
export function useRefusalText(): RefusalText {
  const { t } = useTranslation('refusals');
  return useCallback((key, values) => t(key, { ...REFUSAL_VALUES, ...values }), [t]);
}

/** Each field's refusal in words, for useFieldErrors().show. */
export function refusalTexts<F extends string>(
  refusalText: RefusalText,
  errors: Partial<Record<F, AppRefusalKey>>,
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const [field, key] of Object.entries(errors) as [F, AppRefusalKey | undefined][])
    if (key) texts[field] = refusalText(key);
  return texts;
}
