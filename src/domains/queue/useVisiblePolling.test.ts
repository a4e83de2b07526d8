import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUEUE_POLL_MS } from '@/rules/queue';
import { useVisiblePolling } from './useVisiblePolling';

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('useVisiblePolling (spec 9: every 10 s, only while visible)', () => {
  it('asks at once, then every 10 s', () => {
    const tick = vi.fn();
    renderHook(() => useVisiblePolling(tick, QUEUE_POLL_MS));
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(QUEUE_POLL_MS - 1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('stops while hidden and asks again at once when visible', () => {
    const tick = vi.fn();
    renderHook(() => useVisiblePolling(tick, QUEUE_POLL_MS));
    setVisibility('hidden');
    vi.advanceTimersByTime(5 * QUEUE_POLL_MS);
    expect(tick).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(tick).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(QUEUE_POLL_MS);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('does not start on a hidden page, and stops when the page goes', () => {
    const tick = vi.fn();
    setVisibility('hidden');
    const { unmount } = renderHook(() => useVisiblePolling(tick, QUEUE_POLL_MS));
    vi.advanceTimersByTime(QUEUE_POLL_MS);
    expect(tick).not.toHaveBeenCalled();
    setVisibility('visible');
    unmount();
    vi.advanceTimersByTime(3 * QUEUE_POLL_MS);
    expect(tick).toHaveBeenCalledTimes(1);
  });
});
