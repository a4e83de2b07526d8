// What opening each route as a deep link downloads before its page renders, read from a
// build's manifest: the entry (index.html and its static imports), for every page but
// home the chunk of the strings' loaders (src/app/lazyModules.ts), the page's chunk with its
// static imports, and the string files (JS chunks) of the namespaces the page's code asks
// for that the entry does not bundle. scripts/bundle-budget.ts weighs them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageNamespaces, pagesByPath } from './pageNamespaces.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteLoad {
  path: string;
  page: string;
  /** Manifest keys of the JS the route loads, entry first. */
  keys: string[];
  /** The namespaces whose files it loads besides the bundled ones. */
  namespaces: string[];
  gzipped: number;
}

const HOME_PAGE = 'home/HomePage';
const LAZY_MODULES = 'src/app/lazyModules.ts';

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No ${path}: build the app first.`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** A chunk and everything it imports statically: what the browser fetches with it. */
export function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into);
  return into;
}

export function gzippedSize(dist: string, manifest: Manifest, keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js'))
      total += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  }
  return total;
}

/** The language a deep link opens in unless it asks for another. */
const LANGUAGE = 'zh-CN';

/** Each namespace's file of the default language, by namespace. */
function namespaceFiles(manifest: Manifest): Map<string, string> {
  const files = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const m = new RegExp(`^locales/${LANGUAGE}/(\\w+)\\.json$`).exec(key);
    if (m?.[1]) files.set(m[1], key);
  }
  return files;
}

/** The first load of every route of the route table (and of a path of no route, '*'). */
export function routeLoads(dist: string, manifest = readManifest(dist)): RouteLoad[] {
  const entry = closure(manifest, 'index.html');
  const nsFiles = namespaceFiles(manifest);
  const byPath = pagesByPath();
  // The table's rows and its page for a path of no route (NOT_FOUND_META, path '*').
  return Object.entries(byPath).map(([path, page]) => {
    const load = new Set(entry);
    const pageKey = `src/features/${page}.tsx`;
    if (!manifest[pageKey] && page !== HOME_PAGE) throw new Error(`${pageKey} is not in the build`);
    if (page !== HOME_PAGE) closure(manifest, LAZY_MODULES, load);
    closure(manifest, pageKey, load);
    // The bundled ones (the shell's and home's) have no file of their own.
    const namespaces = pageNamespaces(page).filter((ns) => nsFiles.has(ns));
    for (const ns of namespaces) closure(manifest, nsFiles.get(ns) ?? '', load);
    return { path, page, keys: [...load], namespaces, gzipped: gzippedSize(dist, manifest, load) };
  });
}
