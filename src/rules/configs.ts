import type { ConfigCode, HospConfig } from '@/contract';

// Hospitals store switches as the words for yes/no in Chinese, or in English.
const YES = new Set(['\u662f', 'yes', 'y', 'true', '1']);

export function isYes(value: string | null | undefined): boolean {
  return value != null && YES.has(value.trim().toLowerCase());
}

const NO = new Set(['\u5426', 'no', 'n', 'false', '0']);

/** An explicit "no": for switches that are on unless a hospital turns them off. */
export function isNo(value: string | null | undefined): boolean {
  return value != null && NO.has(value.trim().toLowerCase());
}

export function findConfig(
  configs: readonly HospConfig[],
  code: ConfigCode,
): HospConfig | undefined {
  return configs.find((c) => c.code === code);
}

export function configEnabled(configs: readonly HospConfig[], code: ConfigCode): boolean {
  return isYes(findConfig(configs, code)?.value);
}

/** Options held in a config's detail_note, split by a pipe (company names, payment options). */
export function configOptions(configs: readonly HospConfig[], code: ConfigCode): string[] {
  const note = findConfig(configs, code)?.detail_note ?? '';
  return note
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
}
