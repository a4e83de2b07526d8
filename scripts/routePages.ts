// Home's first load carries the route table, not the names of the pages it opens: in the
// app's build this plugin takes each row's `page` out of src/app/routeTable.ts and hands
// lazyModules.ts (the chunk every page but home loads first) the map from path to page
// instead. The table stays the one place a page is named; the build only moves the names.
// With them go the namespaces each page asks for (scripts/pageNamespaces.ts), so a deep
// link fetches their files beside the page's chunk, not after the page has rendered.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { pageNamespaces } from './pageNamespaces.ts';

const TABLE = fileURLToPath(new URL('../src/app/routeTable.ts', import.meta.url));
/** A row's page field, as the table writes it: `page: 'catalog/PackageListPage',`. */
const PAGE_FIELD = /\s*page: '[\w/]+',/g;
const ROW = /path: '([^']+)',\s*page: '([\w/]+)'/g;
/** Where lazyModules.ts takes the map: an empty object the build fills. */
export const PAGES_MARK = '/* route-pages */ {}';
/** Where it takes each page's namespaces. */
export const NAMESPACES_MARK = '/* page-namespaces */ {}';

/** The table's source without its pages. */
export const withoutPages = (table: string) => table.replace(PAGE_FIELD, '');

/** Each page's namespaces, comma-joined, for the pages of the given map. */
export function namespacesByPage(pages: Record<string, string>): Record<string, string> {
  const unique = [...new Set(Object.values(pages))];
  return Object.fromEntries(unique.map((page) => [page, pageNamespaces(page).join(',')]));
}

/** Each row's page by its path, read from the table's source. */
export function pagesByPath(table: string): Record<string, string> {
  return Object.fromEntries([...table.matchAll(ROW)].map((m) => [m[1], m[2]]));
}

export function routePages(): Plugin {
  return {
    name: 'route-pages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id === TABLE) return { code: withoutPages(code), map: null };
      if (!id.endsWith('/src/app/lazyModules.ts')) return null;
      if (!code.includes(PAGES_MARK)) throw new Error('lazyModules.ts lost its pages mark');
      if (!code.includes(NAMESPACES_MARK))
        throw new Error('lazyModules.ts lost its namespaces mark');
      this.addWatchFile(TABLE);
      const pages = pagesByPath(readFileSync(TABLE, 'utf8'));
      return {
        code: code
          .replace(PAGES_MARK, JSON.stringify(pages))
          .replace(NAMESPACES_MARK, JSON.stringify(namespacesByPage(pages))),
        map: null,
      };
    },
  };
}
