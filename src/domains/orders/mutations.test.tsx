import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PersonalOrder } from '@/contract';
import { ApiError } from '@/kit/api/envelope';
import { forgetScreensAfterEach, readsOnScreen, type Write } from '@/kit/query/readsOnScreen';
import { useCancelOrder, usePayNow, useRescheduleOrder } from './mutations';
import { orderKeys } from './queries';

const api = vi.hoisted(() => ({ cancel: vi.fn(), changeDate: vi.fn(), pay: vi.fn() }));
vi.mock('./api', () => ({ orderApi: api }));
const cashier = vi.hoisted(() => ({ goToCashier: vi.fn() }));
vi.mock('./payNow', () => cashier);

forgetScreensAfterEach();

/** An order's page, the order list and the profiles on screen: how often each was read. */
const onScreen = () =>
  readsOnScreen({
    one: orderKeys.one(1, 'A1'),
    list: orderKeys.list(1, 2),
    profiles: ['profiles', 2],
  });

const moved = {
  orderId: 5,
  orderNo: 'A1',
  orderDate: '2026-12-10',
  period: 1,
  timeRangeId: 3,
  timeRangeName: '08:00-09:00',
};

describe("the orders' writes", () => {
  it.each([
    ['cancel', useCancelOrder as Write, api.cancel, 'A1', { data: null, msg: 'cancelled' }],
    ['move', useRescheduleOrder as Write, api.changeDate, moved, { order: {}, msg: '' }],
  ] as const)(
    'after a %s, the order and the order list are read again, nothing else',
    async (_, hook, call, input, answer) => {
      call.mockResolvedValue(answer);
      const reads = await onScreen();
      const { result } = renderHook(hook);
      await act(() => expect(result.current.run(input as never)).resolves.toEqual(answer));
      expect(call).toHaveBeenCalledWith(input);
      await waitFor(() => expect(reads.one).toHaveBeenCalledTimes(2));
      expect(reads.list).toHaveBeenCalledTimes(2);
      expect(reads.profiles).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['cancel', useCancelOrder as Write, api.cancel, 'A1'],
    ['move', useRescheduleOrder as Write, api.changeDate, moved],
  ] as const)('a refused %s reads nothing again', async (_, hook, call, input) => {
    const refusal = new ApiError(409, 'already examined');
    call.mockRejectedValue(refusal);
    const reads = await onScreen();
    const { result } = renderHook(hook);
    await act(() => expect(result.current.run(input as never)).rejects.toBe(refusal));
    expect(result.current.error).toBe(refusal);
    expect(reads.one).toHaveBeenCalledTimes(1);
    expect(reads.list).toHaveBeenCalledTimes(1);
  });

  it("pay now: a new trade, the orders read again, then the trade's cashier", async () => {
    const traded = { orderNo: 'A1', tradeUrl: '/pay/T2' } as PersonalOrder;
    api.pay.mockResolvedValue(traded);
    cashier.goToCashier.mockReturnValue(true);
    const reads = await onScreen();
    const { result } = renderHook(() => usePayNow());
    await act(() => expect(result.current.run('A1')).resolves.toBe(true));
    expect(api.pay).toHaveBeenCalledWith('A1');
    expect(cashier.goToCashier).toHaveBeenCalledWith(traded);
    await waitFor(() => expect(reads.list).toHaveBeenCalledTimes(2));
    expect(reads.one).toHaveBeenCalledTimes(2);
    expect(reads.profiles).toHaveBeenCalledTimes(1);
  });

  it('pay now answers false when the trade has no cashier to go to', async () => {
    api.pay.mockResolvedValue({ orderNo: 'A1', tradeUrl: '' });
    cashier.goToCashier.mockReturnValue(false);
    const { result } = renderHook(() => usePayNow());
    await act(() => expect(result.current.run('A1')).resolves.toBe(false));
  });

  it('a refused pay now goes to no cashier and reads nothing again', async () => {
    const refusal = new ApiError(400, 'paid already');
    api.pay.mockRejectedValue(refusal);
    const reads = await onScreen();
    const { result } = renderHook(() => usePayNow());
    await act(() => expect(result.current.run('A1')).rejects.toBe(refusal));
    expect(result.current.error).toBe(refusal);
    expect(cashier.goToCashier).not.toHaveBeenCalled();
    expect(reads.list).toHaveBeenCalledTimes(1);
    expect(reads.one).toHaveBeenCalledTimes(1);
  });
});
