import type { PersonalOrder } from '@/contract';

/** The order list's tabs: to be examined, finished, cancelled, all (DESIGN.md). */
export const ORDER_TABS = ['booked', 'examined', 'cancelled', 'all'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

const TAB_STATUS: Record<Exclude<OrderTab, 'all'>, PersonalOrder['appointStatus']> = {
  booked: 1,
  examined: 2,
  cancelled: 9,
};

/** Orders shown under a tab. Drafts are never listed, not even under "all". */
export function ordersInTab<T extends Pick<PersonalOrder, 'appointStatus'>>(
  orders: readonly T[],
  tab: OrderTab,
): T[] {
  if (tab === 'all') return orders.filter((o) => o.appointStatus !== 0);
  return orders.filter((o) => o.appointStatus === TAB_STATUS[tab]);
}

export type TradeState = 'pending' | 'closed' | 'paid' | 'finished' | 'failed' | 'unknown';

/** What a payment's trade status means to the patient. */
export function tradeState(tradeStatus: string | null | undefined): TradeState {
  switch (tradeStatus) {
    case 'WAIT_BUYER_PAY':
      return 'pending';
    case 'TRADE_CLOSED':
      return 'closed';
    case 'TRADE_SUCCESS':
      return 'paid';
    case 'TRADE_FINISHED':
      return 'finished';
    case 'TRADE_FAIL':
      return 'failed';
    default:
      return 'unknown';
  }
}

export type OrderBanner =
  'cancelled' | 'awaitingPayment' | 'failed' | 'paid' | 'tradeClosed' | 'booked' | 'examined';

/**
 * The banner at the top of the order page: a cancelled booking says so whatever its
 * trade did; an online payment says where its trade stands; an on-site one, its booking.
 */
export function orderBanner(
  order: Pick<PersonalOrder, 'appointStatus' | 'tradeStatus' | 'payment'>,
): OrderBanner {
  if (order.appointStatus === 9) return 'cancelled';
  if (order.payment > 0 && order.tradeStatus) {
    const state = tradeState(order.tradeStatus);
    if (state === 'pending') return 'awaitingPayment';
    if (state === 'failed') return 'failed';
    if (state === 'paid' || state === 'finished') return 'paid';
    if (state === 'closed') return 'tradeClosed';
  }
  return order.appointStatus === 2 ? 'examined' : 'booked';
}

/**
 * Why the app refuses to cancel, or null when it may ask the server to: only a booked
 * order can be cancelled, and an order paid online has to be refunded by the centre.
 */
export function cancelRefusal(
  order: Pick<PersonalOrder, 'appointStatus' | 'payment' | 'payStatus'>,
): 'notBooked' | 'paidOnline' | null {
  if (order.appointStatus !== 1) return 'notBooked';
  if (order.payment > 0 && order.payStatus === 1) return 'paidOnline';
  return null;
}

/** Only a booked order can move to another date. */
export function canReschedule(order: Pick<PersonalOrder, 'appointStatus'>): boolean {
  return order.appointStatus === 1;
}
