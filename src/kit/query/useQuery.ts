import { useCallback } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '@/kit/api/envelope';
import { fetcherOf, READS, type QueryKey } from './store';

export interface Query<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** Nothing to show yet: no data and no error. */
  loading: boolean;
  /** Loads again (the error page's "retry"). */
  reload: () => void;
}

/** A key as SWR takes it: the array itself (SWR hashes it), or null for nothing to read. */
export const swrKey = (key: QueryKey | null) => key as [string, ...unknown[]] | null;

/** A key's read in SWR, with the app's settings and `more` of a caller's own. */
export function useRead<T>(
  key: QueryKey | null,
  load: () => Promise<T>,
  more?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(swrKey(key), fetcherOf(load), more ? { ...READS, ...more } : READS);
}

/** What a page reads of a key's state. */
export function useQueryOf<T>(key: QueryKey | null, swr: SWRResponse<T, ApiError>): Query<T> {
  const { data, error, mutate } = swr;
  // A retry drops the error at once (the page shows it is loading) and reads again.
  const reload = useCallback(() => void mutate((held) => held, { revalidate: true }), [mutate]);
  return {
    data,
    error,
    loading: key !== null && data === undefined && error === undefined,
    reload,
  };
}

/**
 * The one way a page reads server data: `load` runs when `key` is first read, when a page
 * reading it comes back, or once it has been invalidated (see `invalidate`); `key` null
 * means there is nothing to load yet. Each key keeps its own answer in SWR's cache, so a
 * fast switch never shows another key's data. To ask again while the page is visible, see
 * usePolledQuery.
 */
export function useQuery<T>(key: QueryKey | null, load: () => Promise<T>): Query<T> {
  return useQueryOf(key, useRead(key, load));
}
