// The API tables of the docs (docs/api.md, docs/features.md), drawn from the contract's
// endpoints: a call's address, its input and its summary are written once, in
// src/contract/<area>.ts, and the pages follow.
import type { Endpoint } from '../../src/contract/endpoint.ts';

type Schema = Record<string, unknown>;

/** One call of the table: the endpoint and the contract file (area) that declares it. */
export interface Row {
  area: string;
  endpoint: Endpoint;
}

/** Tells an encrypted field (the app sends it AES-encrypted) by its schema. */
export type IsEncrypted = (schema: Schema) => boolean;

const code = (text: string) => `\`${text}\``;

/** One key of an input: `name?` when optional, `\*` when encrypted, its default, its parts. */
function field(name: string, schema: Schema, required: boolean, encrypted: IsEncrypted): string {
  const optional = !required && !('default' in schema);
  let text = code(optional ? `${name}?` : name);
  if (encrypted(schema)) text += '\\*';
  if ('default' in schema) text += ` (default ${code(JSON.stringify(schema.default))})`;
  const parts = objectOf(schema.type === 'array' ? ((schema.items ?? {}) as Schema) : schema);
  if (parts) text += ` (${fields(parts, encrypted).join(', ')})`;
  return text;
}

const objectOf = (schema: Schema): Schema | null =>
  schema.type === 'object' && schema.properties ? schema : null;

/** The keys of an object schema, in the contract's order. */
export function fields(schema: Schema, encrypted: IsEncrypted): string[] {
  const object = objectOf(schema);
  // A query or body the table cannot name would leave a call's input unsaid.
  if (!object) throw new Error(`not an object schema: ${JSON.stringify(schema).slice(0, 80)}`);
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(object.properties as Record<string, Schema>).map(([name, s]) =>
    field(name, s, required.has(name), encrypted),
  );
}

/** What a caller sends: "signed in" unless public, the path's parameters, query, body. */
export function inputOf(ep: Endpoint, encrypted: IsEncrypted): string {
  const groups: string[] = [];
  if (ep.access !== 'public') groups.push('signed in');
  if (ep.params) {
    const names = Object.keys((ep.params as Schema).properties as object);
    groups.push(names.map((name) => code(`{${name}}`)).join(', '));
  }
  const both = Boolean(ep.query && ep.body);
  const keys = (schema: object) => fields(schema as Schema, encrypted).join(', ');
  if (ep.query) groups.push((both ? 'query ' : '') + keys(ep.query));
  if (ep.body) groups.push((both ? 'body ' : '') + keys(ep.body));
  return groups.join('; ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table of some calls, one row each, in the order given. */
export function tableOf(rows: readonly Row[], encrypted: IsEncrypted): string {
  const lines = ['| Call | Input | Answer |', '| --- | --- | --- |'];
  for (const { endpoint: ep } of rows) {
    if (!ep.summary) throw new Error(`${ep.method} ${ep.path} has no summary`);
    const call = code(`${ep.method} ${ep.path}`);
    lines.push(`| ${call} | ${cell(inputOf(ep, encrypted))} | ${cell(ep.summary)} |`);
  }
  return lines.join('\n');
}

/** `<!-- api-table:start -->` or `<!-- api-table:start queue company -->` ... `:end -->`. */
const BLOCK = /(<!-- api-table:start((?: [\w-]+)*) -->\n)[\s\S]*?(<!-- api-table:end -->)/g;

/** The areas the start markers of a text name (`queue company` of `start queue company`). */
function namedAreas(text: string): string[] {
  return [...text.matchAll(BLOCK)].flatMap((m) => (m[2] ?? '').split(' ').filter(Boolean));
}

/**
 * The text with each marked block holding its table: the calls of the areas its start marker
 * names, or, when it names none, of every area no block names, in this text or in `others`
 * (the other pages whose markers share out the calls).
 */
export function withTables(
  text: string,
  rows: readonly Row[],
  encrypted: IsEncrypted,
  others: readonly string[] = [],
): string {
  const named = new Set([text, ...others].flatMap(namedAreas));
  let blocks = 0;
  const out = text.replace(BLOCK, (_all, start: string, areas: string, end: string) => {
    blocks += 1;
    const wanted = areas.split(' ').filter(Boolean);
    const chosen = rows.filter((row) =>
      wanted.length ? wanted.includes(row.area) : !named.has(row.area),
    );
    if (!chosen.length) throw new Error(`no call for the table of "${areas.trim() || 'the rest'}"`);
    return `${start}\n${tableOf(chosen, encrypted)}\n\n${end}`;
  });
  if (!blocks) throw new Error('no <!-- api-table:start --> marker');
  return out;
}

/**
 * Each page with its tables, the calls shared out over all of them. A call must land in a
 * table: with no unnamed block among the pages, the areas no marker names are refused.
 */
export function withTablesIn(
  pages: ReadonlyMap<string, string>,
  rows: readonly Row[],
  encrypted: IsEncrypted,
): Map<string, string> {
  const texts = [...pages.values()];
  const hasRest = texts.some((text) => [...text.matchAll(BLOCK)].some((m) => !(m[2] ?? '').trim()));
  const named = new Set(texts.flatMap(namedAreas));
  const homeless = [...new Set(rows.map((row) => row.area))].filter((area) => !named.has(area));
  if (!hasRest && homeless.length) {
    throw new Error(`no table for the calls of ${homeless.join(', ')}`);
  }
  return new Map(
    [...pages].map(([path, text], at) => [
      path,
      withTables(
        text,
        rows,
        encrypted,
        texts.filter((_other, i) => i !== at),
      ),
    ]),
  );
}
