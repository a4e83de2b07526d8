// Schedules, payment methods and personal orders.

export interface TimeRangeSlot {
  id: number;
  timeRangeId: number;
  name: string;
  timeRangeName: string;
  /** 0 morning, 1 afternoon. */
  period: 0 | 1;
  limitNum: number;
  orderNum: number;
  orderable: boolean;
}

/** One day of the booking calendar. */
export interface ScheduleDay {
  /** YYYY-MM-DD. */
  dayValue: string;
  orderDate: string;
  isOpen: boolean;
  orderable: boolean;
  /** Why the day cannot be booked, in the hospital's words; '' when it can. */
  reason: string;
  limitNumAm: number;
  limitNumPm: number;
  timeRanges: TimeRangeSlot[];
}

export interface PaymentMethod {
  id: number;
  name: string;
  remark: string;
}

export interface OrderExtraData {
  flag_add_item?: 0 | 1;
  company_name?: string;
  payment_option?: string;
}

export interface PersonalOrder {
  id: number;
  orderNo: string;
  appointStatus: 0 | 1 | 2 | 9;
  hospId: number;
  name: string;
  sex: 1 | 2;
  age: number;
  /** Encrypted like every ID number the API sends. */
  idcard: string;
  mobile: string;
  marital: number | null;
  packageId: number;
  packageName: string;
  payment: number;
  payStatus: 0 | 1 | 2 | 3 | 9;
  totalPrice: number;
  orderSource: string;
  userAccountId: number;
  userProfileId: number;
  userSurveyId: number | null;
  appointDate: string | null;
  appointPeriod: 0 | 1 | null;
  appointTimeRangeId: number | null;
  appointTimeRangeName: string | null;
  extraData: OrderExtraData;
  details: Array<{ id: number; itemName: string }>;
  examNo: string | null;
  examUserCode: string | null;
  tradeNo: string | null;
  tradeStatus: string | null;
  tradeRequestTime: string | null;
  tradeResponseTime: string | null;
  tradeUrl: string | null;
}

/** `POST /api/PersonalOrder/CreateUserOrder`: the draft the booking form starts from. */
export interface CreateOrderInput {
  hospId: number;
  packageId: number;
  profileId: number;
  addItems?: number[];
  addCombos?: number[];
  userSurveyId?: number;
}

/** `POST /api/PersonalOrder/SaveUserOrder`. */
export interface SaveOrderInput {
  orderNo: string;
  appointDate: string;
  timeRangeId: number;
  payment: number;
  extraData?: OrderExtraData;
}

/** `POST /api/PersonalOrder/ChangeOrderDate`. */
export interface ChangeOrderDateInput {
  orderId: number;
  orderNo: string;
  orderDate: string;
  period: 0 | 1;
  timeRangeId: number;
  timeRangeName: string;
}
