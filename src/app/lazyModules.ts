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

/** The page a row names; the not-found page for a name that has no module. */
export function loadPage(row: RouteRow): Promise<PageModule> {
  // The row's own page is absent in the built app (see PAGES).
  const page = (row.page as string | undefined) ?? PAGES[row.path];
  const load =
    pageModules[`../features/${page}.tsx`] ?? pageModules['../features/system/NotFoundPage.tsx'];
  return load!();
}

export type LocaleModule = { default: Record<string, unknown> };

/** Every namespace's file but those i18n.ts bundles (the shell's and home's, in Chinese). */
export const localeFiles = import.meta.glob<LocaleModule>([
  '../../locales/*/*.json',
  '!../../locales/zh-CN/{common,routes,home,system,union}.json',
]);
