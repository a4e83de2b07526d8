import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown (0 when idle), and a function that starts one. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, useCallback((seconds: number) => setLeft(seconds), [])];
}
