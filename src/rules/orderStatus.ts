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

/** Where a trade stands, in the payment provider's words (the spec's tradeStatus values). */
export type TradeStatus =
  'WAIT_BUYER_PAY' | 'TRADE_CLOSED' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_FAIL';

const TRADE_STATES: Record<TradeStatus, TradeState> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_CLOSED: 'closed',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'finished',
  TRADE_FAIL: 'failed',
};

/** The trade states in which the money has reached the centre. */
export const PAID_TRADE_STATES: readonly TradeStatus[] = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

/** What a payment's trade status means to the patient. */
export function tradeState(tradeStatus: string | null | undefined): TradeState {
  return tradeStatus && Object.hasOwn(TRADE_STATES, tradeStatus)
    ? TRADE_STATES[tradeStatus as TradeStatus]
    : 'unknown';
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

type PaymentFacts = Pick<PersonalOrder, 'appointStatus' | 'payment' | 'payStatus' | 'tradeStatus'>;

/**
 * A booking to be paid online whose money has not arrived: waiting, given up at the
 * cashier, or failed. It can be paid now (a new trade); a cancelled or examined one not.
 */
export function canPayNow(order: PaymentFacts): boolean {
  if (order.appointStatus !== 1 || order.payment === 0 || order.payStatus !== 0) return false;
  return !PAID_TRADE_STATES.includes(order.tradeStatus as TradeStatus);
}

/**
 * The barcode says "show this at the desk": only for a booking that will be examined, paid
 * online or booked to pay on site. An unpaid online booking shows "pay now" instead.
 */
export function showsBarcode(order: PaymentFacts & Pick<PersonalOrder, 'examNo'>): boolean {
  if (!order.examNo) return false;
  if (order.appointStatus === 2) return true;
  if (order.appointStatus !== 1) return false;
  return order.payment === 0 || order.payStatus === 1;
}

/**
 * A payment still pending is asked about again by the pay result page this often, this
 * many times (the provider's notice may be a few seconds behind the payer); then the
 * patient may ask.
 */
export const PAY_RECHECKS = { everyMs: 3000, times: 3 } as const;

/** A payment the provider has not settled yet: worth asking again, a few times. */
export const isPaymentPending = (order: Pick<PersonalOrder, 'tradeStatus'>) =>
  tradeState(order.tradeStatus) === 'pending' || tradeState(order.tradeStatus) === 'unknown';
