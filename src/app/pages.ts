import i18n from 'i18next';
import { lazy, type ComponentType } from 'react';
import { findRoute, type RouteRow } from '@/kit/routes';
import { preloadNamespaces } from './i18n';
import { NOT_FOUND_META } from './routeTable';

/**
 * The row's page chunk, and in the same tick the files of the namespaces it asks for (the
 * row names them), which the page would otherwise ask for only once its chunk had arrived
 * and rendered, a round trip later.
 */
function pageChunk(row: RouteRow, language: string): Promise<{ default: ComponentType }> {
  preloadNamespaces(row.ns ?? [], language);
  return row.page();
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
