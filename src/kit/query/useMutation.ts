import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '@/kit/api/envelope';
import { invalidate, type QueryKey } from './store';

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

interface MutationState<T> {
  data?: T;
  error?: ApiError;
  pending: boolean;
}

/**
 * A change on the server (book, save, cancel): `call` runs when `run` is called, never by
 * itself and never twice for one `run` (see retry.ts), and once it succeeds every key
 * under each prefix of `invalidates` is out of date, so the pages showing them read again.
 */
export function useMutation<I, T>(
  call: (input: I) => Promise<T>,
  options: { invalidates?: readonly QueryKey[] } = {},
): Mutation<I, T> {
  const [state, setState] = useState<MutationState<T>>({ pending: false });
  const latest = useRef({ call, invalidates: options.invalidates, round: 0 });
  // The newest closure, set before any effect of the same render can run it.
  useLayoutEffect(() => {
    latest.current.call = call;
    latest.current.invalidates = options.invalidates;
  });

  const run = useCallback(async (input: I) => {
    const current = latest.current;
    const round = ++current.round;
    const settle = (next: MutationState<T>) => round === current.round && setState(next);
    // The state is the latest run's: what an earlier one answered is not shown meanwhile.
    setState({ pending: true });
    try {
      const data = await current.call(input);
      for (const prefix of current.invalidates ?? []) invalidate(prefix);
      settle({ data, pending: false });
      return data;
    } catch (err) {
      if (!(err instanceof ApiError)) console.error(err);
      const error = err instanceof ApiError ? err : new ApiError(-1, '');
      settle({ error, pending: false });
      throw error;
    }
  }, []);

  return { run, data: state.data, error: state.error, pending: state.pending };
}
