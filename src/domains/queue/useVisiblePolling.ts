import { useEffect, useRef } from 'react';

/**
 * Runs `tick` now and every `everyMs` while the page is visible: a locked phone or a
 * hidden tab asks nothing, and coming back asks at once, then on the same beat.
 */
export function useVisiblePolling(tick: () => void, everyMs: number, enabled = true) {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  }, [tick]);
  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      latest.current();
      timer = window.setInterval(() => latest.current(), everyMs);
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [everyMs, enabled]);
}
