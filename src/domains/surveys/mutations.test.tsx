import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/kit/api/envelope';
import { forgetScreensAfterEach, readsOnScreen } from '@/kit/query/readsOnScreen';
import { useSaveSheet } from './mutations';
import { surveyKeys } from './queries';

const api = vi.hoisted(() => ({ save: vi.fn() }));
vi.mock('./api', () => ({ surveyApi: api }));

forgetScreensAfterEach();

/** The account's sheets and the profiles on screen: how often each was read. */
const onScreen = () =>
  readsOnScreen({ records: surveyKeys.records(1, 2), profiles: ['profiles', 2] });

const body = { survey_id: 3 } as never;

describe('useSaveSheet', () => {
  it("once saved, the account's sheets are read again, nothing else", async () => {
    api.save.mockResolvedValue({ id: 11, survey_type: 0 });
    const reads = await onScreen();
    const { result } = renderHook(() => useSaveSheet());
    await act(() => expect(result.current.run(body)).resolves.toEqual({ id: 11, survey_type: 0 }));
    expect(api.save).toHaveBeenCalledWith(body);
    await waitFor(() => expect(reads.records).toHaveBeenCalledTimes(2));
    expect(reads.profiles).toHaveBeenCalledTimes(1);
  });

  it('a refused save reads nothing again', async () => {
    const refusal = new ApiError(400, 'answers missing');
    api.save.mockRejectedValue(refusal);
    const reads = await onScreen();
    const { result } = renderHook(() => useSaveSheet());
    await act(() => expect(result.current.run(body)).rejects.toBe(refusal));
    expect(result.current.error).toBe(refusal);
    expect(reads.records).toHaveBeenCalledTimes(1);
  });
});
