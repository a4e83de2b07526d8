import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RatingSaveBody } from '@/contract';
import { ApiError } from '@/kit/api/envelope';
import type * as CentreApi from './centreApi';
import { forgetScreensAfterEach, readsOnScreen } from '@/kit/query/readsOnScreen';
import { centreKeys } from './centreApi';
import { useRateExam } from './mutations';

const api = vi.hoisted(() => ({ saveRating: vi.fn() }));
vi.mock('./centreApi', async (importOriginal) => ({
  ...(await importOriginal<typeof CentreApi>()),
  centreApi: api,
}));

forgetScreensAfterEach();

/** The exams, the compare gate and the profiles on screen: how often each was read. */
const onScreen = () =>
  readsOnScreen({
    records: centreKeys.records(1, 2),
    gate: [...centreKeys.all, 'compareGate', 'T1,T2'],
    profiles: ['profiles', 2],
  });

const body = { tjbh: 'T1', total_rating: 5 } as unknown as RatingSaveBody;

describe('useRateExam', () => {
  it("reads the centre's keys again once saved and the reply read, not before", async () => {
    api.saveRating.mockResolvedValue(null);
    const reads = await onScreen();
    let read!: () => void;
    const replied = vi.fn(() => new Promise<void>((r) => (read = r)));
    const { result } = renderHook(() => useRateExam());
    let rated!: Promise<void>;
    await act(
      async () => void (rated = result.current.run({ body: Promise.resolve(body), replied })),
    );
    expect(api.saveRating).toHaveBeenCalledWith(body);
    expect(replied).toHaveBeenCalledTimes(1);
    // The reply is on screen: the gate must not move on under it.
    expect(result.current.pending).toBe(true);
    expect(reads.gate).toHaveBeenCalledTimes(1);
    expect(reads.records).toHaveBeenCalledTimes(1);

    await act(async () => read());
    await act(() => rated);
    await waitFor(() => expect(reads.gate).toHaveBeenCalledTimes(2));
    expect(reads.records).toHaveBeenCalledTimes(2);
    expect(reads.profiles).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });

  it('a refused rating shows no reply and reads nothing again', async () => {
    const refusal = new ApiError(400, 'rated already');
    api.saveRating.mockRejectedValue(refusal);
    const reads = await onScreen();
    const replied = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useRateExam());
    await act(() => expect(result.current.run({ body, replied })).rejects.toBe(refusal));
    expect(result.current.error).toBe(refusal);
    expect(replied).not.toHaveBeenCalled();
    expect(reads.gate).toHaveBeenCalledTimes(1);
    expect(reads.records).toHaveBeenCalledTimes(1);
  });
});
