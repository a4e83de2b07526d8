import { EMPTY_BOOKING_FORM, type BookingForm } from './bookingForm';
import { parseStoredObject } from './storedObject';

/**
 * What the booking form keeps in the tab: the draft it made and the answers given so
 * far, under the form's own key (branch, account, package, person, plan). A refresh
 * finds them again instead of making another draft; a return from the cashier finds
 * the booking the draft became.
 */
export interface BookingVisit {
  key: string;
  orderNo: string;
  form: BookingForm;
}

export const bookingVisitKey = (parts: {
  hospId: number;
  userId: number;
  packageId: number;
  profileId: number;
  customized: boolean;
}) =>
  [parts.hospId, parts.userId, parts.packageId, parts.profileId, parts.customized ? 1 : 0].join(
    ':',
  );

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

/** The visit stored under `key`, or null: another form's, damaged, or none. */
export function parseBookingVisit(raw: string | null, key: string): BookingVisit | null {
  const v = parseStoredObject(raw);
  if (!v) return null;
  if (v.key !== key || typeof v.orderNo !== 'string' || !v.orderNo) return null;
  const f = (typeof v.form === 'object' && v.form !== null ? v.form : {}) as Record<
    string,
    unknown
  >;
  return {
    key,
    orderNo: v.orderNo,
    form: {
      ...EMPTY_BOOKING_FORM,
      date: day(f.date),
      timeRangeId: id(f.timeRangeId),
      addItemOnSite: f.addItemOnSite === true,
      companyName: text(f.companyName),
      payment: id(f.payment),
      paymentOption: text(f.paymentOption),
    },
  };
}
