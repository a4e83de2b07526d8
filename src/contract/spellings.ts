// Where the spec names two spellings of one field (a schedule day's `dayValue` or
// `orderDate`), a hospital's backend may send either. The contract's schemas spell each such
// field one way, the way the app reads it; an endpoint's `spellings` names the other, and the
// answer is brought to the contract's spelling once, where it enters the app (`call`), and
// where the conformance command checks a backend. Plain values: the app keeps this file whole.

/**
 * The contract's field name, mapped to the spec's other name for it; a field holding an
 * object or a list of objects maps to the spellings inside it.
 */
export interface Spellings {
  readonly [field: string]: string | Spellings;
}

/** Time range: `id` or `timeRangeId`, `timeRangeName` or `name` (spec 1 and 2). */
const TIME_RANGE = { id: 'timeRangeId', timeRangeName: 'name' } as const satisfies Spellings;

/** Schedule day: `dayValue` or `orderDate`, with its time ranges. */
export const SCHEDULE_DAY = {
  dayValue: 'orderDate',
  timeRanges: TIME_RANGE,
} as const satisfies Spellings;

/** Package: `id` or `xh`. */
export const PACKAGE = { id: 'xh' } as const satisfies Spellings;

/** Profile: `idType` or `idtype`, `mobile` or `phone`, `relation` or `relationship`. */
export const PROFILE = {
  idType: 'idtype',
  mobile: 'phone',
  relation: 'relationship',
} as const satisfies Spellings;

/** Union hospital: `hosp_name` or `union_name`. */
export const UNION_HOSPITAL = { hosp_name: 'union_name' } as const satisfies Spellings;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The answer in the contract's spelling: a field the backend sent under the spec's other
 * name is copied to the contract's; a field already there is left as it is.
 */
export function respell(value: unknown, spellings: Spellings): unknown {
  if (Array.isArray(value)) return value.map((v) => respell(v, spellings));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [field, rule] of Object.entries(spellings)) {
    if (typeof rule !== 'string') {
      if (out[field] != null) out[field] = respell(out[field], rule);
    } else if (out[field] == null && value[rule] != null) {
      out[field] = value[rule];
    }
  }
  return out;
}

/**
 * The same answer as a backend using the spec's other spellings would send it: each field
 * moved to its other name (given a value there if that name held none). For the tests and
 * journeys that prove the app reads either.
 */
export function otherSpelling(value: unknown, spellings: Spellings): unknown {
  if (Array.isArray(value)) return value.map((v) => otherSpelling(v, spellings));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [field, rule] of Object.entries(spellings)) {
    if (typeof rule !== 'string') {
      if (out[field] != null) out[field] = otherSpelling(out[field], rule);
    } else if (field in out) {
      out[rule] = out[rule] ?? out[field];
      delete out[field];
    }
  }
  return out;
}
