import { lazy, type ComponentType } from 'react';

// Home is in the entry's own table; every other page comes through the page table's chunk.
export const loadHome = () => import('@/features/home/HomePage');
const loadTable = () => import('./pageTable');

/** Starts fetching a route's page (and the table naming it) before React asks for it. */
export function preloadPage(path: string): void {
  if (path === '/') void loadHome();
  else void loadTable().then((table) => loaderOf(table, path)?.());
}

type Table = Awaited<ReturnType<typeof loadTable>>;

function loaderOf(table: Table, path: string): Table['loadNotFound'] | undefined {
  return table.pageLoaders[path as keyof Table['pageLoaders']];
}

function pageChunk(path: string): Promise<{ default: ComponentType }> {
  if (path === '/') return loadHome();
  return loadTable().then((table) => (loaderOf(table, path) ?? table.loadNotFound)());
}

const made = new Map<string, ComponentType>();

/** The route's page, one lazy component per path so React keeps it across renders. */
export function pageOf(path: string): ComponentType {
  let page = made.get(path);
  if (!page) {
    page = lazy(() => pageChunk(path));
    made.set(path, page);
  }
  return page;
}

export const NotFoundPage = lazy(() => loadTable().then((table) => table.loadNotFound()));
