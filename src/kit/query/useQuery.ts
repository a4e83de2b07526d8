import { useCallback, useSyncExternalStore } from 'react';
import type { ApiError } from '@/kit/api/envelope';
import { refetch, stateOf, subscribe, type QueryKey, type QueryState } from './store';

export interface Query<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** Nothing to show yet: no data and no error. */
  loading: boolean;
  /** Loads again (the error page's "retry"). */
  reload: () => void;
}

const NOTHING = () => () => undefined;
const hashOf = (key: QueryKey | null) => (key === null ? null : JSON.stringify(key));

/** A key's state as the store holds it, read on every change (see useQuery). */
export function useQueryState<T>(
  key: QueryKey | null,
  load: () => Promise<T>,
): QueryState<T> | undefined {
  const hash = hashOf(key);
  const subscribeKey = useCallback(
    (listener: () => void) => (key === null ? NOTHING() : subscribe(key, load, listener)),
    // `load` is a fresh closure every render; the key says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash],
  );
  return useSyncExternalStore(subscribeKey, () => (key === null ? undefined : stateOf<T>(key)));
}

/** What a page reads of a key's state. */
export function useQueryOf<T>(key: QueryKey | null, state: QueryState<T> | undefined): Query<T> {
  const hash = hashOf(key);
  const reload = useCallback(() => {
    if (key !== null) refetch(key);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
  const data = state?.data;
  const error = state?.error;
  return {
    data,
    error,
    loading: key !== null && data === undefined && error === undefined,
    reload,
  };
}

/**
 * The one way a page reads server data: `load` runs when `key` is first read or has been
 * invalidated (see `invalidate`); `key` null means there is nothing to load yet. Each
 * key keeps its own answer, so a fast switch never shows another key's data. To ask
 * again while the page is visible, see usePolledQuery.
 */
export function useQuery<T>(key: QueryKey | null, load: () => Promise<T>): Query<T> {
  return useQueryOf(key, useQueryState(key, load));
}
