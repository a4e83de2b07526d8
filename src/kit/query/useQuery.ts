import { useCallback, useSyncExternalStore } from 'react';
import type { ApiError } from '@/kit/api/envelope';
import { refetch, stateOf, subscribe, type QueryKey } from './store';

export interface Query<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** Nothing to show yet: no data and no error. */
  loading: boolean;
  /** Loads again (the error page's "retry"). */
  reload: () => void;
}

const NOTHING = () => () => undefined;

/**
 * The one way a page reads server data: `load` runs when `key` is first read or has been
 * invalidated (see `invalidate`); `key` null means there is nothing to load yet. Each
 * key keeps its own answer, so a fast switch never shows another key's data.
 */
export function useQuery<T>(key: QueryKey | null, load: () => Promise<T>): Query<T> {
  const hash = key === null ? null : JSON.stringify(key);
  const subscribeKey = useCallback(
    (listener: () => void) => (key === null ? NOTHING() : subscribe(key, load, listener)),
    // `load` is a fresh closure every render; the key says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash],
  );
  const state = useSyncExternalStore(subscribeKey, () =>
    key === null ? undefined : stateOf<T>(key),
  );
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
