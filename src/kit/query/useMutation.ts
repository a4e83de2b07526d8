import { useCallback, useId } from 'react';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '@/kit/api/envelope';
import { asApiError, invalidate, type QueryKey } from './store';

export interface Mutation<I, T> {
  /**
   * Runs the call; resolves with its answer, or rejects with the ApiError (kept in `error`
   * too). Only the latest run's outcome reaches the state.
   */
  run: (input: I) => Promise<T>;
  data: T | undefined;
  error: ApiError | undefined;
  pending: boolean;
}

/** One run: its input, and its failure, which SWR keeps from a run a later one overtook. */
interface Run<I> {
  input: I;
  failed?: ApiError;
}

/**
 * A change on the server (book, save, cancel), by SWR's `useSWRMutation`: `call` runs when
 * `run` is called, never by itself and never twice for one `run` (a write may have reached
 * the server already: see retry.ts), and once it succeeds every key under each prefix of
 * `invalidates` is out of date, so the pages showing them read again.
 */
export function useMutation<I, T>(
  call: (input: I) => Promise<T>,
  options: { invalidates?: readonly QueryKey[] } = {},
): Mutation<I, T> {
  const { invalidates = [] } = options;
  // The mutation's own key in SWR: it names no read, so SWR's own revalidation after the
  // write reaches nothing; the reads it changed are named by `invalidates`.
  const own = ['mutation', useId()];
  const write = useSWRMutation<T, ApiError, string[], Run<I>>(own, async (_key, { arg }) => {
    try {
      const data = await call(arg.input);
      for (const prefix of invalidates) invalidate(prefix);
      return data;
    } catch (err) {
      arg.failed = asApiError(err);
      if (arg.failed !== err) console.error(err);
      throw arg.failed;
    }
  });
  const { trigger, reset } = write;
  const run = useCallback(
    async (input: I) => {
      const once: Run<I> = { input };
      // The state is the latest run's: what an earlier one answered is not shown meanwhile.
      reset();
      const data = await trigger(once);
      if (once.failed) throw once.failed;
      return data;
    },
    [trigger, reset],
  );
  return { run, data: write.data, error: write.error, pending: write.isMutating };
}
