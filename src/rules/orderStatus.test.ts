import { describe, it, expect } from 'vitest';
import type { PersonalOrder } from '@/contract';
import {
  ORDER_TABS,
  canPayNow,
  canReschedule,
  cancelRefusal,
  orderBanner,
  ordersInTab,
  showsBarcode,
  tradeState,
} from './orderStatus';

type Status = PersonalOrder['appointStatus'];

const ORDERS: Array<{ orderNo: string; appointStatus: Status }> = [
  { orderNo: 'D1', appointStatus: 0 },
  { orderNo: 'B1', appointStatus: 1 },
  { orderNo: 'E1', appointStatus: 2 },
  { orderNo: 'C1', appointStatus: 9 },
  { orderNo: 'B2', appointStatus: 1 },
  { orderNo: 'D2', appointStatus: 0 },
  { orderNo: 'E2', appointStatus: 2 },
  { orderNo: 'C2', appointStatus: 9 },
];

function numbers(orders: Array<{ orderNo: string }>): string[] {
  return orders.map((o) => o.orderNo);
}

type BannerInput = Pick<PersonalOrder, 'appointStatus' | 'tradeStatus' | 'payment'>;
type CancelInput = Pick<PersonalOrder, 'appointStatus' | 'payment' | 'payStatus'>;

describe('ORDER_TABS', () => {
  it('lists to be examined, finished, cancelled and all, in that order', () => {
    expect(ORDER_TABS).toEqual(['booked', 'examined', 'cancelled', 'all']);
  });
});

describe('ordersInTab', () => {
  it('booked shows status 1 only', () => {
    expect(numbers(ordersInTab(ORDERS, 'booked'))).toEqual(['B1', 'B2']);
  });

  it('examined (finished) shows status 2 only, not every order', () => {
    expect(numbers(ordersInTab(ORDERS, 'examined'))).toEqual(['E1', 'E2']);
  });

  it('cancelled shows status 9 only', () => {
    expect(numbers(ordersInTab(ORDERS, 'cancelled'))).toEqual(['C1', 'C2']);
  });

  it('all shows every non-draft order in the original order', () => {
    expect(numbers(ordersInTab(ORDERS, 'all'))).toEqual(['B1', 'E1', 'C1', 'B2', 'E2', 'C2']);
  });

  it.each(ORDER_TABS)('never lists a draft under %s', (tab) => {
    const drafts = [
      { orderNo: 'D1', appointStatus: 0 as const },
      { orderNo: 'D2', appointStatus: 0 as const },
    ];
    expect(ordersInTab(drafts, tab)).toEqual([]);
    expect(ordersInTab(ORDERS, tab).some((o) => o.appointStatus === 0)).toBe(false);
  });

  it('returns the same objects it was given and leaves the input alone', () => {
    const input = ORDERS.slice();
    const booked = ordersInTab(input, 'booked');
    expect(booked[0]).toBe(ORDERS[1]);
    expect(input).toEqual(ORDERS);
  });

  it('returns [] for an empty list', () => {
    expect(ordersInTab([], 'all')).toEqual([]);
  });
});

describe('tradeState', () => {
  it.each([
    ['WAIT_BUYER_PAY', 'pending'],
    ['TRADE_CLOSED', 'closed'],
    ['TRADE_SUCCESS', 'paid'],
    ['TRADE_FINISHED', 'finished'],
    ['TRADE_FAIL', 'failed'],
  ])('%s -> %s', (status, state) => {
    expect(tradeState(status)).toBe(state);
  });

  it.each([null, undefined, '', 'trade_success', 'TRADE_REFUND', 'UNKNOWN'])(
    '%j -> unknown',
    (status) => {
      expect(tradeState(status)).toBe('unknown');
    },
  );
});

describe('orderBanner', () => {
  const online = 3;

  it('says cancelled for a cancelled order, even one whose trade succeeded', () => {
    const order: BannerInput = { appointStatus: 9, payment: online, tradeStatus: 'TRADE_SUCCESS' };
    expect(orderBanner(order)).toBe('cancelled');
  });

  it('says cancelled for a cancelled on-site order', () => {
    expect(orderBanner({ appointStatus: 9, payment: 0, tradeStatus: null })).toBe('cancelled');
  });

  it.each([
    ['WAIT_BUYER_PAY', 'awaitingPayment'],
    ['TRADE_FAIL', 'failed'],
    ['TRADE_SUCCESS', 'paid'],
    ['TRADE_FINISHED', 'paid'],
    ['TRADE_CLOSED', 'tradeClosed'],
  ])('an online booked order with trade %s says %s', (tradeStatus, banner) => {
    expect(orderBanner({ appointStatus: 1, payment: online, tradeStatus })).toBe(banner);
  });

  it('an examined order paid online shows its trade', () => {
    expect(orderBanner({ appointStatus: 2, payment: online, tradeStatus: 'TRADE_SUCCESS' })).toBe(
      'paid',
    );
  });

  it('an online order without a trade yet falls back to its booking', () => {
    expect(orderBanner({ appointStatus: 1, payment: online, tradeStatus: null })).toBe('booked');
    expect(orderBanner({ appointStatus: 2, payment: online, tradeStatus: null })).toBe('examined');
  });

  it('an online order with an unknown trade status falls back to its booking', () => {
    expect(orderBanner({ appointStatus: 1, payment: online, tradeStatus: 'SOMETHING' })).toBe(
      'booked',
    );
  });

  it('an on-site order shows its booking: booked or examined', () => {
    expect(orderBanner({ appointStatus: 1, payment: 0, tradeStatus: null })).toBe('booked');
    expect(orderBanner({ appointStatus: 2, payment: 0, tradeStatus: null })).toBe('examined');
  });

  it('an on-site order ignores a trade status it carries', () => {
    expect(orderBanner({ appointStatus: 1, payment: 0, tradeStatus: 'WAIT_BUYER_PAY' })).toBe(
      'booked',
    );
    expect(orderBanner({ appointStatus: 1, payment: 0, tradeStatus: 'TRADE_FAIL' })).toBe('booked');
    expect(orderBanner({ appointStatus: 2, payment: 0, tradeStatus: 'TRADE_SUCCESS' })).toBe(
      'examined',
    );
  });
});

describe('cancelRefusal', () => {
  it.each([0, 2, 9] as const)('refuses an order in state %i as not booked', (appointStatus) => {
    expect(cancelRefusal({ appointStatus, payment: 0, payStatus: 0 })).toBe('notBooked');
    expect(cancelRefusal({ appointStatus, payment: 3, payStatus: 1 })).toBe('notBooked');
  });

  it('refuses a booked order paid online: the centre must refund it', () => {
    const order: CancelInput = { appointStatus: 1, payment: 3, payStatus: 1 };
    expect(cancelRefusal(order)).toBe('paidOnline');
  });

  it('allows a booked order with an unpaid online payment', () => {
    expect(cancelRefusal({ appointStatus: 1, payment: 3, payStatus: 0 })).toBeNull();
  });

  it('allows a booked on-site order', () => {
    expect(cancelRefusal({ appointStatus: 1, payment: 0, payStatus: 0 })).toBeNull();
  });

  it('allows a booked on-site order even when marked paid', () => {
    expect(cancelRefusal({ appointStatus: 1, payment: 0, payStatus: 1 })).toBeNull();
  });
});

describe('canReschedule', () => {
  it('allows only a booked order', () => {
    expect(canReschedule({ appointStatus: 1 })).toBe(true);
  });

  it.each([0, 2, 9] as const)('refuses an order in state %i', (appointStatus) => {
    expect(canReschedule({ appointStatus })).toBe(false);
  });
});

describe('paying later and the barcode', () => {
  const order = (over: Partial<Parameters<typeof canPayNow>[0] & { examNo: string | null }>) => ({
    appointStatus: 1 as const,
    payment: 1,
    payStatus: 0 as const,
    tradeStatus: 'TRADE_CLOSED',
    examNo: 'E1',
    ...over,
  });

  it('offers "pay now" for an unpaid online booking only', () => {
    expect(canPayNow(order({}))).toBe(true);
    expect(canPayNow(order({ tradeStatus: 'WAIT_BUYER_PAY' }))).toBe(true);
    expect(canPayNow(order({ tradeStatus: 'TRADE_FAIL' }))).toBe(true);
    expect(canPayNow(order({ tradeStatus: null }))).toBe(true);
    expect(canPayNow(order({ payStatus: 1, tradeStatus: 'TRADE_SUCCESS' }))).toBe(false);
    expect(canPayNow(order({ tradeStatus: 'TRADE_SUCCESS' }))).toBe(false);
    expect(canPayNow(order({ payment: 0 }))).toBe(false);
    expect(canPayNow(order({ appointStatus: 9 }))).toBe(false);
    expect(canPayNow(order({ appointStatus: 2 }))).toBe(false);
  });

  it('shows the desk barcode only for a booking paid online or booked on site', () => {
    expect(showsBarcode(order({}))).toBe(false);
    expect(showsBarcode(order({ tradeStatus: 'WAIT_BUYER_PAY' }))).toBe(false);
    expect(showsBarcode(order({ payStatus: 1, tradeStatus: 'TRADE_SUCCESS' }))).toBe(true);
    expect(showsBarcode(order({ payment: 0, tradeStatus: null }))).toBe(true);
    expect(showsBarcode(order({ payment: 0, examNo: null }))).toBe(false);
    expect(showsBarcode(order({ payment: 0, appointStatus: 9 }))).toBe(false);
    expect(showsBarcode(order({ appointStatus: 2 }))).toBe(true);
  });
});
