import type { ComponentType } from 'react';
import type { RouteRow } from '@/kit/routes';

/**
 * What any page but home needs first, in one chunk of its own that the first visit to home
 * never fetches: the loaders of the pages and of the strings' files. Each page and each
 * file is its own chunk again, so a new page or namespace weighs nothing on home.
 */

export type PageModule = { default: ComponentType };

/** Every page of src/features (a file named *Page.tsx is a route's page); home comes with the entry. */
export const pageModules = import.meta.glob<PageModule>([
  '../features/*/*Page.tsx',
  '!../features/home/HomePage.tsx',
]);

/**
 * Each route's page by its path. The build fills it from the route table and takes the names
 * out of the table, so they weigh nothing on home (scripts/routePages.ts); elsewhere it is
 * empty and the rows keep theirs.
 */
const PAGES: Record<string, string> = /* route-pages */ {};

/**
 * The namespaces each page asks for before it renders, comma-joined, by page: filled by the
 * build too (scripts/routePages.ts), empty elsewhere.
 */
const NAMESPACES: Record<string, string> = /* page-namespaces */ {};

// The row's own page is absent in the built app (see PAGES).
const pageOf = (row: RouteRow) => (row.page as string | undefined) ?? PAGES[row.path];

/** The page a row names; the not-found page for a name that has no module. */
export function loadPage(row: RouteRow): Promise<PageModule> {
  const load =
    pageModules[`../features/${pageOf(row)}.tsx`] ??
    pageModules['../features/system/NotFoundPage.tsx'];
  return load!();
}

/** The namespaces a row's page asks for before it renders (empty outside the build). */
export const pageNamespaces = (row: RouteRow): string[] =>
  NAMESPACES[pageOf(row) ?? '']?.split(',') ?? [];

export type LocaleModule = { default: Record<string, unknown> };

/**
 * Every Chinese namespace's file but those i18n.ts bundles (the shell's and home's); the
 * other languages' files are named by otherLanguages.ts, which only their visitors load.
 */
export const localeFiles = import.meta.glob<LocaleModule>([
  '../../locales/zh-CN/*.json',
  '!../../locales/zh-CN/{common,routes,home,system,union}.json',
]);
