import { useCallback, useEffect, useState } from 'react';
import { readSession, writeSession } from '@/platform/storage';

/** Whole seconds from `now` until `end` (milliseconds), 0 once it has passed. */
export const secondsUntil = (end: number, now: number) =>
  Math.max(0, Math.ceil((end - now) / 1000));

const storageKey = (key: string) => `countdown:${key}`;

function storedLeft(key: string | null): number {
  if (key === null) return 0;
  const end = Number(readSession(storageKey(key)));
  return Number.isFinite(end) ? secondsUntil(end, Date.now()) : 0;
}

/**
 * Seconds left of a countdown (0 when idle), and a function that starts one. With a `key`
 * (the phone an SMS went to) its end is kept in the tab: a reload shows the wait that is
 * left, instead of a button the server's cooldown would refuse.
 */
export function useCountdown(key: string | null = null): [number, (seconds: number) => void] {
  const [state, setState] = useState(() => ({ key, left: storedLeft(key) }));
  // Another key (the phone was changed): that phone's own wait, if any.
  const left = state.key === key ? state.left : storedLeft(key);
  if (state.key !== key) setState({ key, left });
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setState((s) => ({ ...s, left: s.left - 1 })), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  const start = useCallback(
    (seconds: number) => {
      if (key !== null) writeSession(storageKey(key), String(Date.now() + seconds * 1000));
      setState({ key, left: seconds });
    },
    [key],
  );
  return [left, start];
}
