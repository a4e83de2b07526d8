import type { HospConfig, OrderExtraData, PaymentMethod } from '@/contract';
import type { Refusals } from '@/contract/refusals';
import { configEnabled, configOptions, findConfig, isNo } from './configs';

/** Payment id 0: the patient pays at the centre on the day. */
export const ON_SITE_PAYMENT = 0;

/** What the hospital's switches add to the booking form. */
export interface BookingRules {
  /** Ask whether items may be added on site (extraData.flag_add_item). */
  addItemOption: boolean;
  /**
   * Company names to choose from; null when the question is off, and empty when the
   * hospital listed none: the name is then typed.
   */
  companyOptions: string[] | null;
  /**
   * How an on-site payment will be made (card, stored value, insurance); null when off,
   * or when the hospital listed none (there is nothing to choose among).
   */
  paymentOptions: string[] | null;
  /** Whether paying on site is offered besides the online methods. */
  onSitePayment: boolean;
}

export function bookingRules(configs: readonly HospConfig[]): BookingRules {
  return {
    addItemOption: configEnabled(configs, 'show_additem_option'),
    companyOptions: configEnabled(configs, 'show_company_name_input')
      ? configOptions(configs, 'show_company_name_input')
      : null,
    paymentOptions: nonEmpty(
      configEnabled(configs, 'show_payment_options')
        ? configOptions(configs, 'show_payment_options')
        : [],
    ),
    // Only an explicit "no" hides paying on site: it is what every centre accepts.
    onSitePayment: !isNo(findConfig(configs, 'show_default_payment')?.value),
  };
}

const nonEmpty = (list: string[]) => (list.length > 0 ? list : null);

/** The payment choices in order: on site first when offered, then the online methods. */
export function paymentChoices(
  methods: readonly PaymentMethod[],
  rules: BookingRules,
): Array<{ id: number; name: string | null; remark: string }> {
  const online = methods.filter((m) => m.id !== ON_SITE_PAYMENT);
  return rules.onSitePayment
    ? [{ id: ON_SITE_PAYMENT, name: null, remark: '' }, ...online]
    : online;
}

export interface BookingForm {
  date: string | null;
  timeRangeId: number | null;
  addItemOnSite: boolean;
  companyName: string;
  payment: number | null;
  paymentOption: string;
}

export const EMPTY_BOOKING_FORM: BookingForm = {
  date: null,
  timeRangeId: null,
  addItemOnSite: false,
  companyName: '',
  payment: null,
  paymentOption: '',
};

/** The booking as it is sent: the app builds it from the form, the server receives it. */
export interface BookingAnswers {
  appointDate: string | null;
  timeRangeId: number | null;
  payment: number | null;
  extraData?: OrderExtraData | undefined;
}

/** Keys of the server namespace: the form and the server refuse a booking in one wording. */
export type BookingError = Refusals<
  | 'bookingDateRequired'
  | 'bookingSlotRequired'
  | 'companyRequired'
  | 'noPaymentMethod'
  | 'paymentInvalid'
  | 'onSitePaymentHidden'
  | 'paymentOptionRequired'
>;

/** The parts of the booking form that can be wrong, in the order they are shown. */
export const BOOKING_FIELDS = ['schedule', 'company', 'payment', 'paymentOption'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/**
 * Everything wrong with a booking, by the part of the form it concerns, so a patient sees
 * it all in one submit: a date and a slot; a company from the list when one is asked (typed
 * when the list is blank); a payment, on site only when the centre takes it; an option from
 * the list for an on-site payment when one is asked. `choiceCount` is how many ways to pay
 * the form offered; the server leaves it out, as it checks the payment against the
 * hospital's own methods.
 */
export function bookingErrors(
  booking: BookingAnswers,
  rules: BookingRules,
  choiceCount?: number,
): Partial<Record<BookingField, BookingError>> {
  const errors: Partial<Record<BookingField, BookingError>> = {};
  if (!booking.appointDate) errors.schedule = 'bookingDateRequired';
  else if (booking.timeRangeId === null) errors.schedule = 'bookingSlotRequired';
  const { company_name: company = '', payment_option: option = '' } = booking.extraData ?? {};
  const companies = rules.companyOptions;
  if (companies && !(companies.length > 0 ? companies.includes(company.trim()) : company.trim()))
    errors.company = 'companyRequired';
  const onSite = booking.payment === ON_SITE_PAYMENT;
  if (choiceCount === 0) errors.payment = 'noPaymentMethod';
  else if (booking.payment === null) errors.payment = 'paymentInvalid';
  else if (onSite && !rules.onSitePayment) errors.payment = 'onSitePaymentHidden';
  else if (rules.paymentOptions && onSite && !rules.paymentOptions.includes(option))
    errors.paymentOption = 'paymentOptionRequired';
  return errors;
}

/** The first thing wrong with a booking in the form's order (the server's one refusal), or null. */
export function bookingRefusal(
  booking: BookingAnswers,
  rules: BookingRules,
  choiceCount?: number,
): BookingError | null {
  const errors = bookingErrors(booking, rules, choiceCount);
  const first = BOOKING_FIELDS.find((f) => errors[f]);
  return first ? errors[first]! : null;
}

/** What the form will send, to check before sending it. */
export function bookingAnswers(form: BookingForm, rules: BookingRules): BookingAnswers {
  return {
    appointDate: form.date,
    timeRangeId: form.timeRangeId,
    payment: form.payment,
    extraData: bookingExtraData(form, rules),
  };
}

/** Whether the person's sex keeps them from a package limited to the other one (0: anyone). */
export const sexMismatch = (sexLimit: number, sex: number) => sexLimit !== 0 && sexLimit !== sex;

/** The switches' answers as the order's extraData; a question that is off is left out. */
export function bookingExtraData(form: BookingForm, rules: BookingRules): OrderExtraData {
  const extra: OrderExtraData = {};
  if (rules.addItemOption) extra.flag_add_item = form.addItemOnSite ? 1 : 0;
  if (rules.companyOptions) extra.company_name = form.companyName.trim();
  if (rules.paymentOptions && form.payment === ON_SITE_PAYMENT)
    extra.payment_option = form.paymentOption;
  return extra;
}

/** The submit button waits for a date and a slot, and for the save under way. */
export function canSubmitBooking(form: BookingForm, saving: boolean): boolean {
  return !saving && form.date !== null && form.timeRangeId !== null;
}
