// Diagnostic: what a first visit to home (and to each landing page) downloads, chunk by
// chunk. Builds the app (as `npm run build` does), then weighs the home route exactly as
// scripts/bundle-budget.ts does (index.html and HomePage.tsx with their static imports,
// read from dist/.vite/manifest.json) and lists each chunk with its gzipped size and the
// react-vant components it carries, so a chunking change can be judged on the number of
// requests as well as on the bytes. Usage: tsx scripts/first-load.ts [--no-build] [--routes]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { landingScripts } from './landingScripts.ts';

interface Chunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const KB = 1024;

// Modules of each output file, from the build itself (the manifest does not list them).
const modulesOf = new Map<string, string[]>();
if (!process.argv.includes('--no-build')) {
  const { build } = await import('vite');
  const out = await build({ root, logLevel: 'silent' });
  for (const bundle of Array.isArray(out) ? out : [out]) {
    if (!('output' in bundle)) continue;
    for (const item of bundle.output) {
      if (item.type === 'chunk') modulesOf.set(item.fileName, item.moduleIds);
    }
  }
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

function closure(key: string, into = new Set<string>()): Set<string> {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, into);
  return into;
}

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** react-vant's component folders in a chunk: es/button/Button.js -> button. */
function vantParts(file: string): string[] {
  const parts = new Set<string>();
  for (const id of modulesOf.get(file) ?? []) {
    const m = /react-vant\/es\/([^/]+)\//.exec(id);
    if (m?.[1]) parts.add(m[1]);
  }
  return [...parts].sort();
}

const home = new Set<string>();
for (const key of Object.keys(manifest)) {
  if (key === 'index.html' || key.endsWith('src/features/home/HomePage.tsx')) closure(key, home);
}
const files = [...home].map((k) => manifest[k]?.file ?? '').filter((f) => f.endsWith('.js'));
const rows = files.map((f) => ({ f, size: gz(f) })).sort((a, b) => b.size - a.size);
const total = rows.reduce((s, r) => s + r.size, 0);
console.log(`home first load: ${rows.length} JS chunks, ${(total / KB).toFixed(1)} KB gzipped`);
for (const { f, size } of rows) {
  const vant = vantParts(f);
  console.log(
    `  ${(size / KB).toFixed(1).padStart(6)} KB  ${f}${vant.length ? `  [react-vant: ${vant.join(' ')}]` : ''}`,
  );
}
if (modulesOf.size) {
  const all = new Set(files.flatMap(vantParts));
  console.log(`react-vant parts in home's first load: ${[...all].sort().join(' ')}`);
}

// Every other route's first visit: the entry with the route's page (--routes).
if (process.argv.includes('--routes')) {
  for (const key of Object.keys(manifest).filter((k) => /src\/features\/.*Page\.tsx$/.test(k))) {
    const load = closure(key, closure('index.html'));
    const js = [...load].map((k) => manifest[k]?.file ?? '').filter((f) => f.endsWith('.js'));
    const size = js.reduce((s, f) => s + gz(f), 0);
    console.log(
      `  ${key.replace(/.*\//, '')}: ${js.length} JS chunks, ${(size / KB).toFixed(1)} KB`,
    );
  }
}

for (const { page, scripts } of landingScripts(dist)) {
  const size = scripts.reduce((s, src) => s + gz(src), 0);
  console.log(`${page}: ${scripts.length} JS chunks, ${(size / KB).toFixed(1)} KB gzipped`);
}
