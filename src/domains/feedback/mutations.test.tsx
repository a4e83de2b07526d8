import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/kit/api/envelope';
import type * as FeedbackApi from './api';
import { forgetScreensAfterEach, readsOnScreen } from '@/kit/query/readsOnScreen';
import { feedbackKeys } from './api';
import { useSendFeedback } from './mutations';

const api = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof FeedbackApi>()),
  feedbackApi: api,
}));

forgetScreensAfterEach();

/** The caller's feedback at branches 1 and 2 on screen: how often each was read. */
const onScreen = () => readsOnScreen({ here: feedbackKeys.mine(1), there: feedbackKeys.mine(2) });

const said = { type: 'suggestion', content: 'More chairs in the hall', phone: '' } as const;

describe('useSendFeedback', () => {
  it("once sent, the caller's feedback at that branch is read again, not elsewhere", async () => {
    api.send.mockResolvedValue(null);
    const reads = await onScreen();
    const { result } = renderHook(() => useSendFeedback(1));
    await act(() => result.current.run(said));
    expect(api.send).toHaveBeenCalledWith(1, said);
    await waitFor(() => expect(reads.here).toHaveBeenCalledTimes(2));
    expect(reads.there).toHaveBeenCalledTimes(1);
  });

  it('a refused feedback reads nothing again', async () => {
    const refusal = new ApiError(400, 'too short');
    api.send.mockRejectedValue(refusal);
    const reads = await onScreen();
    const { result } = renderHook(() => useSendFeedback(1));
    await act(() => expect(result.current.run(said)).rejects.toBe(refusal));
    expect(result.current.error).toBe(refusal);
    expect(reads.here).toHaveBeenCalledTimes(1);
  });
});
