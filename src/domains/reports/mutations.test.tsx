import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RatingSaveBody } from '@/contract';
import { ApiError } from '@/kit/api/envelope';
import type * as CentreApi from './centreApi';
import { clearQueries } from '@/kit/query/store';
import { useQuery } from '@/kit/query/useQuery';
import { centreKeys } from './centreApi';
import { useRateExam } from './mutations';

const api = vi.hoisted(() => ({ saveRating: vi.fn() }));
vi.mock('./centreApi', async (importOriginal) => ({
  ...(await importOriginal<typeof CentreApi>()),
  centreApi: api,
}));

afterEach(() => {
  cleanup();
  clearQueries();
  vi.clearAllMocks();
});

/** The exams, the compare gate and the profiles on screen: how often each was read. */
async function onScreen() {
  const reads = {
    records: vi.fn(() => Promise.resolve('exams')),
    gate: vi.fn(() => Promise.resolve('T1')),
    profiles: vi.fn(() => Promise.resolve('people')),
  };
  renderHook(() => useQuery(centreKeys.records(1, 2), reads.records));
  renderHook(() => useQuery([...centreKeys.all, 'compareGate', 'T1,T2'], reads.gate));
  renderHook(() => useQuery(['profiles', 2], reads.profiles));
  await waitFor(() => expect(reads.profiles).toHaveBeenCalledTimes(1));
  return reads;
}

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
