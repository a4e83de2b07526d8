import { useCallback, useEffect, useState } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import type { QueryKey } from './store';
import { useQueryOf, useRead, type Query } from './useQuery';

/**
 * Asks again `everyMs` after each answer, at most `times` times (no limit when absent),
 * and, when `while` is given, only while the data says there is more to learn.
 */
export interface Poll<T> {
  everyMs: number;
  times?: number;
  while?: (data: T) => boolean;
}

const visible = () => document.visibilityState !== 'hidden';

/**
 * useQuery that asks again while its page is on screen and visible (a queue, a payment the
 * provider has not settled), by SWR's `refreshInterval`: `everyMs` after each answer, so a
 * slow server is never asked twice at once; a locked phone or a hidden tab asks nothing
 * (SWR's `refreshWhenHidden` off), and coming back asks at once. A failed ask leaves the last answer, and the error, on screen and is asked
 * again `everyMs` later (SWR's error retry, which its interval leaves to it).
 * (Its own module: home polls nothing, and its first load carries none of this.)
 */
export function usePolledQuery<T>(
  key: QueryKey | null,
  load: () => Promise<T>,
  poll: Poll<T>,
): Query<T> {
  const { everyMs, times = Infinity } = poll;
  const hash = key === null ? null : unstable_serialize(key);
  // The asks made of each key, the first included.
  const [asked] = useState(() => new Map<string, number>());
  const count = () => (hash === null ? 0 : (asked.get(hash) ?? 0));
  // More to ask: fewer than `times` asks after the first, and the data calls for it.
  const moreWith = (data: T | undefined) =>
    count() <= times && (!poll.while || (data !== undefined && poll.while(data)));
  // What the key holds now, read from SWR's cache before the hook: the render that shows
  // the first answer is the one that starts the waits, so the first starts at the answer.
  const { cache } = useSWRConfig();
  const heldNow = () => (hash === null ? undefined : (cache.get(hash)?.data as T | undefined));
  const started = heldNow() !== undefined;
  // SWR asks this after each answer (an equal answer draws no render, so a value set at
  // render would be stale): the wait, or 0 to stop. A new function restarts SWR's timer, so
  // it is new only when the first answer comes or the poll itself changes; `while` is
  // read from the poll as first given (a rule of the data, not a value that changes).
  const interval = useCallback(
    (data: T | undefined) => (started && moreWith(data) ? everyMs : 0),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [started, everyMs, times, hash],
  );
  const swr = useRead(
    key,
    () => {
      if (hash !== null) asked.set(hash, count() + 1);
      return load();
    },
    {
      refreshInterval: interval,
      // A poll asks each time: two readers of it are never on one page.
      dedupingInterval: 0,
      shouldRetryOnError: true,
      onErrorRetry: (_err, _key, _config, revalidate, opts) => {
        const retry = () => visible() && moreWith(heldNow()) && void revalidate(opts);
        if (moreWith(heldNow())) window.setTimeout(retry, everyMs);
      },
    },
  );
  // Seen again: asked at once. Not by SWR's focus revalidation (off for every read, see
  // READS), which hands the event on through a timer and would also ask on every focus.
  const { mutate } = swr;
  useEffect(() => {
    if (hash === null) return;
    const onVisibility = () => visible() && moreWith(heldNow()) && void mutate();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
    // The poll is named by its key; `moreWith` reads the asks and the data when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, mutate]);
  return useQueryOf(key, swr);
}
