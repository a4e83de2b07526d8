import { useEffect, useRef, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { PagedEnvelope } from '@/contract/envelope';
import type { PageWindow } from '@/contract/paging';
import type { ApiError } from '@/kit/api/envelope';
import { fetcherOf, READS, watchList, type QueryKey } from './store';

/** Rows a list asks for at a time. */
export const PAGE_SIZE = 10;
/** The most rows the server sends in one answer (the contract's `limit` at most). */
export const PAGE_MAX = 50;

export type { PageWindow };

export type ReadPage<T> = (window: PageWindow) => Promise<PagedEnvelope<T>>;

/** Where the page after `page` starts, or null when `page` was the last. */
function nextOffset(page: PagedEnvelope<unknown>): number | null {
  const next = page.offset + page.data.length;
  // An empty page before the total ends the list (rows gone meanwhile), so the list never
  // asks again and again.
  return page.data.length === 0 || next >= page.total ? null : next;
}

/**
 * The rows of the pages read, in the server's order. A row already held is not added twice
 * (a booking made meanwhile pushes the rows one place on).
 */
export function rowsOf<T>(pages: PagedEnvelope<T>[], idOf: (row: T) => string | number): T[] {
  const seen = new Set<string | number>();
  return pages
    .flatMap((page) => page.data)
    .filter((row) => !seen.has(idOf(row)) && Boolean(seen.add(idOf(row))));
}

export interface PagedQuery<T> {
  /** The rows read so far; undefined until the first page is in. */
  rows: T[] | undefined;
  /** The rows the server has in all. */
  total: number | undefined;
  /** The list could not be read (its first page). */
  error: ApiError | undefined;
  /** Nothing to show yet: no rows and no error. */
  loading: boolean;
  /** Reads the list again (the error page's "retry"). */
  reload: () => void;
  /** The server has rows beyond those read. */
  more: boolean;
  /** The next page is on its way. */
  loadingMore: boolean;
  /** A further page failed: the rows stay, and loadMore asks again. */
  moreError: ApiError | undefined;
  /** Asks the next page, unless one is on its way or the end is reached. */
  loadMore: () => void;
}

/**
 * The one way a page reads a list that grows (orders, reports, appointments ...), by SWR's
 * `useSWRInfinite`: its first page, then the next each time `loadMore` is called (ListFoot
 * calls it as the end comes into view), each page under `[...key, offset]` in SWR's cache.
 * The rows read stay when the page comes back, and are read again behind (every page held,
 * as a change (`invalidate`) or a pull does); each key (a filter, a sort) is a list of its
 * own. `idOf` names a row, so none shows twice.
 */
export function usePagedQuery<T>(
  key: QueryKey | null,
  read: ReadPage<T>,
  idOf: (row: T) => string | number,
  size = PAGE_SIZE,
): PagedQuery<T> {
  // The rows the list wants: a page size at first, one page more at each `loadMore`, and
  // as many as it reached when it is read again (on return, after a change, on a pull),
  // so the patient keeps the rows reached.
  const want = useRef({ rows: size, reached: 0 });
  const list = useSWRInfinite<PagedEnvelope<T>, ApiError>(
    (i, previous: PagedEnvelope<T> | null) => {
      if (key === null) return null;
      const offset = i === 0 || !previous ? 0 : nextOffset(previous);
      return offset === null || (i > 0 && offset >= want.current.rows) ? null : [...key, offset];
    },
    (page: unknown[]): Promise<PagedEnvelope<T>> => {
      const offset = page.at(-1) as number;
      // In as few calls as the server's limit allows.
      const limit = Math.min(PAGE_MAX, Math.max(size, want.current.rows - offset));
      return fetcherOf(() => read({ offset, limit }))();
    },
    {
      ...READS,
      // A next page reads that page only; a list read again reads from its start, through
      // `mutate()` (on return, on `invalidate`, on a pull).
      revalidateFirstPage: false,
      revalidateIfStale: false,
    },
  );
  const { data: pages, error, mutate, setSize } = list;
  const last = pages?.at(-1);
  // The rows the server has sent so far.
  const reached = last ? last.offset + last.data.length : 0;
  useEffect(() => {
    want.current.reached = reached;
  }, [reached]);
  const [extending, setExtending] = useState(false);
  const hash = key === null ? null : JSON.stringify(key);
  const held = pages !== undefined;
  // On return (rows held) and whenever the key is invalidated: read again from the start.
  useEffect(() => {
    if (key === null) return;
    const readAll = () => {
      want.current.rows = Math.max(size, want.current.reached);
      return mutate();
    };
    if (held) void readAll();
    return watchList(key, readAll);
    // Only a new key is a new list; `held` is what the key held when it was first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);

  const more = last !== undefined && nextOffset(last) !== null;
  const loadingMore = extending && error === undefined;
  const moreError = held ? error : undefined;
  return {
    rows: pages && rowsOf(pages, idOf),
    total: last && (last.data.length === 0 ? Math.min(last.total, last.offset) : last.total),
    error: held ? undefined : error,
    loading: key !== null && !held && error === undefined,
    // The error page's retry: the error goes at once, and the list is read from its start.
    reload: () => void mutate(undefined, { revalidate: true }),
    more,
    loadingMore,
    moreError,
    // One page more (or a failed one again), one at a time, never while the list is read
    // again from its start: that read answers the whole list.
    loadMore: () => {
      if (!pages || extending || list.isValidating || !(more || moreError)) return;
      setExtending(true);
      want.current.rows = reached + size;
      void setSize(pages.length + 1).finally(() => setExtending(false));
    },
  };
}
