import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/kit/api/envelope';

export interface RequestState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs `load` when `key` changes and keeps the latest answer. An answer that arrives
 * after the key has changed again is dropped, so a fast branch switch never shows the
 * previous branch's data. `key` null means "nothing to load yet".
 */
export function useRequest<T>(key: string | null, load: () => Promise<T>): RequestState<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: ApiError }>({
    key: null,
  });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    load().then(
      (data) => live && setState({ key, data }),
      (err: unknown) => {
        if (!live) return;
        console.error(err);
        setState({ key, error: err instanceof ApiError ? err : new ApiError(-1, '') });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure every render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  const reload = useCallback(() => {
    setState({ key: null });
    setRound((r) => r + 1);
  }, []);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: key !== null && (!current || (state.data === undefined && state.error === undefined)),
    reload,
  };
}
