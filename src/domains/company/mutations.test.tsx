import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/kit/api/envelope';
import { clearQueries } from '@/kit/query/store';
import { useQuery } from '@/kit/query/useQuery';
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

afterEach(() => {
  cleanup();
  clearQueries();
  vi.clearAllMocks();
});

/** A write of the table below, its input and answer left to each row. */
type Write = () => { run: (input: never) => Promise<unknown>; error: unknown };

/** The appointments, the team request and the personal orders on screen: their reads. */
async function onScreen() {
  const reads = {
    list: vi.fn(() => Promise.resolve('appointments')),
    requirement: vi.fn(() => Promise.resolve('request')),
    orders: vi.fn(() => Promise.resolve('orders')),
  };
  renderHook(() => useQuery(companyKeys.list(1, 2), reads.list));
  renderHook(() => useQuery(companyKeys.requirement(1, 2), reads.requirement));
  renderHook(() => useQuery(['orders', 'list', 1, 2], reads.orders));
  await waitFor(() => expect(reads.orders).toHaveBeenCalledTimes(1));
  return reads;
}

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
