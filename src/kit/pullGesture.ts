import i18n from 'i18next';
import { refreshAll } from '@/kit/query/store';

/** How far the finger pulls (halved, as a spring) before a release refreshes. */
const TRIGGER = 50;
const MAX = 90;

export type PullStatus = 'idle' | 'pulling' | 'loosing' | 'loading';

/**
 * The pull-down gesture on a PullToRefresh frame: moves its track, says above it what a
 * release would do, and on a release past the trigger loads again every query on screen.
 * It writes to the DOM itself: a render per finger move would be wasted. Answers a detach.
 */
export function attachPull(el: HTMLElement) {
  const track = el.firstElementChild as HTMLElement;
  const head = track.firstElementChild as HTMLElement;
  let startY: number | null = null;
  let distance = 0;
  let busy = false;
  const show = (to: number, status: PullStatus) => {
    el.dataset.status = status;
    track.style.transform = to ? `translateY(${to}px)` : '';
    head.textContent = status === 'idle' ? '' : i18n.t(`common:pull.${status}`);
  };
  const move = (to: number) => {
    distance = to;
    show(to, to === 0 ? 'idle' : to >= TRIGGER ? 'loosing' : 'pulling');
  };
  const start = (e: TouchEvent) => {
    startY = !busy && window.scrollY <= 0 ? (e.touches[0]?.clientY ?? null) : null;
  };
  const drag = (e: TouchEvent) => {
    if (startY === null) return;
    const dy = (e.touches[0]?.clientY ?? startY) - startY;
    if (dy <= 0) return move(0);
    // The page itself must not scroll or bounce while the list is pulled.
    if (e.cancelable) e.preventDefault();
    move(Math.min(dy / 2, MAX));
  };
  const end = () => {
    if (startY === null) return;
    startY = null;
    if (distance < TRIGGER) return move(0);
    busy = true;
    show(TRIGGER, 'loading');
    void refreshAll().finally(() => {
      busy = false;
      move(0);
    });
  };
  el.addEventListener('touchstart', start, { passive: true });
  el.addEventListener('touchmove', drag, { passive: false });
  el.addEventListener('touchend', end);
  el.addEventListener('touchcancel', end);
  return () => {
    el.removeEventListener('touchstart', start);
    el.removeEventListener('touchmove', drag);
    el.removeEventListener('touchend', end);
    el.removeEventListener('touchcancel', end);
  };
}
