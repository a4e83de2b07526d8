import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueries, refreshAll } from './store';
import { useQuery } from './useQuery';

afterEach(() => {
  cleanup();
  clearQueries();
});

describe('refreshAll (pull to refresh)', () => {
  it('loads every key on screen again and resolves once they have answered', async () => {
    let round = 0;
    const load = vi.fn(() => Promise.resolve(++round));
    const { result } = renderHook(() => useQuery(['orders', 1], load));
    await waitFor(() => expect(result.current.data).toBe(1));

    let done = false;
    await act(async () => {
      const refreshed = refreshAll().then(() => (done = true));
      expect(done).toBe(false);
      await refreshed;
    });
    expect(done).toBe(true);
    expect(result.current.data).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ends even when a load fails, leaving the error to the page', async () => {
    const load = vi.fn().mockResolvedValueOnce('first').mockRejectedValueOnce(new Error('down'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useQuery(['profiles', 1], load));
    await waitFor(() => expect(result.current.data).toBe('first'));
    await act(() => refreshAll());
    expect(result.current.error).toBeDefined();
    expect(result.current.data).toBe('first');
  });
});
