// Fails when the modules of src/, server/ or landing/ import each other in a circle: a
// cycle makes load order decide whether a value is still undefined, and it blurs the
// layers (DESIGN.md section 2). Type-only imports count too, since they tie the layers alike.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const DIRS = ['src', 'server', 'landing'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return undefined;
  const bare = base.replace(/\.js$/, '');
  if (/\.tsx?$/.test(bare) && existsSync(bare)) return bare;
  return EXTENSIONS.map((ext) => bare + ext).find((path) => existsSync(path));
}

const files = DIRS.flatMap((dir) => sources(join(root, dir)));
const graph = new Map<string, string[]>();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = [...text.matchAll(IMPORT)]
    .map((m) => resolveImport(file, m[1] ?? m[2] ?? ''))
    .filter((t): t is string => t !== undefined);
  graph.set(file, targets);
}

// Depth-first search; a grey node met again closes a cycle.
const state = new Map<string, 'grey' | 'black'>();
const cycles: string[][] = [];
function visit(node: string, trail: string[]) {
  state.set(node, 'grey');
  for (const next of graph.get(node) ?? []) {
    if (state.get(next) === 'grey') cycles.push([...trail.slice(trail.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(node, 'black');
}
for (const file of files) if (!state.has(file)) visit(file, [file]);

if (cycles.length > 0) {
  for (const cycle of cycles) {
    console.error(`Import cycle: ${cycle.map((f) => relative(root, f)).join(' -> ')}`);
  }
  process.exit(1);
}
console.log(`Imports: no cycle among ${files.length} modules.`);
