import i18n from 'i18next';
import { lazy, type ComponentType } from 'react';
import { findRoute, type RouteRow } from '@/kit/routes';
import { preloadNamespaces } from './i18n';
import { NOT_FOUND_META } from './routeTable';
import type { PageLoader, PageModule } from './pageLoaders';

// Home's loader is the entry's own: its first visit waits for no other chunk. Every other
// page's is in the chunk of the strings' loaders (pageLoaders.ts), which its strings wait
// for anyway.
const HOME: Record<'/', PageLoader> = { '/': () => import('@/features/home/HomePage') };

/** The page of a row of the route table (NOT_FOUND_META's too). */
export function loadPage(row: RouteRow): Promise<PageModule> {
  if (row.path === '/') return HOME['/']();
  return import('./lazyModules').then(({ PAGE_LOADERS }) => {
    const load = PAGE_LOADERS[row.path as keyof typeof PAGE_LOADERS];
    if (!load) throw new Error(`no page for ${row.path}`);
    return load();
  });
}

/**
 * The row's page chunk, and in the same tick the files of the namespaces it asks for (the
 * row names them), which the page would otherwise ask for only once its chunk had arrived
 * and rendered, a round trip later.
 */
function pageChunk(row: RouteRow, language: string): Promise<PageModule> {
  preloadNamespaces(row.ns ?? [], language);
  return loadPage(row);
}

/** Starts fetching a pathname's page and its strings before React asks for them. */
export function preloadPage(pathname: string, language: string): void {
  void pageChunk(findRoute(pathname) ?? NOT_FOUND_META, language);
}

const made = new Map<string, ComponentType>();

/**
 * The route's page, one lazy component per path so React keeps it across renders, and
 * remounts it when the next route opens the same page (/user/addProfile, /user/editProfile).
 */
export function pageOf(row: RouteRow): ComponentType {
  let page = made.get(row.path);
  if (!page) {
    page = lazy(() => pageChunk(row, i18n.language));
    made.set(row.path, page);
  }
  return page;
}
