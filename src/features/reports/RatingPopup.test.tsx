import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/reports.json';
import zh from '../../../locales/zh-CN/reports.json';
import type * as CentreApi from '@/domains/reports/centreApi';
import { centreKeys } from '@/domains/reports/centreApi';
import { useQuery } from '@/kit/query/useQuery';
import { setUpComponentTests } from '@/kit/testSetup';
import { RatingPopup } from './RatingPopup';

const api = vi.hoisted(() => ({ saveRating: vi.fn() }));
vi.mock('@/domains/reports/centreApi', async (importOriginal) => ({
  ...(await importOriginal<typeof CentreApi>()),
  centreApi: api,
  useRatingItems: () => ({ data: [{ item_name: 'Staff', rating: 4 }], loading: false }),
}));
vi.mock('@/domains/hospital/queries', () => ({ useHospConfigs: () => ({ data: [] }) }));
vi.mock('@/domains/profile/queries', () => ({
  useProfiles: () => ({ data: [{ id: 3, relation: 'self' }], loading: false }),
}));
vi.mock('@/domains/session/useAccount', () => ({ useAccount: () => ({ id: 2 }) }));
vi.mock('@/kit/api/fieldCipher', () => ({
  fieldCipher: () => Promise.resolve({ enc: (s: string) => s }),
}));
vi.mock('@/rules/ratingBody', () => ({ ratingSaveBody: () => ({ tjbh: 'T1' }) }));

setUpComponentTests('reports', zh, en);
afterEach(() => vi.useRealTimers());

describe('RatingPopup', () => {
  it("shows the reply for its time, then reads the centre's keys again and tells the page", async () => {
    api.saveRating.mockResolvedValue(null);
    const gate = vi.fn(() => Promise.resolve('T1'));
    renderHook(() => useQuery([...centreKeys.all, 'compareGate', 'T1'], gate));
    await waitFor(() => expect(gate).toHaveBeenCalledTimes(1));
    const onClose = vi.fn();
    const onRated = vi.fn();
    render(
      <RatingPopup exam={{ tjbh: 'T1', is_rated: false }} onClose={onClose} onRated={onRated} />,
    );

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: zh.rating.submit }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.saveRating).toHaveBeenCalledWith({ tjbh: 'T1' });
    expect(screen.getByTestId('rating-reply').textContent).toBe(zh.rating.thanks);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    // Read during the reply, the gate would move on and close the popup under it.
    expect(gate).toHaveBeenCalledTimes(1);
    expect(onRated).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(gate).toHaveBeenCalledTimes(2);
    expect(onRated).toHaveBeenCalledWith('T1');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
