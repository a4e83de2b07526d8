// For unit tests of the domains' writes: which of the reads on screen a write reads again.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, vi, type Mock } from 'vitest';
import { clearQueries, type QueryKey } from './store';
import { useQuery } from './useQuery';

/** A write of a test's table, its input and answer left to each row. */
export type Write = () => { run: (input: never) => Promise<unknown>; error: unknown };

/** Each test starts with no page on screen, an empty cache and its mocks' counts at 0. */
export function forgetScreensAfterEach() {
  afterEach(() => {
    cleanup();
    clearQueries();
    vi.clearAllMocks();
  });
}

/**
 * Pages on screen reading `keys`, each by a mock that answers its name; resolves once every
 * key has been read, with the mocks, which count how often each is read again.
 */
export async function readsOnScreen<N extends string>(keys: Record<N, QueryKey>) {
  const reads = {} as Record<N, Mock<() => Promise<string>>>;
  for (const [name, key] of Object.entries(keys) as [N, QueryKey][]) {
    const read = vi.fn(() => Promise.resolve(name));
    reads[name] = read;
    renderHook(() => useQuery(key, read));
  }
  await waitFor(() => {
    for (const read of Object.values<Mock>(reads)) expect(read).toHaveBeenCalledTimes(1);
  });
  return reads;
}
