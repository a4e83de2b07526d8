// The string namespaces a page asks for before it renders, read from the sources: every
// `useTranslation('orders')` or `useTranslation(['account', 'refusals'])` in the page's
// module and in every module it imports statically (a lazy import is left out, as it loads
// later). The route table's rows name them, so their files start with the page's chunk
// instead of after it has rendered (src/app/pages.ts), and pageNamespaces.test.ts holds
// the rows to the code; the budget weighs them with the page (scripts/routeLoads.ts). A
// module imported but not rendered at first counts too, which can only fetch or weigh a
// little more.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const EXTENSIONS = ['.tsx', '.ts', '/index.ts', '/index.tsx'];
/** Static imports and re-exports, `import type` and `export type` left out. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;
const USE_TRANSLATION = /useTranslation\(([^)]*)\)/g;
/** A page's loader by its route's path: `'/faq': () => import('@/features/content/FaqPage')`. */
const LOADER = /'([^']+)': \(\) => import\('@\/features\/([\w/]+)'\)/g;
/** Where the loaders are written: home's (the entry's own), then every other route's. */
const LOADER_FILES = ['src/app/pages.ts', 'src/app/pageLoaders.ts'];

/** Each route's page (e.g. 'content/FaqPage') by its path, read from the loaders' source. */
export function pagesByPath(): Record<string, string> {
  const source = LOADER_FILES.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
  return Object.fromEntries([...source.matchAll(LOADER)].map((m) => [m[1], m[2]]));
}

/** The source file an import names: '@/' is src/, a relative path is the module's own. */
function resolveSource(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? join(root, 'src', spec.slice(2))
    : spec.startsWith('.')
      ? join(dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  return ['', ...EXTENSIONS]
    .map((ext) => base + ext)
    .find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** The namespaces the page (a path under src/features, e.g. 'account/LoginPage') asks for. */
export function pageNamespaces(page: string): string[] {
  const named = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, args] of code.matchAll(USE_TRANSLATION)) {
      for (const [, ns] of args?.matchAll(/'(\w+)'/g) ?? []) if (ns) named.add(ns);
    }
    for (const [, spec, bare] of code.matchAll(STATIC_IMPORT)) {
      const next = resolveSource(file, (spec ?? bare)!);
      if (next) visit(next);
    }
  };
  visit(join(root, 'src/features', `${page}.tsx`));
  return [...named].sort();
}
