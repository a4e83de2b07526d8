// Writes the API tables of docs/api.md and docs/features.md from the contract's endpoints
// (src/contract/endpoints.ts, the list the fuzzer reads too), between
// `<!-- api-table:start [areas] -->` and `<!-- api-table:end -->`. With --check it writes
// nothing and exits 1 when a page is not what it would write (npm run lint runs it so).
// `npx tsx scripts/api-table.ts [--check]`
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { EncryptedField } from '../src/contract/common.ts';
import { ENDPOINTS } from '../src/contract/endpoints.ts';
import { withTablesIn, type IsEncrypted, type Row } from './api-table/render.ts';

const root = new URL('..', import.meta.url).pathname;
/** The pages holding the tables; the calls of the areas no marker names go to api.md. */
const PAGES = ['docs/api.md', 'docs/features.md'];
const contract = `${root}src/contract/`;

// The contract marks an encrypted field only by using EncryptedField; Type.Optional copies
// it, so the copy is known by its content.
const encryptedShape = JSON.stringify(EncryptedField);
const isEncrypted: IsEncrypted = (schema) => JSON.stringify(schema) === encryptedShape;

/**
 * The calls by area, in the barrel's order of areas and each file's order of calls (the
 * order its author chose); ENDPOINTS itself follows the runtime's order of export names.
 */
function rows(): Row[] {
  const byName = new Map(ENDPOINTS);
  const areas = [...readFileSync(`${contract}index.ts`, 'utf8').matchAll(/from '\.\/(\w+)'/g)];
  const ordered = areas.flatMap(([, area = '']) =>
    [
      ...readFileSync(`${contract}${area}.ts`, 'utf8').matchAll(
        /^export const (\w+) = endpoint\(/gm,
      ),
    ]
      .map(([, name = '']) => ({ area, name, endpoint: byName.get(name) }))
      .filter((row): row is Row & { name: string } => row.endpoint !== undefined),
  );
  const placed = new Set(ordered.map((row) => row.name));
  const lost = ENDPOINTS.filter(([name]) => !placed.has(name)).map(([name]) => name);
  if (lost.length) throw new Error(`endpoints in no contract file: ${lost.join(', ')}`);
  return ordered;
}

const current = new Map(PAGES.map((page) => [page, readFileSync(`${root}${page}`, 'utf8')]));
const drawn = withTablesIn(current, rows(), isEncrypted);
const changed: string[] = [];
for (const [page, text] of drawn) {
  // As `prettier --check .` reads it, so the two never disagree about a page.
  const options = (await resolveConfig(`${root}${page}`, { editorconfig: true })) ?? {};
  const next = await format(text, { ...options, parser: 'markdown' });
  if (next === current.get(page)) continue;
  changed.push(page);
  if (!process.argv.includes('--check')) writeFileSync(`${root}${page}`, next);
}

if (changed.length && process.argv.includes('--check')) {
  console.error(
    `${changed.join(', ')}: the API tables are not the contract's; run npx tsx scripts/api-table.ts`,
  );
  process.exit(1);
} else if (changed.length) {
  console.log(`${changed.join(', ')}: API tables written`);
}
