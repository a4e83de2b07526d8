import { lazy, type ComponentType } from 'react';
import { findRoute, type RouteRow } from '@/kit/routes';
import { preloadNamespaces } from './i18n';
import { NOT_FOUND_META } from './routeTable';

// Home comes with the entry; every other page through the lazy modules' chunk.
const loadHome = () => import('@/features/home/HomePage');
const loadModules = () => import('./lazyModules');

function pageChunk(row: RouteRow): Promise<{ default: ComponentType }> {
  if (row.path === '/') return loadHome();
  return loadModules().then((modules) => modules.loadPage(row));
}

/**
 * Starts fetching a pathname's page (and the map naming it) before React asks for it, and
 * the files of the namespaces the page asks for in the given language.
 */
export function preloadPage(pathname: string, language: string): void {
  const row = findRoute(pathname) ?? NOT_FOUND_META;
  void pageChunk(row);
  if (row.path !== '/')
    void loadModules().then((m) => preloadNamespaces(m.pageNamespaces(row), language));
}

const made = new Map<string, ComponentType>();

/**
 * The route's page, one lazy component per path so React keeps it across renders, and
 * remounts it when the next route opens the same page (/user/addProfile, /user/editProfile).
 */
export function pageOf(row: RouteRow): ComponentType {
  let page = made.get(row.path);
  if (!page) {
    page = lazy(() => pageChunk(row));
    made.set(row.path, page);
  }
  return page;
}
