import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/kit/api/envelope';
import { forgetScreensAfterEach, readsOnScreen, type Write } from '@/kit/query/readsOnScreen';
import { useAddProfile, useUnbindProfile, useUpdateProfile } from './mutations';
import { profileKeys } from './queries';

const api = vi.hoisted(() => ({ add: vi.fn(), update: vi.fn(), unbind: vi.fn() }));
vi.mock('./api', () => ({ profileApi: api }));

forgetScreensAfterEach();

/** The account's profile list and its orders on screen: how often each was read. */
const onScreen = () =>
  readsOnScreen({ profiles: profileKeys.list(2), orders: ['orders', 'list', 1, 2] });

const person = { name: 'Li Si', relation: 'parent' } as never;
const writes = [
  ['add', useAddProfile as Write, api.add, person],
  ['update', useUpdateProfile as Write, api.update, person],
  ['unbind', useUnbindProfile as Write, api.unbind, 7],
] as const;

describe("the profiles' writes", () => {
  it.each(writes)(
    'after a profile %s, the profile list is read again, nothing else',
    async (_, hook, call, input) => {
      call.mockResolvedValue({ id: 7 });
      const reads = await onScreen();
      const { result } = renderHook(hook);
      await act(() => expect(result.current.run(input as never)).resolves.toEqual({ id: 7 }));
      expect(call).toHaveBeenCalledWith(input);
      await waitFor(() => expect(reads.profiles).toHaveBeenCalledTimes(2));
      expect(reads.orders).toHaveBeenCalledTimes(1);
    },
  );

  it.each(writes)(
    'after a refused profile %s, nothing is read again',
    async (_, hook, call, input) => {
      const refusal = new ApiError(400, 'wrong code');
      call.mockRejectedValue(refusal);
      const reads = await onScreen();
      const { result } = renderHook(hook);
      await act(() => expect(result.current.run(input as never)).rejects.toBe(refusal));
      expect(result.current.error).toBe(refusal);
      expect(reads.profiles).toHaveBeenCalledTimes(1);
    },
  );
});
