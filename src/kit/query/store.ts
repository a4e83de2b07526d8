import { mutate, unload, unstable_serialize } from 'swr';
import { ApiError } from '@/kit/api/envelope';
import { readWithRetry } from './retry';

/** A query's key: its area first, then what it depends on, e.g. ['orders', hospId]. */
export type QueryKey = readonly (string | number | boolean | null)[];

/**
 * SWR's settings for every read of the app, each chosen against what the pages need:
 * - Focus: no read on focus. In WeChat's WebView the page regains focus after every cashier,
 *   map, share sheet or photo picker; a read each time costs requests and redraws for data
 *   that did not change. What must be fresh on return asks for it: a poll (usePolledQuery asks
 *   at once when its page is seen again) and the pages that read on `pageshow`
 *   (usePageShowRefresh).
 * - Reconnect: a read when the phone is back online. What the page shows, or its "no
 *   network" error, dates from before the drop, and the signal is rare and honest.
 * - Errors: no retry by the library (its backoff would show the error, then ask again
 *   seconds later); the one policy is readWithRetry's, inside the read, so a dropped
 *   request is asked again before anything is shown.
 * - Deduping: two readers of a key within 2 s share one request (SWR's default); a page
 *   that comes back later shows what the key held at once and reads it again behind.
 */
export const READS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: true,
  shouldRetryOnError: false,
  dedupingInterval: 2000,
} as const;

/** What a read of the app rejects with: the server's refusal, or code -1 for anything else. */
export const asApiError = (err: unknown) => (err instanceof ApiError ? err : new ApiError(-1, ''));

/** A key's read as SWR runs it: retried once on silence; a bug is logged and made an ApiError. */
export function fetcherOf<T>(load: () => Promise<T>) {
  return () =>
    readWithRetry(load).catch((err: unknown) => {
      console.error(err);
      throw asApiError(err);
    });
}

const hashOf = (key: QueryKey) => unstable_serialize(key);
/** SWR hashes an array item by item, each followed by a comma: a prefix hashes to a prefix. */
const under = (prefix: string) => (key: unknown) =>
  Array.isArray(key) && hashOf(key).startsWith(prefix);

/**
 * The lists on screen (usePagedQuery), by their key's hash. SWR's filtered `mutate` passes
 * over its infinite lists, and a list read again after a change reads all its pages.
 */
const lists = new Map<string, Set<() => Promise<unknown>>>();

export function watchList(key: QueryKey, readAll: () => Promise<unknown>) {
  const hash = hashOf(key);
  const readers = lists.get(hash) ?? new Set();
  lists.set(hash, readers.add(readAll));
  return () => void readers.delete(readAll);
}

function readListsUnder(prefix: string) {
  const loads: Promise<unknown>[] = [];
  for (const [hash, readers] of lists)
    if (hash.startsWith(prefix)) for (const readAll of readers) loads.push(readAll());
  return loads;
}

/**
 * After a change: every key under `prefix` is out of date. Keys on screen load again at
 * once (an answer still on its way is dropped); the others load when next read.
 */
export function invalidate(prefix: QueryKey) {
  const head = hashOf(prefix);
  void mutate(under(head));
  readListsUnder(head);
}

/**
 * Pull to refresh: every key on screen loads again, the rest when next read. Resolves once
 * those on screen have answered (or failed: the page shows its error), so the spinner
 * stays exactly as long as the loads.
 */
export function refreshAll(): Promise<void> {
  const loads = [mutate(() => true), ...readListsUnder('')];
  return Promise.allSettled(loads).then(() => undefined);
}

/** Forgets everything (logout, tests). */
export function clearQueries() {
  unload({ revalidate: false });
}
