import { describe, expect, it, vi } from 'vitest';
import { ApiError, CODE_BAD_RESPONSE, CODE_NETWORK } from '@/kit/api/envelope';
import { readWithRetry } from './retry';

describe('readWithRetry (the one retry policy)', () => {
  it('asks once more, at once, when the read got no answer', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(CODE_NETWORK, ''))
      .mockResolvedValueOnce('rows');
    await expect(readWithRetry(read)).resolves.toBe('rows');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('asks only once more: a second silence is the answer', async () => {
    const read = vi.fn(() => Promise.reject(new ApiError(CODE_NETWORK, '')));
    await expect(readWithRetry(read)).rejects.toMatchObject({ code: CODE_NETWORK });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a refusal', new ApiError(409, 'full')],
    ['a broken answer', new ApiError(CODE_BAD_RESPONSE, '')],
    ['a bug', new TypeError('x')],
  ])('never asks again after %s', async (_, err) => {
    const read = vi.fn(() => Promise.reject(err));
    await expect(readWithRetry(read)).rejects.toBe(err);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
