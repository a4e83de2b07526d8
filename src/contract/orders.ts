// Schedules, payment methods and personal orders: the schemas the server validates with,
// the types the app takes (types only, so no schema code reaches the bundle).
import { Type, type Static } from 'typebox';
import { DayString, hospQuery, OrderNo } from './common';
import { Nullable, PositiveId } from './envelope';

const Period = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const TimeRangeSlot = Type.Object({
  id: Type.Integer(),
  timeRangeId: Type.Integer(),
  name: Type.String(),
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
  orderDate: Type.String(),
  isOpen: Type.Boolean(),
  orderable: Type.Boolean(),
  /** Why the day cannot be booked, in the hospital's words; '' when it can. */
  reason: Type.String(),
  limitNumAm: Type.Integer(),
  limitNumPm: Type.Integer(),
  timeRanges: Type.Array(TimeRangeSlot),
});
export type ScheduleDay = Static<typeof ScheduleDay>;

/**
 * `GET /api/personalOrder/GetSchedules`. The spec also sends examTypeId, packageId, items,
 * age, sex and total: this server's capacity does not depend on them, so they are accepted
 * and not used.
 */
export const SchedulesQuery = hospQuery({
  startdate: Type.Optional(DayString),
  enddate: Type.Optional(DayString),
});

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

/** `GET /api/personalOrder/GetUserOrders`: the caller's own orders, whatever userId says. */
export const UserOrdersQuery = hospQuery({ userid: Type.Optional(PositiveId) });

/** `GET /api/personalOrder/GetUserOrder`. */
export const UserOrderQuery = hospQuery({ orderno: OrderNo });

/** `POST /api/PersonalOrder/CancelOrder`. */
export const CancelOrderInput = Type.Object({ Value: OrderNo });

/**
 * `POST /api/PersonalOrder/PayOrder`, not in the spec: a new payment attempt for an unpaid
 * online booking, in the style of CancelOrder; answers the order with its new tradeUrl.
 */
export const PayOrderInput = Type.Object({ Value: OrderNo });
