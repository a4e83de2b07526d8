// Weighs what a first visit downloads (gzipped JS) and fails past the budgets of
// DESIGN.md: the home route at most 160 KB, each landing page at most 10 KB; issue 11 holds
// home at 135 KB (Lighthouse 95 on a slow phone), so that is the budget now.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { landingScripts } from './landingScripts.ts';

const KB = 1024;
const HOME_BUDGET = 135 * KB;
const LANDING_BUDGET = 10 * KB;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = join(new URL('..', import.meta.url).pathname, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No dist/.vite/manifest.json: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

/** A chunk and everything it imports statically: what the browser fetches with it. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}

function gzipped(keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js'))
      total += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  }
  return total;
}

const findKey = (test: (key: string) => boolean) => Object.keys(manifest).filter(test);

// Home: the app entry (with the Chinese strings of the shell bundled in) and the home
// page, with all they import. Other namespaces load with their own pages.
const home = new Set<string>();
for (const key of ['index.html', ...findKey((k) => k.endsWith('src/features/home/HomePage.tsx'))]) {
  closure(key, home);
}

// The app takes only endpoint addresses from the contract (scripts/contractAddresses.ts):
// TypeBox in any app chunk means a schema leaked into the bundle.
const withSchemas = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter(
    (file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('~kind'),
  );

const rows: Array<[string, number, number]> = [['home route', gzipped(home), HOME_BUDGET]];

for (const { page, scripts } of landingScripts(dist)) {
  const size = scripts.reduce(
    (sum, src) => sum + gzipSync(readFileSync(join(dist, src)), { level: 9 }).length,
    0,
  );
  rows.push([page, size, LANDING_BUDGET]);
}

let failed = false;
for (const [name, size, budget] of rows) {
  const over = size > budget;
  failed ||= over;
  console.log(
    `${over ? 'OVER ' : 'ok   '} ${name}: ${(size / KB).toFixed(1)} KB gzipped JS (budget ${budget / KB} KB)`,
  );
}
for (const file of withSchemas) console.log(`OVER  ${file}: carries TypeBox schemas`);
process.exit(failed || withSchemas.length > 0 ? 1 : 0);
