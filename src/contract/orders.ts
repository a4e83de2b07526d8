// Schedules, payment methods and personal orders: the schemas the server validates with,
// the types the app takes, and the endpoints of personal booking (spec 1, section 7).
import { Type, type Static } from 'typebox';
import { DayString, HospIdQuery, hospQuery, OrderNo } from './common';
import { endpoint } from './endpoint';
import { Nullable, PositiveId } from './envelope';
import { PAGED_SUMMARY, PageWindow } from './paging';
import * as at from './calls/orders';

const Period = Type.Union([Type.Literal(0), Type.Literal(1)]);

/** WeChat Pay's JSAPI request, as WeixinJSBridge's getBrandWCPayRequest takes it (API v3). */
export const WxPayRequest = Type.Object({
  appId: Type.String(),
  timeStamp: Type.String(),
  nonceStr: Type.String(),
  package: Type.String(),
  signType: Type.Literal('RSA'),
  paySign: Type.String(),
});
export type WxPayRequest = Static<typeof WxPayRequest>;

/** A time range of a day; the spec's other spellings in SCHEDULE_DAY (./spellings). */
export const TimeRangeSlot = Type.Object({
  id: Type.Integer(),
  timeRangeName: Type.String(),
  /** 0 morning, 1 afternoon. */
  period: Period,
  limitNum: Type.Integer(),
  orderNum: Type.Integer(),
  orderable: Type.Boolean(),
});
export type TimeRangeSlot = Static<typeof TimeRangeSlot>;

/** One day of the booking calendar. */
export const ScheduleDay = Type.Object({
  /** YYYY-MM-DD. */
  dayValue: Type.String(),
  isOpen: Type.Boolean(),
  orderable: Type.Boolean(),
  /** Why the day cannot be booked, in the hospital's words; '' when it can. */
  reason: Type.String(),
  limitNumAm: Type.Integer(),
  limitNumPm: Type.Integer(),
  timeRanges: Type.Array(TimeRangeSlot),
});
export type ScheduleDay = Static<typeof ScheduleDay>;

export const PaymentMethod = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  remark: Type.String(),
});
export type PaymentMethod = Static<typeof PaymentMethod>;

export const OrderExtraData = Type.Object(
  {
    flag_add_item: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    company_name: Type.Optional(Type.String({ maxLength: 64 })),
    payment_option: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type OrderExtraData = Static<typeof OrderExtraData>;

export const PersonalOrder = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  appointStatus: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(9)]),
  hospId: Type.Integer(),
  name: Type.String(),
  sex: Type.Union([Type.Literal(1), Type.Literal(2)]),
  age: Type.Integer(),
  /** Encrypted like every ID number the API sends. */
  idcard: Type.String(),
  mobile: Type.String(),
  marital: Nullable(Type.Integer()),
  packageId: Type.Integer(),
  packageName: Type.String(),
  payment: Type.Integer(),
  payStatus: Type.Union([
    Type.Literal(0),
    Type.Literal(1),
    Type.Literal(2),
    Type.Literal(3),
    Type.Literal(9),
  ]),
  totalPrice: Type.Number(),
  orderSource: Type.String(),
  userAccountId: Type.Integer(),
  userProfileId: Type.Integer(),
  userSurveyId: Nullable(Type.Integer()),
  appointDate: Nullable(Type.String()),
  appointPeriod: Nullable(Period),
  appointTimeRangeId: Nullable(Type.Integer()),
  appointTimeRangeName: Nullable(Type.String()),
  extraData: OrderExtraData,
  details: Type.Array(Type.Object({ id: Type.Integer(), itemName: Type.String() })),
  examNo: Nullable(Type.String()),
  examUserCode: Nullable(Type.String()),
  tradeNo: Nullable(Type.String()),
  tradeStatus: Nullable(Type.String()),
  tradeRequestTime: Nullable(Type.String()),
  tradeResponseTime: Nullable(Type.String()),
  tradeUrl: Nullable(Type.String()),
  /** Inside WeChat, WeChat Pay's signed JSAPI request (only when opened); then `tradeUrl`. */
  wxPay: Type.Optional(WxPayRequest),
});
export type PersonalOrder = Static<typeof PersonalOrder>;

/** `POST /api/PersonalOrder/CreateUserOrder`: the draft the booking form starts from. */
export const CreateOrderInput = Type.Object({
  hospId: PositiveId,
  packageId: PositiveId,
  profileId: PositiveId,
  addItems: Type.Optional(Type.Array(PositiveId, { maxItems: 50, uniqueItems: true })),
  addCombos: Type.Optional(Type.Array(PositiveId, { maxItems: 20, uniqueItems: true })),
  userSurveyId: Type.Optional(PositiveId),
});
export type CreateOrderInput = Static<typeof CreateOrderInput>;

/** `POST /api/PersonalOrder/SaveUserOrder`. */
export const SaveOrderInput = Type.Object({
  orderNo: OrderNo,
  appointDate: DayString,
  timeRangeId: PositiveId,
  payment: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  extraData: Type.Optional(OrderExtraData),
});
export type SaveOrderInput = Static<typeof SaveOrderInput>;

/**
 * `POST /api/PersonalOrder/ChangeOrderDate`. The app sends every field; only orderNo,
 * orderDate and timeRangeId decide, the rest is accepted when present.
 */
export const ChangeOrderDateInput = Type.Object({
  orderId: Type.Optional(PositiveId),
  orderNo: OrderNo,
  orderDate: DayString,
  period: Type.Optional(Period),
  timeRangeId: PositiveId,
  timeRangeName: Type.Optional(Type.String({ maxLength: 32 })),
});
export type ChangeOrderDateInput = Static<typeof ChangeOrderDateInput>;

/** An order named by its number, as CancelOrder spells it. */
const OrderValue = Type.Object({ Value: OrderNo });

/** Refusals of a day and range chosen for a booking (schedule/service.ts, orders/service.ts). */
const SEAT_REFUSALS = [
  'dateOutOfWindow',
  'duplicateBooking',
  'dayClosed',
  'rangeClosed',
  'slotFull',
] as const;

/**
 * The booking calendar (a path the spec leaves unnamed, DESIGN 3). The app sends what the
 * spec lists; this server's capacity depends only on the hospital and the days asked.
 */
export const personalSchedules = endpoint({
  summary:
    'The booking calendar, a path the spec leaves open: days with `isOpen`, `orderable`, ' +
    '`reason` (a day off, full, not open for booking, or a holiday) and the seats per time ' +
    'range. `startDate` and `endDate` are clamped to tomorrow..30 days; `examTypeId` and the ' +
    'other keys are accepted and unused.',
  ...at.personalSchedules,
  access: 'public',
  query: hospQuery({
    examTypeId: Type.Optional(PositiveId),
    packageId: Type.Optional(PositiveId),
    /** The order's item ids joined by a pipe. */
    items: Type.Optional(Type.String({ maxLength: 2000, pattern: '^(\\d+(\\|\\d+)*)?$' })),
    age: Type.Optional(Type.Integer({ minimum: 0, maximum: 200 })),
    sex: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
    total: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
    startDate: Type.Optional(DayString),
    endDate: Type.Optional(DayString),
  }),
  answer: Type.Array(ScheduleDay),
});

export const paymentMethods = endpoint({
  summary: "The branch's online payment methods; `payment` 0 is on site.",
  ...at.paymentMethods,
  access: 'public',
  query: HospIdQuery,
  answer: Type.Array(PaymentMethod),
});

/** The draft the booking form starts from. */
export const createUserOrder = endpoint({
  summary:
    'A draft (status 0) priced package + add-ons + combos; `addItems` at most 50, `addCombos` ' +
    '(combo ids) at most 20. Refuses a sex mismatch, an unbookable package and add-ons it may ' +
    'not take.',
  ...at.createUserOrder,
  body: CreateOrderInput,
  answer: PersonalOrder,
  refusals: [
    'packageNotFound',
    'packageNotBookable',
    'profileNotFound',
    'sexMismatch',
    'addOnInvalid',
    'addOnInPackage',
    'addOnDuplicate',
    'comboInvalid',
    'comboSexMismatch',
  ],
});

/** Books the draft; an online payment answers the cashier's tradeUrl. */
export const saveUserOrder = endpoint({
  summary:
    'Books the draft: the seat is taken by a conditional `UPDATE` in the transaction (409 ' +
    "`slotFull` when none is left); an online payment answers the cashier's `tradeUrl`.",
  ...at.saveUserOrder,
  body: SaveOrderInput,
  answer: PersonalOrder,
  refusals: [
    'orderNotFound',
    'orderNotDraft',
    'paymentInvalid',
    'companyRequired',
    'onSitePaymentHidden',
    'paymentOptionRequired',
    ...SEAT_REFUSALS,
    'tradeUnavailable',
  ],
});

/** The caller's own bookings (drafts never listed), whatever userId says, a page at a time. */
export const userOrders = endpoint({
  summary:
    "The caller's orders, newest first, never drafts, whatever `userId` says." + PAGED_SUMMARY,
  ...at.userOrders,
  query: hospQuery({ userId: Type.Optional(PositiveId), ...PageWindow }),
  answer: PersonalOrder,
});

export const userOrder = endpoint({
  summary: 'One order, to its owner only.',
  ...at.userOrder,
  query: hospQuery({ orderNo: OrderNo }),
  answer: PersonalOrder,
  refusals: ['orderNotFound'],
});

export const cancelOrder = endpoint({
  summary:
    'Cancels a booked order (`Value` is its number): gives the seat back and closes a trade ' +
    'still waiting for payment; refuses an order paid online.',
  ...at.cancelOrder,
  body: OrderValue,
  answer: Type.Null(),
  refusals: ['orderNotFound', 'onlyBooked', 'paidNoCancel'],
});

/**
 * Not in the spec: a new payment attempt for an unpaid online booking, in the style of
 * CancelOrder; answers the order with its new tradeUrl.
 */
export const payOrder = endpoint({
  summary:
    'Not in the spec: a new payment attempt for an unpaid online booking (`Value` is its ' +
    'number), answering the order with its new `tradeUrl`. 409 for an order not booked, ' +
    'paid on site or already paid, 502 when the provider cannot take it.',
  ...at.payOrder,
  body: OrderValue,
  answer: PersonalOrder,
  refusals: ['orderNotFound', 'notPayable', 'alreadyPaid', 'tradeUnavailable'],
});

export const changeOrderDate = endpoint({
  summary:
    'Moves a booked order to `orderDate` and `timeRangeId`, taking the new seat before giving ' +
    'back the old one, in one transaction; the other fields are accepted when present.',
  ...at.changeOrderDate,
  body: ChangeOrderDateInput,
  answer: PersonalOrder,
  refusals: ['orderNotFound', 'onlyBooked', ...SEAT_REFUSALS],
});

/**
 * The pay result page's call: the provider's word on the order's trade, then the order.
 * Its path carries the order's id (`{id}`), filled in by `call` from the input.
 */
export const finishOrderPayment = endpoint({
  summary:
    "The pay result page's call (`id` is the order's numeric id): asks the provider where the " +
    'trade stands, records it once (paid: `payStatus` 1) and answers the order. 404 for another ' +
    "account's order, 409 for a draft or an order with no online trade, 502 when the provider " +
    'does not know the trade.',
  ...at.finishOrderPayment,
  params: Type.Object({ id: PositiveId }),
  answer: PersonalOrder,
  refusals: ['orderNotFound', 'orderIsDraft', 'noTrade', 'tradeUnknown'],
});
