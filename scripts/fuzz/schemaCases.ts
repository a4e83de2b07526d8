// Field-by-field cases: a body or query a route's own schema accepts, then the same with one
// field (top-level or nested) set to each bad value. A request refused as a whole by the
// schema never reaches the code behind it; these do, one wrong field at a time.
import { readConfig } from '../../server/config.ts';
import { encryptField } from '../../src/rules/fieldCrypto.ts';
import { JSON_VALUES, QUERY_VALUES } from './cases.ts';

type Schema = Record<string, unknown>;
type Path = Array<string | number>;

const tomorrow = () => new Date(Date.now() + 32 * 3_600_000).toISOString().slice(0, 10);

const { fieldKey, fieldIv } = readConfig();
const encrypted = (plain: string) => encryptField(plain, fieldKey, fieldIv);

/** Values a route can act on, by field name, where a schema's type alone says too little. */
function known(name: string): unknown {
  const n = name.toLowerCase();
  // The app encrypts these (src/contract EncryptedField); plain text would stop at decryption.
  if (['mobile', 'phone', 'phone_num', 'username'].includes(n)) return encrypted('13800000001');
  if (['idcard', 'sfzh'].includes(n)) return encrypted('11010519491231002X');
  if (['password', 'newpassword'].includes(n)) return encrypted('Abc12345');
  if (n.includes('hosp')) return 1;
  return undefined;
}

/** Strings of the shapes the contract's patterns name, tried in turn against a pattern. */
const PATTERN_SAMPLES = [
  'TJ900001',
  'TJ900001,TJ900002',
  '13800000001',
  '1234',
  'P2026112300001',
  'https://example.com/',
  'abcdefgh',
  'abcdefgh'.repeat(3),
  'f'.repeat(64),
  '',
  '1',
  'a',
];

function sampleString(schema: Schema, name: string): string {
  if (schema.format === 'date') return tomorrow();
  const guess = known(name);
  const min = Number(schema.minLength ?? 0);
  const max = Number(schema.maxLength ?? Infinity);
  const fits = (s: string) =>
    s.length >= min && s.length <= max && new RegExp(String(schema.pattern ?? '')).test(s);
  if (typeof guess === 'string' && fits(guess)) return guess;
  if (schema.pattern) return PATTERN_SAMPLES.find(fits) ?? 'a';
  return 'a'.repeat(Math.max(1, min));
}

/** A value the schema accepts: the first choice of a union, the least number allowed. */
export function sample(schema: Schema, name = ''): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (choices?.[0]) return sample(choices[0], name);
  const guess = known(name);
  switch (schema.type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(props).map(([k, s]) => [k, sample(s, k)]));
    }
    case 'array':
      return [sample((schema.items ?? {}) as Schema, name)];
    case 'integer':
    case 'number':
      return typeof guess === 'number' ? guess : Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name);
    default:
      return guess ?? 1;
  }
}

/** The path of every leaf (and of every object or array, which can be wrong as a whole). */
function paths(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => paths(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [at, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))];
  return [at];
}

function setAt(value: unknown, path: Path, to: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return to;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, to);
  return copy;
}

/** The valid body, then each field of it set to each bad value, as JSON texts. */
export function schemaBodyCases(body: Schema): string[] {
  const valid = sample(body);
  const mutated = paths(valid)
    .filter((p) => p.length > 0)
    .flatMap((p) => JSON_VALUES.map((bad) => JSON.stringify(setAt(valid, p, bad))));
  return [JSON.stringify(valid), ...mutated];
}

/** The valid query, then each of its fields set to each bad value, as URLs of `path`. */
export function schemaQueryCases(path: string, query: Schema): string[] {
  const valid = Object.entries(sample(query) as Record<string, unknown>).map(
    ([k, v]) => [k, encodeURIComponent(String(v))] as const,
  );
  // QUERY_VALUES are written as they travel (already %-escaped).
  const url = (entries: ReadonlyArray<readonly [string, string]>) =>
    `${path.replace(/:\w+/g, '1')}?${entries.map(([k, v]) => `${k}=${v}`).join('&')}`;
  const mutated = valid.flatMap(([key]) =>
    QUERY_VALUES.map((bad) => url(valid.map(([k, v]) => [k, k === key ? bad : v] as const))),
  );
  return [url(valid), ...mutated];
}
