import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CODE_NETWORK } from '@/kit/api/envelope';
import { clearQueries, invalidate, type QueryKey } from './store';
import { useQuery } from './useQuery';

afterEach(() => {
  cleanup();
  clearQueries();
  vi.useRealTimers();
});

/** A load whose answers the test hands out one by one. */
function deferredLoads<T>() {
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

describe('useQuery', () => {
  it('loads a key once for every reader on screen and shares the answer', async () => {
    const load = vi.fn(() => Promise.resolve(['a']));
    const first = renderHook(() => useQuery(['things', 1], load));
    const second = renderHook(() => useQuery(['things', 1], load));
    expect(first.result.current.loading).toBe(true);
    await waitFor(() => expect(first.result.current.data).toEqual(['a']));
    expect(second.result.current.data).toEqual(['a']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a null key', () => {
    const load = vi.fn(() => Promise.resolve(1));
    const { result } = renderHook(() => useQuery(null, load));
    expect(result.current).toMatchObject({ data: undefined, error: undefined, loading: false });
    expect(load).not.toHaveBeenCalled();
  });

  it("never shows one key's answer under another when the key changes mid-flight", async () => {
    const { load, pending } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ key }: { key: QueryKey }) => useQuery(key, load), {
      initialProps: { key: ['branch', 1] },
    });
    rerender({ key: ['branch', 2] });
    act(() => pending[0]!.resolve('first branch'));
    expect(result.current.data).toBeUndefined();
    await act(async () => pending[1]!.resolve('second branch'));
    expect(result.current.data).toBe('second branch');
  });

  it('shows what it held at once when a page comes back, and reads it again behind', async () => {
    vi.useFakeTimers();
    const { load, pending } = deferredLoads<string>();
    const first = renderHook(() => useQuery(['list'], load));
    await act(async () => pending[0]!.resolve('old'));
    first.unmount();
    // Back within SWR's 2 s: the answer just read is shown and shared, not asked again.
    const soon = renderHook(() => useQuery(['list'], load));
    expect(soon.result.current).toMatchObject({ data: 'old', loading: false });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(load).toHaveBeenCalledTimes(1);
    soon.unmount();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    const again = renderHook(() => useQuery(['list'], load));
    expect(again.result.current).toMatchObject({ data: 'old', loading: false });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]!.resolve('new'));
    expect(again.result.current.data).toBe('new');
  });

  it('keeps the server refusal as an ApiError, anything else as one with code -1', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = renderHook(() =>
      useQuery(['refused'], () => Promise.reject(new ApiError(409, 'full'))),
    );
    await waitFor(() => expect(refused.result.current.error?.msg).toBe('full'));
    expect(refused.result.current.loading).toBe(false);
    const broken = renderHook(() => useQuery(['broken'], () => Promise.reject(new TypeError('x'))));
    await waitFor(() => expect(broken.result.current.error?.code).toBe(-1));
  });

  it('drops the error and loads again on reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, 'down'))
      .mockResolvedValueOnce('up');
    const { result } = renderHook(() => useQuery(['flaky'], load));
    await waitFor(() => expect(result.current.error?.msg).toBe('down'));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ error: undefined, loading: true });
    await waitFor(() => expect(result.current.data).toBe('up'));
  });
});

describe('invalidate', () => {
  it('reads again at once every key under the prefix that is on screen, and no other', async () => {
    const orders = vi.fn(() => Promise.resolve('orders'));
    const profiles = vi.fn(() => Promise.resolve('profiles'));
    renderHook(() => useQuery(['orders', 'list', 1], orders));
    renderHook(() => useQuery(['profiles', 7], profiles));
    await waitFor(() => expect(orders).toHaveBeenCalledTimes(1));
    act(() => invalidate(['orders']));
    await waitFor(() => expect(orders).toHaveBeenCalledTimes(2));
    expect(profiles).toHaveBeenCalledTimes(1);
  });

  it('leaves a key off screen to be read when it is next shown', async () => {
    const load = vi.fn(() => Promise.resolve('x'));
    const view = renderHook(() => useQuery(['orders', 'one', 'A1'], load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    view.unmount();
    act(() => invalidate(['orders']));
    expect(load).toHaveBeenCalledTimes(1);
    renderHook(() => useQuery(['orders', 'one', 'A1'], load));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
  it('drops an answer overtaken by the reading an invalidation started', async () => {
    const { load, pending } = deferredLoads<string>();
    const { result } = renderHook(() => useQuery(['orders', 'one', 'B2'], load));
    act(() => invalidate(['orders']));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]!.resolve('after the change'));
    await act(async () => pending[0]!.resolve('before the change'));
    expect(result.current.data).toBe('after the change');
  });
});

describe('the retry policy of a read', () => {
  it('asks once more when the network gave no answer, and shows the answer', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(CODE_NETWORK, ''))
      .mockResolvedValueOnce('rows');
    const { result } = renderHook(() => useQuery(['dropped'], load));
    await waitFor(() => expect(result.current.data).toBe('rows'));
    expect(result.current.error).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("never asks again after the server's refusal", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new ApiError(403, 'no')));
    const { result } = renderHook(() => useQuery(['refused', 2], load));
    await waitFor(() => expect(result.current.error?.msg).toBe('no'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
