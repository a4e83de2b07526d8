import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PagedEnvelope } from '@/contract/envelope';
import { ApiError } from '@/kit/api/envelope';
import { clearQueries, invalidate } from './store';
import { usePagedQuery, type PageWindow } from './usePagedQuery';

afterEach(() => {
  cleanup();
  clearQueries();
});

interface Row {
  id: number;
}
const idOf = (r: Row) => r.id;

/** A server holding rows 1..total, answering each window as the contract says. */
const pageOf = (total: number, { offset, limit }: PageWindow): PagedEnvelope<Row> => ({
  code: 200,
  msg: '',
  data: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
    id: offset + i + 1,
  })),
  total,
  offset,
  limit,
});

/** Reads whose answers the test hands out one by one, each with the window it asked. */
function deferredReads() {
  const pending: {
    window: PageWindow;
    resolve: (p: PagedEnvelope<Row>) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const read = vi.fn(
    (window: PageWindow) =>
      new Promise<PagedEnvelope<Row>>((resolve, reject) =>
        pending.push({ window, resolve, reject }),
      ),
  );
  return { read, pending };
}

const ids = (rows: Row[] | undefined) => rows?.map((r) => r.id);

describe('usePagedQuery', () => {
  it('reads the first page, then appends the next one each time more is asked', async () => {
    const read = vi.fn((w: PageWindow) => Promise.resolve(pageOf(25, w)));
    const { result } = renderHook(() => usePagedQuery(['orders', 1], read, idOf));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(ids(result.current.rows)).toHaveLength(10));
    expect(result.current).toMatchObject({ total: 25, more: true, loadingMore: false });

    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.rows)).toHaveLength(20));
    expect(ids(result.current.rows)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(read.mock.calls.map(([w]) => w)).toEqual([
      { offset: 0, limit: 10 },
      { offset: 10, limit: 10 },
    ]);
  });

  it('asks nothing more while a page is on its way', async () => {
    const { read, pending } = deferredReads();
    const { result } = renderHook(() => usePagedQuery(['orders', 2], read, idOf));
    await act(async () => pending[0]!.resolve(pageOf(40, pending[0]!.window)));

    act(() => result.current.loadMore());
    expect(result.current.loadingMore).toBe(true);
    act(() => result.current.loadMore());
    act(() => result.current.loadMore());
    expect(read).toHaveBeenCalledTimes(2);

    await act(async () => pending[1]!.resolve(pageOf(40, pending[1]!.window)));
    expect(ids(result.current.rows)).toHaveLength(20);
    expect(result.current.loadingMore).toBe(false);
  });

  it('ends when the rows read reach the total, and then asks nothing', async () => {
    const read = vi.fn((w: PageWindow) => Promise.resolve(pageOf(15, w)));
    const { result } = renderHook(() => usePagedQuery(['orders', 3], read, idOf));
    await waitFor(() => expect(result.current.more).toBe(true));
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.rows)).toHaveLength(15));
    expect(result.current.more).toBe(false);

    act(() => result.current.loadMore());
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('takes a whole list sent unpaged as its one page: everything shown, nothing more asked', async () => {
    // What call() makes of a backend that pages nothing: the list, total = its length.
    const whole = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));
    const read = vi.fn(() =>
      Promise.resolve({ code: 200, msg: '', data: whole, total: 23, offset: 0, limit: 23 }),
    );
    const { result } = renderHook(() => usePagedQuery(['orders', 4], read, idOf));
    await waitFor(() => expect(ids(result.current.rows)).toHaveLength(23));
    expect(result.current.more).toBe(false);
    act(() => result.current.loadMore());
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows when a page fails, and asks the same page again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { read, pending } = deferredReads();
    const { result } = renderHook(() => usePagedQuery(['orders', 5], read, idOf));
    await act(async () => pending[0]!.resolve(pageOf(30, pending[0]!.window)));

    act(() => result.current.loadMore());
    await act(async () => pending[1]!.reject(new ApiError(500, 'down')));
    expect(result.current.moreError?.msg).toBe('down');
    expect(result.current.error).toBeUndefined();
    expect(ids(result.current.rows)).toHaveLength(10);
    expect(result.current.loadingMore).toBe(false);

    act(() => result.current.loadMore());
    expect(result.current.moreError).toBeUndefined();
    expect(pending[2]!.window).toEqual({ offset: 10, limit: 10 });
    await act(async () => pending[2]!.resolve(pageOf(30, pending[2]!.window)));
    expect(ids(result.current.rows)).toHaveLength(20);
  });

  it('reads again, after a change, as many rows as it held, in one call', async () => {
    const read = vi.fn((w: PageWindow) => Promise.resolve(pageOf(45, w)));
    const { result } = renderHook(() => usePagedQuery(['orders', 6], read, idOf));
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(20));

    act(() => invalidate(['orders']));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(3));
    expect(read.mock.calls[2]![0]).toEqual({ offset: 0, limit: 20 });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(result.current).toMatchObject({ more: true, loadingMore: false });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(30));
    expect(read.mock.calls[3]![0]).toEqual({ offset: 20, limit: 10 });
  });

  it('shows the rows it held at once when the page comes back, and reads them again in one call', async () => {
    const read = vi.fn((w: PageWindow) => Promise.resolve(pageOf(45, w)));
    const first = renderHook(() => usePagedQuery(['orders', 7], read, idOf));
    await waitFor(() => expect(first.result.current.rows).toHaveLength(10));
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(first.result.current.rows).toHaveLength(20));
    first.unmount();

    const again = renderHook(() => usePagedQuery(['orders', 7], read, idOf));
    expect(again.result.current).toMatchObject({ loading: false, more: true });
    expect(again.result.current.rows).toHaveLength(20);
    await waitFor(() => expect(read).toHaveBeenCalledTimes(3));
    expect(read.mock.calls[2]![0]).toEqual({ offset: 0, limit: 20 });
  });

  it('drops a page that arrives after the list was read again from the start', async () => {
    const { read, pending } = deferredReads();
    const { result } = renderHook(() => usePagedQuery(['orders', 8], read, idOf));
    await act(async () => pending[0]!.resolve(pageOf(30, pending[0]!.window)));
    act(() => result.current.loadMore());
    act(() => invalidate(['orders', 8]));
    expect(pending[2]!.window).toEqual({ offset: 0, limit: 10 });
    // The list is 12 rows now: the late second page of the 30 before must not count.
    await act(async () => pending[2]!.resolve(pageOf(12, pending[2]!.window)));
    await act(async () => pending[1]!.resolve(pageOf(30, pending[1]!.window)));
    expect(ids(result.current.rows)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(result.current).toMatchObject({ total: 12, more: true, loadingMore: false });
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('shows a row once when the rows moved on between two pages', async () => {
    // A booking made meanwhile: the second page starts with the first page's last row.
    const read = vi
      .fn()
      .mockResolvedValueOnce(pageOf(20, { offset: 0, limit: 10 }))
      .mockResolvedValueOnce(pageOf(21, { offset: 9, limit: 10 }));
    const { result } = renderHook(() => usePagedQuery(['orders', 9], read, idOf));
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(19));
    expect(new Set(ids(result.current.rows)).size).toBe(19);
  });
});

describe('the end of a list', () => {
  it('comes at an empty page the total promised but the server no longer has', async () => {
    const read = vi.fn((w: PageWindow) => Promise.resolve({ ...pageOf(10, w), total: 30 }));
    const { result } = renderHook(() => usePagedQuery(['orders', 10], read, idOf));
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.more).toBe(false));
    expect(result.current).toMatchObject({ total: 10, loadingMore: false });
    act(() => result.current.loadMore());
    expect(read).toHaveBeenCalledTimes(2);
  });
});
