import { useQuery } from '@/kit/query/useQuery';
import { usePagedQuery } from '@/kit/query/usePagedQuery';
import type { PersonalOrder } from '@/contract';
import { orderApi } from './api';

/** Keys of the orders' data: every order key sits under `all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (hospId: number, userId: number) => ['orders', 'list', hospId, userId] as const,
  one: (hospId: number, orderNo: string) => ['orders', 'one', hospId, orderNo] as const,
  /** The days a booked order may move to. */
  schedule: (orderNo: string) => ['orders', 'schedule', orderNo] as const,
  /** A draft's booking form: its days and the ways to pay. */
  bookingOptions: (orderNo: string) => ['orders', 'bookingOptions', orderNo] as const,
  payments: (hospId: number) => ['orders', 'payments', hospId] as const,
  /** What an order's page shows beside it: payment method names, the package's notices. */
  extras: (hospId: number, packageId: number) => ['orders', 'extras', hospId, packageId] as const,
};

export const usePaymentMethods = (hospId: number) =>
  useQuery(orderKeys.payments(hospId), () => orderApi.payments(hospId));

/** The account's orders at the branch, newest first, a page at a time. */
export const useUserOrders = (hospId: number, userId: number) =>
  usePagedQuery(
    orderKeys.list(hospId, userId),
    (window) => orderApi.list(hospId, userId, window),
    (order: PersonalOrder) => order.orderNo,
  );
