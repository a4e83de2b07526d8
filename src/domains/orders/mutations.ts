import { useCallback } from 'react';
import { useMutation, type Mutation } from '@/kit/query/useMutation';
import { orderApi } from './api';
import { goToCashier } from './payNow';
import { orderKeys } from './queries';

// Each write below changes what the order lists and the order's page show: every key under
// `orderKeys.all` is read again once it succeeds. (The user centre's counts are read again
// whenever it opens, so they need no word.)
const ORDERS = { invalidates: [orderKeys.all] } as const;

/** Cancels a booked order; answers the server's words. */
export const useCancelOrder = () => useMutation(orderApi.cancel, ORDERS);

/** Moves a booked order to another day and slot. */
export const useRescheduleOrder = () => useMutation(orderApi.changeDate, ORDERS);

/**
 * "Pay now" for an unpaid online booking: a new trade, then its cashier. `run` answers
 * false when the trade has no cashier to go to.
 */
export function usePayNow(): Pick<Mutation<string, boolean>, 'run' | 'pending' | 'error'> {
  const { run: pay, pending, error } = useMutation(orderApi.pay, ORDERS);
  const run = useCallback(async (orderNo: string) => goToCashier(await pay(orderNo)), [pay]);
  return { run, pending, error };
}
