import { describe, expect, it } from 'vitest';
import { EMPTY_BOOKING_FORM } from './bookingForm';
import { bookingVisitKey, parseBookingVisit } from './bookingVisit';

const key = bookingVisitKey({ hospId: 1, userId: 2, packageId: 3, profileId: 4, customized: true });
const form = {
  date: '2026-12-01',
  timeRangeId: 2,
  addItemOnSite: true,
  companyName: '个人',
  payment: 1,
  paymentOption: '',
};

describe('the booking form kept in the tab', () => {
  it('finds its draft and answers again under its own key', () => {
    expect(key).toBe('1:2:3:4:1');
    const raw = JSON.stringify({ key, orderNo: 'P1', form });
    expect(parseBookingVisit(raw, key)).toEqual({ key, orderNo: 'P1', form });
  });

  it("ignores another form's, a damaged or an empty record", () => {
    const raw = JSON.stringify({ key, orderNo: 'P1', form });
    expect(parseBookingVisit(raw, '1:2:3:5:1')).toBeNull();
    expect(parseBookingVisit('{', key)).toBeNull();
    expect(parseBookingVisit(null, key)).toBeNull();
    expect(parseBookingVisit(JSON.stringify({ key, orderNo: '' }), key)).toBeNull();
  });

  it('keeps only answers of the right shape', () => {
    const raw = JSON.stringify({
      key,
      orderNo: 'P1',
      form: { date: '1 Dec', timeRangeId: -1, payment: '1', companyName: 3, addItemOnSite: 'yes' },
    });
    expect(parseBookingVisit(raw, key)?.form).toEqual(EMPTY_BOOKING_FORM);
  });
});
