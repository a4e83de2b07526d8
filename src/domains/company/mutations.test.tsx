import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/kit/api/envelope';
import { forgetScreensAfterEach, readsOnScreen, type Write } from '@/kit/query/readsOnScreen';
import {
  useCancelCompanyBooking,
  useSaveCompanyBooking,
  useSendTeamRequest,
  useWithdrawTeamRequest,
} from './mutations';
import { companyKeys } from './queries';

const api = vi.hoisted(() => ({
  save: vi.fn(),
  cancel: vi.fn(),
  sendRequirement: vi.fn(),
  withdrawRequirement: vi.fn(),
}));
vi.mock('./api', () => ({ companyApi: api }));

forgetScreensAfterEach();

/** The appointments, the team request and the personal orders on screen: their reads. */
const onScreen = () =>
  readsOnScreen({
    list: companyKeys.list(1, 2),
    requirement: companyKeys.requirement(1, 2),
    orders: ['orders', 'list', 1, 2],
  });

const stored = { id: 9, extFormValue: null } as never;
const slot = { date: '2026-12-10', timeRangeId: 3, timeRangeName: '08:00-09:00' };
const request = { hosp_id: 1, company_name: 'Acme', contact: 'Wang', phone_num: '13800000009' };
const writes = [
  ['booking', useSaveCompanyBooking as Write, api.save, { stored, slot }, [stored, slot]],
  ['cancel', useCancelCompanyBooking as Write, api.cancel, 9, [9]],
  ['team request', useSendTeamRequest as Write, api.sendRequirement, request, [request]],
  [
    'withdrawal',
    useWithdrawTeamRequest as Write,
    api.withdrawRequirement,
    { hospId: 1, id: 4 },
    [1, 4],
  ],
] as const;

describe("the company area's writes", () => {
  it.each(writes)(
    'after a %s, the appointments and the team request are read again, nothing else',
    async (_, hook, call, input, sent) => {
      call.mockResolvedValue({ data: null, msg: 'ok' });
      const reads = await onScreen();
      const { result } = renderHook(hook);
      await act(() =>
        expect(result.current.run(input as never)).resolves.toEqual({ data: null, msg: 'ok' }),
      );
      expect(call).toHaveBeenCalledWith(...sent);
      await waitFor(() => expect(reads.list).toHaveBeenCalledTimes(2));
      expect(reads.requirement).toHaveBeenCalledTimes(2);
      expect(reads.orders).toHaveBeenCalledTimes(1);
    },
  );

  it.each(writes)('after a refused %s, nothing is read again', async (_, hook, call, input) => {
    const refusal = new ApiError(409, 'no seats left');
    call.mockRejectedValue(refusal);
    const reads = await onScreen();
    const { result } = renderHook(hook);
    await act(() => expect(result.current.run(input as never)).rejects.toBe(refusal));
    expect(result.current.error).toBe(refusal);
    expect(reads.list).toHaveBeenCalledTimes(1);
    expect(reads.requirement).toHaveBeenCalledTimes(1);
  });
});
