import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CODE_NETWORK } from '@/kit/api/envelope';
import { clearQueries } from './store';
import { useMutation } from './useMutation';
import { useQuery } from './useQuery';

afterEach(() => {
  cleanup();
  clearQueries();
});

describe('useMutation', () => {
  it('runs only when asked, is pending meanwhile and keeps the answer', async () => {
    let answer!: (v: string) => void;
    const call = vi.fn((n: number) => new Promise<string>((r) => (answer = (v) => r(`${v}${n}`))));
    const { result } = renderHook(() => useMutation(call));
    expect(call).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ pending: false, data: undefined, error: undefined });

    let ran!: Promise<string>;
    act(() => void (ran = result.current.run(7)));
    expect(call).toHaveBeenCalledWith(7);
    expect(result.current.pending).toBe(true);
    await act(async () => answer('saved'));
    await expect(ran).resolves.toBe('saved7');
    expect(result.current).toMatchObject({ pending: false, data: 'saved7' });
  });

  it('reads again the keys it invalidates once it succeeds, and no other', async () => {
    const orders = vi.fn(() => Promise.resolve('orders'));
    const profiles = vi.fn(() => Promise.resolve('profiles'));
    renderHook(() => useQuery(['orders', 'list', 1], orders));
    renderHook(() => useQuery(['profiles', 1], profiles));
    await waitFor(() => expect(orders).toHaveBeenCalledTimes(1));
    const { result } = renderHook(() =>
      useMutation(() => Promise.resolve('booked'), { invalidates: [['orders']] }),
    );
    await act(() => result.current.run(undefined));
    await waitFor(() => expect(orders).toHaveBeenCalledTimes(2));
    expect(profiles).toHaveBeenCalledTimes(1);
  });

  it('invalidates nothing when it fails, and rejects with the error it keeps', async () => {
    const orders = vi.fn(() => Promise.resolve('orders'));
    renderHook(() => useQuery(['orders', 'list', 1], orders));
    await waitFor(() => expect(orders).toHaveBeenCalledTimes(1));
    const refusal = new ApiError(500, 'slot full');
    const { result } = renderHook(() =>
      useMutation(() => Promise.reject(refusal), { invalidates: [['orders']] }),
    );
    await act(() => expect(result.current.run(undefined)).rejects.toBe(refusal));
    expect(result.current).toMatchObject({ pending: false, error: refusal });
    expect(orders).toHaveBeenCalledTimes(1);
  });

  it('never sends a write twice, even when the network dropped it', async () => {
    const call = vi.fn(() => Promise.reject(new ApiError(CODE_NETWORK, '')));
    const { result } = renderHook(() => useMutation(call));
    await act(() => expect(result.current.run(undefined)).rejects.toMatchObject({ code: -2 }));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("shows only the latest run's outcome", async () => {
    const answers: Array<(v: string) => void> = [];
    const call = vi.fn(() => new Promise<string>((r) => answers.push(r)));
    const { result } = renderHook(() => useMutation(call));
    act(() => {
      void result.current.run(undefined);
      void result.current.run(undefined);
    });
    await act(async () => answers[1]!('second'));
    await act(async () => answers[0]!('first, late'));
    expect(result.current.data).toBe('second');
  });
});
