import { useEffect, useRef, type ReactNode } from 'react';
import './pullToRefresh.css';

/**
 * A list a patient comes back to: pulled down from the top of the page, everything on
 * screen loads again. Home's first load carries only this frame; the gesture, which moves
 * the list and writes the words above it, follows once the page is up (react-vant's
 * PullRefresh would add 1.4 KB gzipped JS to the home route).
 */
export function PullToRefresh({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let detach: (() => void) | undefined;
    let gone = false;
    void import('./pullGesture').then(({ attachPull }) => {
      if (gone || !root.current) return;
      detach = attachPull(root.current);
      // Says the gesture is on: a journey pulls only then, however slowly it came.
      root.current.dataset.pull = 'ready';
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, []);
  return (
    <div ref={root} className="app-pull">
      <div className="app-pull__track">
        <div className="app-pull__head" aria-live="polite" />
        {children}
      </div>
    </div>
  );
}
