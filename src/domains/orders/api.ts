import { bookingWindow } from '@/rules/schedule';
import { api } from '@/kit/api/client';
import { fieldCipher } from '@/kit/api/fieldCipher';
import type {
  ChangeOrderDateInput,
  CreateOrderInput,
  PaymentMethod,
  PersonalOrder,
  SaveOrderInput,
  ScheduleDay,
} from '@/contract';

/** An order with its ID number and phone decrypted, as the screens use it. */
function decrypted(order: PersonalOrder): PersonalOrder {
  const { dec } = fieldCipher();
  return { ...order, idcard: dec(order.idcard), mobile: dec(order.mobile) };
}

export const orderApi = {
  /**
   * The booking window's days for this order: its exam type (the package's, which the
   * order does not carry), package, items, person and total, as the spec sends them.
   */
  schedulesFor: (order: PersonalOrder, examTypeId: number | undefined) => {
    const window = bookingWindow();
    return api.get<ScheduleDay[]>('api/personalOrder/GetSchedules', {
      hospId: order.hospId,
      examTypeId,
      packageId: order.packageId,
      items: order.details.map((d) => d.id).join('|'),
      age: order.age,
      sex: order.sex,
      total: order.totalPrice,
      startDate: window.start,
      endDate: window.end,
    });
  },
  payments: (hospId: number) =>
    api.get<PaymentMethod[]>('api/personalOrder/GetPayments', { hospId }),
  create: async (input: CreateOrderInput) =>
    decrypted(await api.post<PersonalOrder>('api/PersonalOrder/CreateUserOrder', input)),
  save: async (input: SaveOrderInput) =>
    decrypted(await api.post<PersonalOrder>('api/PersonalOrder/SaveUserOrder', input)),
  list: async (hospId: number, userId: number) =>
    (await api.get<PersonalOrder[]>('api/personalOrder/GetUserOrders', { hospId, userId })).map(
      decrypted,
    ),
  get: async (hospId: number, orderNo: string) =>
    decrypted(await api.get<PersonalOrder>('api/personalOrder/GetUserOrder', { hospId, orderNo })),
  /** A new trade for an unpaid online booking: the order with its new tradeUrl. */
  pay: async (orderNo: string) =>
    decrypted(await api.post<PersonalOrder>('api/PersonalOrder/PayOrder', { Value: orderNo })),
  cancel: (orderNo: string) =>
    api.postWithMsg<null>('api/PersonalOrder/CancelOrder', { Value: orderNo }),
  changeDate: async (input: ChangeOrderDateInput) => {
    const { data, msg } = await api.postWithMsg<PersonalOrder>(
      'api/PersonalOrder/ChangeOrderDate',
      input,
    );
    return { order: decrypted(data), msg };
  },
  /** Asks the server to settle the order's trade with the payment provider. */
  finish: async (orderId: number) =>
    decrypted(await api.put<PersonalOrder>(`order/${orderId}/finish`)),
};
