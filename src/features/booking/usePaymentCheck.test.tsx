import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonalOrder } from '@/contract';
import { ApiError } from '@/kit/api/envelope';
import { clearQueries } from '@/kit/query/store';
import { useQuery } from '@/kit/query/useQuery';
import { usePaymentCheck } from './usePaymentCheck';

const api = vi.hoisted(() => ({ get: vi.fn(), finish: vi.fn() }));
vi.mock('@/domains/orders/api', () => ({ orderApi: api }));

const read = { id: 5, orderNo: 'A1', tradeNo: 'T1', tradeStatus: 'WAIT_BUYER_PAY' };
const order = (over: Partial<typeof read> = {}) =>
  ({ ...read, ...over }) as unknown as PersonalOrder;

/** The account's order list on screen meanwhile: how many times it was read. */
function ordersOnScreen() {
  const load = vi.fn(() => Promise.resolve('orders'));
  renderHook(() => useQuery(['orders', 'list', 1, 2], load));
  return load;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  clearQueries();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('usePaymentCheck', () => {
  it('reads the order after the delay, then settles its trade by a write that invalidates the orders', async () => {
    api.get.mockResolvedValue(order());
    api.finish.mockResolvedValue(order({ tradeStatus: 'TRADE_SUCCESS' }));
    const orders = ordersOnScreen();
    const { result } = renderHook(() => usePaymentCheck(1, 'A1', '/orderPayResult', 1000));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(api.get).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.get).toHaveBeenCalledWith(1, 'A1');
    expect(api.finish).toHaveBeenCalledTimes(1);
    expect(api.finish).toHaveBeenCalledWith(5);
    expect(result.current.check?.order.tradeStatus).toBe('TRADE_SUCCESS');
    expect(orders).toHaveBeenCalledTimes(2);
  });

  it('shows the order as read when the settling fails, and invalidates nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.get.mockResolvedValue(order());
    api.finish.mockRejectedValue(new ApiError(502, 'unknown trade'));
    const orders = ordersOnScreen();
    const { result } = renderHook(() => usePaymentCheck(1, 'A1', '/orderPayResult', 1000));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.check?.order.tradeStatus).toBe('WAIT_BUYER_PAY');
    expect(result.current.error).toBeUndefined();
    expect(orders).toHaveBeenCalledTimes(1);
  });

  it('writes nothing for an order without a trade, and shows it as read', async () => {
    api.get.mockResolvedValue(order({ tradeNo: '', tradeStatus: '' }));
    const { result } = renderHook(() => usePaymentCheck(1, 'A1', '/orderPayResult', 1000));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api.finish).not.toHaveBeenCalled();
    expect(result.current.check?.order.orderNo).toBe('A1');
  });
});
