import { ApiError, CODE_NETWORK } from '@/kit/api/envelope';

/**
 * The data layer's one retry policy. A read that got no answer at all (offline a moment,
 * a dropped connection: CODE_NETWORK) is asked once more, at once: a phone's network
 * often drops one request and carries the next. An answer, even a refusal, is final, and
 * a write (useMutation) is never sent twice: it may have reached the server already.
 */
export function readWithRetry<T>(read: () => Promise<T>): Promise<T> {
  return read().catch((err: unknown) => {
    if (err instanceof ApiError && err.code === CODE_NETWORK) return read();
    throw err;
  });
}
