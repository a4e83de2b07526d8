// Weighs what a first visit downloads (gzipped JS) and fails past the budgets of DESIGN.md
// section 6, set with the brief's stack (axios included): the home route at most 135 KB, each
// landing page at most 10 KB, and every route of the route table opened as a deep link at most
// 165 KB; 140 KB is the aim for every route, printed but not enforced. See scripts/routeLoads.ts for what a route's
// first load holds.
// Usage: tsx scripts/bundle-budget.ts [dist-dir]   (or BUDGET_DIST=dir; default dist/)
//        --detail lists each route's chunks.
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { landingScripts } from './landingScripts.ts';
import { readManifest, routeLoads } from './routeLoads.ts';

const KB = 1024;
const ROUTE_BUDGET = 165 * KB;
const HOME_BUDGET = 135 * KB;
const AIM = 140 * KB;
const LANDING_BUDGET = 10 * KB;

const root = new URL('..', import.meta.url).pathname;
const given = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? process.env.BUDGET_DIST;
const dist = given ? (isAbsolute(given) ? given : resolve(given)) : join(root, 'dist');
const detail = process.argv.includes('--detail');

let manifest;
try {
  manifest = readManifest(dist);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

let failed = false;
const loads = routeLoads(dist, manifest);
console.log(`First load of each route as a deep link, gzipped JS (${dist})`);
console.log(`      ${'route'.padEnd(34)} ${'KB'.padStart(6)}  chunks  budget  namespaces`);
for (const load of loads) {
  const budget = load.path === '/' ? HOME_BUDGET : ROUTE_BUDGET;
  const over = load.gzipped > budget;
  failed ||= over;
  const mark = over ? 'OVER ' : load.gzipped > AIM ? 'ok   ' : 'aim  ';
  const js = load.keys.filter((k) => manifest[k]?.file.endsWith('.js'));
  console.log(
    `${mark} ${load.path.padEnd(34)} ${kb(load.gzipped).padStart(6)}  ${String(js.length).padStart(6)}  ${String(budget / KB).padStart(6)}  ${load.namespaces.join(' ')}`,
  );
  if (detail) {
    for (const key of js) console.log(`        ${kb(gz(manifest[key]!.file)).padStart(6)}  ${key}`);
  }
}
const heaviest = Math.max(...loads.map((l) => l.gzipped));
const atAim = loads.filter((l) => l.gzipped <= AIM).length;
const overBudget = loads.filter((l) => l.path !== '/' && l.gzipped > ROUTE_BUDGET).length;
console.log(
  `heaviest route ${kb(heaviest)} KB; ${overBudget} of ${loads.length} over the budget of ${ROUTE_BUDGET / KB} KB; ${atAim} at or under the aim of ${AIM / KB} KB`,
);

for (const { page, scripts } of landingScripts(dist)) {
  const size = scripts.reduce((sum, src) => sum + gz(src), 0);
  const over = size > LANDING_BUDGET;
  failed ||= over;
  console.log(
    `${over ? 'OVER ' : 'ok   '} ${page}: ${kb(size)} KB gzipped JS (budget ${LANDING_BUDGET / KB} KB)`,
  );
}

// The app takes only the calls' addresses from the contract (src/contract/calls):
// TypeBox in any app chunk means a schema leaked into the bundle.
const withSchemas = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter(
    (file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('~kind'),
  );
for (const file of withSchemas) console.log(`OVER  ${file}: carries TypeBox schemas`);
process.exit(failed || withSchemas.length > 0 ? 1 : 0);
