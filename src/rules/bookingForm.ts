import type { HospConfig, OrderExtraData, PaymentMethod } from '@/contract';
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

export type BookingError =
  | 'chooseDate'
  | 'chooseSlot'
  | 'companyRequired'
  | 'noPaymentMethod'
  | 'choosePayment'
  | 'paymentOptionRequired';

/** The first rule the form breaks, in the order the patient fills it in; null when none. */
export function validateBooking(
  form: BookingForm,
  rules: BookingRules,
  choiceCount: number,
): BookingError | null {
  if (!form.date) return 'chooseDate';
  if (form.timeRangeId === null) return 'chooseSlot';
  if (rules.companyOptions && !form.companyName.trim()) return 'companyRequired';
  if (choiceCount === 0) return 'noPaymentMethod';
  if (form.payment === null) return 'choosePayment';
  // The options say how the bill is settled at the centre, so they only apply on site.
  if (rules.paymentOptions && form.payment === ON_SITE_PAYMENT && !form.paymentOption)
    return 'paymentOptionRequired';
  return null;
}

/** The parts of the booking form that can be missing, in the order they are shown. */
export type BookingField = 'schedule' | 'company' | 'payment' | 'paymentOption';

/**
 * Every rule the form breaks at once, by the part of the form it concerns, so a patient
 * sees them all in one submit; the first (in the form's order) is validateBooking's.
 */
export function bookingErrors(
  form: BookingForm,
  rules: BookingRules,
  choiceCount: number,
): Partial<Record<BookingField, BookingError>> {
  const errors: Partial<Record<BookingField, BookingError>> = {};
  if (!form.date) errors.schedule = 'chooseDate';
  else if (form.timeRangeId === null) errors.schedule = 'chooseSlot';
  if (rules.companyOptions && !form.companyName.trim()) errors.company = 'companyRequired';
  if (choiceCount === 0) errors.payment = 'noPaymentMethod';
  else if (form.payment === null) errors.payment = 'choosePayment';
  else if (rules.paymentOptions && form.payment === ON_SITE_PAYMENT && !form.paymentOption)
    errors.paymentOption = 'paymentOptionRequired';
  return errors;
}

/** Why the server refuses a booking's answers to the switches. */
export type BookingRefusal = 'companyRequired' | 'onSitePaymentHidden' | 'paymentOptionRequired';

/**
 * The switches' rules for a saved booking, as the server applies them: a company chosen
 * from the list when asked, no on-site payment when the centre hides it, and an option
 * from the list when one is asked of an on-site payment. Null when the answers hold.
 */
export function bookingRefusal(
  rules: BookingRules,
  booking: { payment: number; extraData: OrderExtraData },
): BookingRefusal | null {
  const { company_name: company = '', payment_option: option = '' } = booking.extraData;
  const companies = rules.companyOptions;
  if (companies && !(companies.length > 0 ? companies.includes(company.trim()) : company.trim()))
    return 'companyRequired';
  const onSite = booking.payment === ON_SITE_PAYMENT;
  if (onSite && !rules.onSitePayment) return 'onSitePaymentHidden';
  if (rules.paymentOptions && onSite && !rules.paymentOptions.includes(option))
    return 'paymentOptionRequired';
  return null;
}

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
