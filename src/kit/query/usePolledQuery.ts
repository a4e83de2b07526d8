import { useLayoutEffect, useRef } from 'react';
import { refetch, type QueryKey } from './store';
import { useQueryOf, useQueryState, type Query } from './useQuery';

/**
 * Asks again `everyMs` after each answer, at most `times` times (no limit when absent),
 * and, when `while` is given, only while the data says there is more to learn.
 */
export interface Poll<T> {
  everyMs: number;
  times?: number;
  while?: (data: T) => boolean;
}

const hidden = () => document.visibilityState === 'hidden';

/**
 * useQuery that asks again while its page is on screen and visible (a queue, a payment the
 * provider has not settled): `everyMs` after each answer, so a slow server is never asked
 * twice at once; a locked phone or a hidden tab asks nothing, and coming back asks at once.
 * A failed ask leaves the last answer, and the error, on screen until the next one.
 * (Its own module: home polls nothing, and its first load carries none of this.)
 */
export function usePolledQuery<T>(
  key: QueryKey | null,
  load: () => Promise<T>,
  poll: Poll<T>,
): Query<T> {
  const state = useQueryState(key, load);
  const hash = key === null ? null : JSON.stringify(key);
  const polls = useRef({ hash, count: 0 });
  const { everyMs, times = Infinity } = poll;
  // Each load's end (an answer or an error) is a new state: it sets the next wait.
  const ended = state && !state.fetching && (state.data !== undefined || state.error);
  const asking = ended && (!poll.while || (state.data !== undefined && poll.while(state.data)));
  const answer = asking ? state : undefined;
  // A layout effect: the wait is set the moment the answer is shown, never a moment later.
  useLayoutEffect(() => {
    if (key === null || !answer) return;
    if (polls.current.hash !== hash) polls.current = { hash, count: 0 };
    const counted = polls.current;
    let timer: number | undefined;
    const ask = () => {
      if (counted.count >= times) return;
      counted.count += 1;
      refetch(key, true);
    };
    const onVisibility = () => {
      window.clearTimeout(timer);
      if (!hidden()) ask();
    };
    if (!hidden()) timer = window.setTimeout(ask, everyMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // The key is named by its hash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, everyMs, times, answer]);
  return useQueryOf(key, state);
}
