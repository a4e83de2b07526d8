import { describe, it, expect } from 'vitest';
import type { HospConfig, PaymentMethod } from '@/contract';
import {
  EMPTY_BOOKING_FORM,
  ON_SITE_PAYMENT,
  bookingAnswers,
  bookingErrors,
  bookingExtraData,
  bookingRefusal,
  bookingRules,
  canSubmitBooking,
  paymentChoices,
  sexMismatch,
  type BookingForm,
  type BookingRules,
} from './bookingForm';

const COMPANIES = '个人|杭州康宁科技有限公司|其他单位';
const PAY_OPTIONS = '银行卡|储值卡|商业保险';

function cfg(code: string, value: string, detail_note: string | null = null): HospConfig {
  return { code, value, detail_note };
}

/** A hospital that turns every booking question on and keeps paying on site. */
const ALL_ON: HospConfig[] = [
  cfg('enable_captcha', '是'),
  cfg('show_additem_option', '是'),
  cfg('show_company_name_input', '是', COMPANIES),
  cfg('show_payment_options', '是', PAY_OPTIONS),
  cfg('show_default_payment', '是'),
];

const ALL_OFF: HospConfig[] = [
  cfg('show_additem_option', '否'),
  cfg('show_company_name_input', '否', COMPANIES),
  cfg('show_payment_options', '否', PAY_OPTIONS),
  cfg('show_default_payment', '否'),
];

const RULES_ON: BookingRules = {
  addItemOption: true,
  companyOptions: ['个人', '杭州康宁科技有限公司', '其他单位'],
  paymentOptions: ['银行卡', '储值卡', '商业保险'],
  onSitePayment: true,
};

const RULES_OFF: BookingRules = {
  addItemOption: false,
  companyOptions: null,
  paymentOptions: null,
  onSitePayment: true,
};

const METHODS: PaymentMethod[] = [
  { id: 3, name: '微信支付', remark: 'wechat' },
  { id: 5, name: '支付宝', remark: 'alipay' },
];

const ONLINE = 3;

/** What the form sends when it is checked, as the page checks it. */
const formRefusal = (f: BookingForm, rules: BookingRules, choiceCount: number) =>
  bookingRefusal(bookingAnswers(f, rules), rules, choiceCount);
const formErrors = (f: BookingForm, rules: BookingRules, choiceCount: number) =>
  bookingErrors(bookingAnswers(f, rules), rules, choiceCount);

/** A date and slot as the server receives them with every booking. */
const SENT = { appointDate: '2026-11-24', timeRangeId: 12 };

function form(over: Partial<BookingForm> = {}): BookingForm {
  return {
    date: '2026-11-24',
    timeRangeId: 12,
    addItemOnSite: false,
    companyName: '杭州康宁科技有限公司',
    payment: ON_SITE_PAYMENT,
    paymentOption: '银行卡',
    ...over,
  };
}

describe('ON_SITE_PAYMENT and EMPTY_BOOKING_FORM', () => {
  it('on-site payment is method id 0', () => {
    expect(ON_SITE_PAYMENT).toBe(0);
  });

  it('the empty form has nothing chosen', () => {
    // Grouped by kind of nothing: no choice, no text, no switch.
    expect(EMPTY_BOOKING_FORM).toEqual({
      date: null,
      timeRangeId: null,
      payment: null,
      companyName: '',
      paymentOption: '',
      addItemOnSite: false,
    });
  });
});

describe('bookingRules', () => {
  it('turns every question on from "是" switches and splits the options', () => {
    expect(bookingRules(ALL_ON)).toEqual(RULES_ON);
  });

  it('turns every question off from "否" switches and hides on-site payment', () => {
    expect(bookingRules(ALL_OFF)).toEqual({
      addItemOption: false,
      companyOptions: null,
      paymentOptions: null,
      onSitePayment: false,
    });
  });

  it('with no configs at all asks nothing but keeps on-site payment', () => {
    expect(bookingRules([])).toEqual({
      addItemOption: false,
      companyOptions: null,
      paymentOptions: null,
      onSitePayment: true,
    });
  });

  it('keeps on-site payment when show_default_payment is absent', () => {
    const configs = ALL_ON.filter((c) => c.code !== 'show_default_payment');
    expect(bookingRules(configs).onSitePayment).toBe(true);
  });

  it('hides on-site payment only for an explicit no', () => {
    expect(bookingRules([cfg('show_default_payment', '否')]).onSitePayment).toBe(false);
    expect(bookingRules([cfg('show_default_payment', 'no')]).onSitePayment).toBe(false);
    expect(bookingRules([cfg('show_default_payment', '是')]).onSitePayment).toBe(true);
    expect(bookingRules([cfg('show_default_payment', '')]).onSitePayment).toBe(true);
  });

  it('switches each question on its own', () => {
    expect(bookingRules([cfg('show_additem_option', '是')])).toEqual({
      ...RULES_OFF,
      addItemOption: true,
    });
    expect(bookingRules([cfg('show_company_name_input', '是', COMPANIES)])).toEqual({
      ...RULES_OFF,
      companyOptions: ['个人', '杭州康宁科技有限公司', '其他单位'],
    });
    expect(bookingRules([cfg('show_payment_options', '是', PAY_OPTIONS)])).toEqual({
      ...RULES_OFF,
      paymentOptions: ['银行卡', '储值卡', '商业保险'],
    });
  });

  it('ignores the option list of a question that is off', () => {
    const rules = bookingRules([cfg('show_company_name_input', '否', COMPANIES)]);
    expect(rules.companyOptions).toBeNull();
  });

  it('asks the company as text, and no payment option, when the lists are blank', () => {
    expect(bookingRules([cfg('show_company_name_input', '是', null)]).companyOptions).toEqual([]);
    expect(bookingRules([cfg('show_company_name_input', '是', ' | ')]).companyOptions).toEqual([]);
    expect(bookingRules([cfg('show_payment_options', '是', null)]).paymentOptions).toBeNull();
    expect(bookingRules([cfg('show_payment_options', '是', '')]).paymentOptions).toBeNull();
  });

  it('lets a booking through with blank lists: a typed company, no payment option', () => {
    const rules = bookingRules([
      cfg('show_company_name_input', '是', null),
      cfg('show_payment_options', '是', null),
    ]);
    const typed = { ...EMPTY_BOOKING_FORM, date: '2026-12-01', timeRangeId: 1, payment: 0 };
    expect(formRefusal(typed, rules, 1)).toBe('companyRequired');
    expect(formRefusal({ ...typed, companyName: '某某公司' }, rules, 1)).toBeNull();
    const extraData = bookingExtraData({ ...typed, companyName: ' 某某公司 ' }, rules);
    expect(extraData).toEqual({ company_name: '某某公司' });
    expect(bookingRefusal({ ...SENT, payment: ON_SITE_PAYMENT, extraData }, rules)).toBeNull();
    expect(
      bookingRefusal(
        { ...SENT, payment: ON_SITE_PAYMENT, extraData: { company_name: ' ' } },
        rules,
      ),
    ).toBe('companyRequired');
  });
});

describe('paymentChoices', () => {
  it('puts on site first, then the online methods in the server order', () => {
    expect(paymentChoices(METHODS, RULES_ON)).toEqual([
      { id: 0, name: null, remark: '' },
      { id: 3, name: '微信支付', remark: 'wechat' },
      { id: 5, name: '支付宝', remark: 'alipay' },
    ]);
  });

  it('leaves on site out when it is hidden', () => {
    expect(paymentChoices(METHODS, { ...RULES_ON, onSitePayment: false })).toEqual(METHODS);
  });

  it('does not duplicate a method with id 0 sent by the server', () => {
    const withZero: PaymentMethod[] = [{ id: 0, name: '到院支付', remark: '' }, ...METHODS];
    const choices = paymentChoices(withZero, RULES_ON);
    expect(choices.map((c) => c.id)).toEqual([0, 3, 5]);
  });

  it('drops the server id 0 when on-site payment is hidden', () => {
    const withZero: PaymentMethod[] = [...METHODS, { id: 0, name: '到院支付', remark: '' }];
    expect(paymentChoices(withZero, { ...RULES_ON, onSitePayment: false })).toEqual(METHODS);
  });

  it('offers only on site when there are no online methods', () => {
    expect(paymentChoices([], RULES_ON)).toEqual([{ id: 0, name: null, remark: '' }]);
  });

  it('is empty with no methods and no on-site payment', () => {
    expect(paymentChoices([], { ...RULES_ON, onSitePayment: false })).toEqual([]);
  });
});

describe('bookingRefusal of the form', () => {
  it('accepts a complete on-site form with every question on', () => {
    expect(formRefusal(form(), RULES_ON, 3)).toBeNull();
  });

  it('accepts a complete online form without a payment option', () => {
    expect(formRefusal(form({ payment: ONLINE, paymentOption: '' }), RULES_ON, 3)).toBeNull();
  });

  it('accepts a form with only date, slot and payment when every question is off', () => {
    const f = form({ companyName: '', paymentOption: '' });
    expect(formRefusal(f, RULES_OFF, 1)).toBeNull();
  });

  it('reports each rule in the order date, slot, company, no method, payment, option', () => {
    // Fill the empty form one field at a time; each step must reveal the next message.
    let f: BookingForm = { ...EMPTY_BOOKING_FORM };
    expect(formRefusal(f, RULES_ON, 0)).toBe('bookingDateRequired');
    f = { ...f, date: '2026-11-24' };
    expect(formRefusal(f, RULES_ON, 0)).toBe('bookingSlotRequired');
    f = { ...f, timeRangeId: 12 };
    expect(formRefusal(f, RULES_ON, 0)).toBe('companyRequired');
    f = { ...f, companyName: '个人' };
    expect(formRefusal(f, RULES_ON, 0)).toBe('noPaymentMethod');
    expect(formRefusal(f, RULES_ON, 2)).toBe('paymentInvalid');
    f = { ...f, payment: ON_SITE_PAYMENT };
    expect(formRefusal(f, RULES_ON, 2)).toBe('paymentOptionRequired');
    f = { ...f, paymentOption: '储值卡' };
    expect(formRefusal(f, RULES_ON, 2)).toBeNull();
  });

  it('asks for the date before anything else', () => {
    expect(formRefusal(form({ date: null }), RULES_ON, 3)).toBe('bookingDateRequired');
    expect(formRefusal(form({ date: '' }), RULES_ON, 3)).toBe('bookingDateRequired');
  });

  it('asks for the slot once the date is chosen', () => {
    expect(formRefusal(form({ timeRangeId: null }), RULES_ON, 3)).toBe('bookingSlotRequired');
  });

  it('accepts slot id 0 as a chosen slot', () => {
    expect(formRefusal(form({ timeRangeId: 0 }), RULES_ON, 3)).toBeNull();
  });

  it('requires a company name when the question is on', () => {
    expect(formRefusal(form({ companyName: '' }), RULES_ON, 3)).toBe('companyRequired');
  });

  it('refuses a company name made only of whitespace', () => {
    expect(formRefusal(form({ companyName: '   ' }), RULES_ON, 3)).toBe('companyRequired');
    expect(formRefusal(form({ companyName: '\t\u3000 ' }), RULES_ON, 3)).toBe('companyRequired');
  });

  it('does not require a company name when the question is off', () => {
    expect(formRefusal(form({ companyName: '' }), RULES_OFF, 3)).toBeNull();
  });

  it('says no payment method is configured when there is no choice', () => {
    expect(formRefusal(form({ payment: null }), RULES_ON, 0)).toBe('noPaymentMethod');
  });

  it('asks to choose a payment when there are choices', () => {
    expect(formRefusal(form({ payment: null }), RULES_ON, 1)).toBe('paymentInvalid');
  });

  it('requires a payment option for an on-site payment when the question is on', () => {
    expect(formRefusal(form({ paymentOption: '' }), RULES_ON, 3)).toBe('paymentOptionRequired');
  });

  it('does not require a payment option for an online payment', () => {
    expect(formRefusal(form({ payment: ONLINE, paymentOption: '' }), RULES_ON, 3)).toBeNull();
  });

  it('does not require a payment option when the question is off', () => {
    expect(formRefusal(form({ paymentOption: '' }), RULES_OFF, 3)).toBeNull();
  });
});

describe('bookingExtraData', () => {
  it('is empty when every question is off', () => {
    expect(bookingExtraData(form({ addItemOnSite: true, companyName: 'Acme' }), RULES_OFF)).toEqual(
      {},
    );
  });

  it('carries every answer for an on-site booking with every question on', () => {
    expect(bookingExtraData(form({ addItemOnSite: true }), RULES_ON)).toEqual({
      flag_add_item: 1,
      company_name: '杭州康宁科技有限公司',
      payment_option: '银行卡',
    });
  });

  it('sends flag_add_item 0 when the patient declines adding items', () => {
    expect(bookingExtraData(form({ addItemOnSite: false }), RULES_ON).flag_add_item).toBe(0);
  });

  it('leaves flag_add_item out when that question is off', () => {
    const extra = bookingExtraData(form({ addItemOnSite: true }), {
      ...RULES_ON,
      addItemOption: false,
    });
    expect(extra).not.toHaveProperty('flag_add_item');
  });

  it('trims the company name', () => {
    expect(bookingExtraData(form({ companyName: '  其他单位 ' }), RULES_ON).company_name).toBe(
      '其他单位',
    );
  });

  it('leaves company_name out when that question is off', () => {
    const extra = bookingExtraData(form(), { ...RULES_ON, companyOptions: null });
    expect(extra).not.toHaveProperty('company_name');
  });

  it('leaves payment_option out of an online payment', () => {
    const extra = bookingExtraData(form({ payment: ONLINE, paymentOption: '银行卡' }), RULES_ON);
    expect(extra).toEqual({ flag_add_item: 0, company_name: '杭州康宁科技有限公司' });
  });

  it('leaves payment_option out when that question is off', () => {
    const extra = bookingExtraData(form(), { ...RULES_ON, paymentOptions: null });
    expect(extra).not.toHaveProperty('payment_option');
  });
});

describe('canSubmitBooking', () => {
  it('is disabled on the empty form', () => {
    expect(canSubmitBooking(EMPTY_BOOKING_FORM, false)).toBe(false);
  });

  it('is disabled with a date but no slot', () => {
    expect(canSubmitBooking(form({ timeRangeId: null }), false)).toBe(false);
  });

  it('is disabled with a slot but no date', () => {
    expect(canSubmitBooking(form({ date: null }), false)).toBe(false);
  });

  it('is enabled once a date and slot are chosen, before the other answers', () => {
    const f = { ...EMPTY_BOOKING_FORM, date: '2026-11-24', timeRangeId: 12 };
    expect(canSubmitBooking(f, false)).toBe(true);
  });

  it('is disabled while saving', () => {
    expect(canSubmitBooking(form(), true)).toBe(false);
  });
});

describe('bookingRefusal of what the server receives', () => {
  const answers = { company_name: '个人', payment_option: '银行卡' };
  const sent = (extraData: object, payment = ON_SITE_PAYMENT) => ({ ...SENT, payment, extraData });

  it('accepts what the form sends, and anything when every switch is off', () => {
    expect(bookingRefusal(sent(answers), RULES_ON)).toBeNull();
    expect(bookingRefusal(sent({ company_name: '个人' }, 3), RULES_ON)).toBeNull();
    expect(bookingRefusal(sent({}), RULES_OFF)).toBeNull();
    expect(bookingRefusal({ ...SENT, payment: 3 }, RULES_OFF)).toBeNull();
  });

  it('wants a listed company, an allowed on-site payment and a listed option on site', () => {
    const on = (extraData: object, payment = ON_SITE_PAYMENT) =>
      bookingRefusal(sent(extraData, payment), RULES_ON);
    expect(on({ payment_option: '银行卡' })).toBe('companyRequired');
    expect(on({ ...answers, company_name: '别家' })).toBe('companyRequired');
    expect(on({ company_name: '个人' })).toBe('paymentOptionRequired');
    expect(on({ ...answers, payment_option: '现金' })).toBe('paymentOptionRequired');
    expect(bookingRefusal(sent(answers), { ...RULES_ON, onSitePayment: false })).toBe(
      'onSitePaymentHidden',
    );
  });

  it('never asks the server for a count of payment choices: it checks the method itself', () => {
    expect(bookingRefusal(sent(answers, 3), { ...RULES_ON, onSitePayment: false })).toBeNull();
  });
});

describe('sexMismatch', () => {
  it('keeps a person from a package limited to the other sex only', () => {
    expect(sexMismatch(0, 1)).toBe(false);
    expect(sexMismatch(1, 1)).toBe(false);
    expect(sexMismatch(2, 2)).toBe(false);
    expect(sexMismatch(1, 2)).toBe(true);
    expect(sexMismatch(2, 1)).toBe(true);
  });
});

describe('bookingErrors', () => {
  it('names every missing part at once: company and payment option of an on-site form', () => {
    const f = form({ companyName: ' ', payment: ON_SITE_PAYMENT, paymentOption: '' });
    expect(formErrors(f, RULES_ON, 3)).toEqual({
      company: 'companyRequired',
      paymentOption: 'paymentOptionRequired',
    });
  });

  it('is empty for a complete form, and its first error is always the refusal', () => {
    expect(formErrors(form(), RULES_ON, 3)).toEqual({});
    const steps: BookingForm[] = [
      { ...EMPTY_BOOKING_FORM },
      { ...EMPTY_BOOKING_FORM, date: '2026-11-24' },
      { ...EMPTY_BOOKING_FORM, date: '2026-11-24', timeRangeId: 12 },
      form({ payment: null }),
      form({ paymentOption: '' }),
    ];
    for (const f of steps)
      for (const count of [0, 2]) {
        const first = Object.values(formErrors(f, RULES_ON, count))[0] ?? null;
        expect(first).toBe(formRefusal(f, RULES_ON, count));
      }
  });

  it('puts a hidden on-site payment on the payment, and names the schedule and payment at once', () => {
    expect(
      bookingErrors(
        { appointDate: null, timeRangeId: null, payment: ON_SITE_PAYMENT },
        { ...RULES_OFF, onSitePayment: false },
      ),
    ).toEqual({ schedule: 'bookingDateRequired', payment: 'onSitePaymentHidden' });
  });
});
