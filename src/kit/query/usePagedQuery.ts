import { useCallback } from 'react';
import type { PagedEnvelope } from '@/contract/envelope';
import type { PageWindow } from '@/contract/paging';
import type { ApiError } from '@/kit/api/envelope';
import { extend, stateOf, type QueryKey } from './store';
import { useQueryOf, useQueryState } from './useQuery';

/** Rows a list asks for at a time. */
export const PAGE_SIZE = 10;
/** The most rows the server sends in one answer (the contract's `limit` at most). */
export const PAGE_MAX = 50;

export type { PageWindow };

export type ReadPage<T> = (window: PageWindow) => Promise<PagedEnvelope<T>>;

/** What a paged list holds: the rows read so far, in the server's order. */
export interface Pages<T> {
  rows: T[];
  /** The rows the server has in all. */
  total: number;
  /** Where the next page starts: the rows the server has sent so far. */
  next: number;
}

/**
 * The rows held with one more page, read from `offset`. A row already held is not added
 * twice (a booking made meanwhile pushes the rows one place on). An empty page before the
 * total ends the list (rows gone meanwhile), so the list never asks again and again.
 */
export function addPage<T>(
  held: Pages<T>,
  page: PagedEnvelope<T>,
  offset: number,
  idOf: (row: T) => string | number,
): Pages<T> {
  const seen = new Set(held.rows.map(idOf));
  const fresh = page.data.filter((row) => !seen.has(idOf(row)));
  const next = offset + page.data.length;
  return {
    rows: [...held.rows, ...fresh],
    total: page.data.length === 0 ? Math.min(page.total, offset) : page.total,
    next,
  };
}

export const hasMore = (pages: Pages<unknown>) => pages.next < pages.total;

/**
 * Reads a list from its start: at least one page, and as many rows as it held before (a
 * list read again after a change, or on return, keeps the rows the patient had reached),
 * in as few calls as the server's limit allows. A backend that pages nothing answers the
 * whole list to the first call (call() reads it as one page with total = its length), and
 * nothing more is asked.
 */
export async function readPages<T>(
  read: ReadPage<T>,
  idOf: (row: T) => string | number,
  held: number,
  size = PAGE_SIZE,
): Promise<Pages<T>> {
  const want = Math.max(size, held);
  let pages: Pages<T> = { rows: [], total: 0, next: 0 };
  do {
    const window = { offset: pages.next, limit: Math.min(PAGE_MAX, want - pages.next) };
    pages = addPage(pages, await read(window), window.offset, idOf);
  } while (pages.next < want && hasMore(pages));
  return pages;
}

export interface PagedQuery<T> {
  /** The rows read so far; undefined until the first page is in. */
  rows: T[] | undefined;
  /** The rows the server has in all. */
  total: number | undefined;
  /** The list could not be read (its first page, or a reading again). */
  error: ApiError | undefined;
  /** Nothing to show yet: no rows and no error. */
  loading: boolean;
  /** Reads the list again (the error page's "retry"). */
  reload: () => void;
  /** The server has rows beyond those read. */
  more: boolean;
  /** The next page is on its way. */
  loadingMore: boolean;
  /** The next page failed: the rows stay, and loadMore asks it again. */
  moreError: ApiError | undefined;
  /** Asks the next page, unless one is on its way or the end is reached. */
  loadMore: () => void;
}

/**
 * The one way a page reads a list that grows (orders, reports, appointments ...): its first
 * page, then the next each time `loadMore` is called (ListFoot calls it as the end comes
 * into view). It lives in the query store under `key`, so the rows read stay when the page
 * comes back, a change (`invalidate`) or a pull reads them again from the start, and each
 * key (a filter, a sort) is a list of its own. `idOf` names a row, so none shows twice.
 */
export function usePagedQuery<T>(
  key: QueryKey | null,
  read: ReadPage<T>,
  idOf: (row: T) => string | number,
  size = PAGE_SIZE,
): PagedQuery<T> {
  const hash = key === null ? null : JSON.stringify(key);
  const state = useQueryState<Pages<T>>(key, () =>
    readPages(read, idOf, key === null ? 0 : (stateOf<Pages<T>>(key).data?.next ?? 0), size),
  );
  const query = useQueryOf(key, state);
  const loadMore = useCallback(
    () => {
      const held = key === null ? undefined : stateOf<Pages<T>>(key).data;
      if (key === null || !held || !hasMore(held)) return;
      extend<Pages<T>>(key, (rows) =>
        read({ offset: rows.next, limit: size }).then((page) =>
          addPage(rows, page, rows.next, idOf),
        ),
      );
    },
    // The key says what the list is; `read` and `idOf` are fresh closures every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash, size],
  );
  const pages = query.data;
  return {
    rows: pages?.rows,
    total: pages?.total,
    error: query.error,
    loading: query.loading,
    reload: query.reload,
    more: pages !== undefined && hasMore(pages),
    loadingMore: state?.extending === true,
    moreError: state?.extendError,
    loadMore,
  };
}
