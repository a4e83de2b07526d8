import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/kit/api/envelope';
import { clearQueries } from './store';
import { usePolledQuery } from './usePolledQuery';

const EVERY = 10_000;

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

// SWR hands a focus or visibility event on with the timer it took when it loaded, before
// any fake clock: a real moment passes it on.
const realTimeout = globalThis.setTimeout;
const seen = () => act(() => new Promise<void>((done) => realTimeout(done, 0)));

/** Moves the fake clock and lets the answers it released reach the screen. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Periods one by one: React shows each answer (and sets the next wait) when an act ends. */
async function passPeriods(n: number) {
  for (let i = 0; i < n; i++) await pass(EVERY);
}

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => {
  cleanup();
  clearQueries();
  vi.useRealTimers();
  setVisibility('visible');
});

describe('usePolledQuery', () => {
  it('asks again every period after each answer, not before', async () => {
    let n = 0;
    const load = vi.fn(() => Promise.resolve(++n));
    const { result } = renderHook(() => usePolledQuery(['queue'], load, { everyMs: EVERY }));
    await pass(0);
    expect(result.current.data).toBe(1);
    await pass(EVERY - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe(2);
    await pass(EVERY);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never asks twice at once: the period starts when a slow answer arrives', async () => {
    const answers: Array<() => void> = [];
    const load = vi.fn(() => new Promise<string>((r) => answers.push(() => r('state'))));
    renderHook(() => usePolledQuery(['slow'], load, { everyMs: EVERY }));
    await pass(3 * EVERY);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]!());
    await pass(EVERY);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while the page is hidden, and at once when it is seen again', async () => {
    const load = vi.fn(() => Promise.resolve('state'));
    renderHook(() => usePolledQuery(['hidden'], load, { everyMs: EVERY }));
    await pass(0);
    act(() => setVisibility('hidden'));
    await pass(6 * EVERY);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => setVisibility('visible'));
    expect(load).toHaveBeenCalledTimes(2);
    await seen();
    await pass(0);
    expect(load).toHaveBeenCalledTimes(2);
    await pass(EVERY);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('sets no wait for an answer that arrives while the page is hidden', async () => {
    const answers: Array<() => void> = [];
    const load = vi.fn(() => new Promise<string>((r) => answers.push(() => r('state'))));
    renderHook(() => usePolledQuery(['locked'], load, { everyMs: EVERY }));
    act(() => setVisibility('hidden'));
    await act(async () => answers[0]!());
    await passPeriods(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops when the page is left', async () => {
    const load = vi.fn(() => Promise.resolve('state'));
    const view = renderHook(() => usePolledQuery(['left'], load, { everyMs: EVERY }));
    await pass(0);
    view.unmount();
    await pass(5 * EVERY);
    act(() => setVisibility('visible'));
    await seen();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks at most `times` times, and only while the answer calls for it', async () => {
    const states = ['pending', 'pending', 'pending', 'pending', 'pending'];
    const load = vi.fn(() => Promise.resolve(states.shift()!));
    renderHook(() =>
      usePolledQuery(['payment'], load, {
        everyMs: EVERY,
        times: 3,
        while: (s) => s === 'pending',
      }),
    );
    await passPeriods(10);
    expect(load).toHaveBeenCalledTimes(4);

    const settled = ['pending', 'paid'];
    const check = vi.fn(() => Promise.resolve(settled.shift()!));
    renderHook(() =>
      usePolledQuery(['payment', 2], check, {
        everyMs: EVERY,
        times: 3,
        while: (s) => s === 'pending',
      }),
    );
    await passPeriods(10);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('keeps the last answer, and an error, on screen while it asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, 'down'))
      .mockReturnValueOnce(new Promise(() => undefined));
    const { result } = renderHook(() => usePolledQuery(['down'], load, { everyMs: EVERY }));
    await pass(0);
    expect(result.current.error?.msg).toBe('down');
    await pass(EVERY);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.error?.msg).toBe('down');
  });
});
