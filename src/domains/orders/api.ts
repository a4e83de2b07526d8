import { bookingWindow } from '@/rules/schedule';
import { call, callWithMsg } from '@/kit/api/call';
import { fieldCipher } from '@/kit/api/fieldCipher';
import type { PageWindow } from '@/kit/query/usePagedQuery';
import {
  cancelOrder,
  changeOrderDate,
  createUserOrder,
  finishOrderPayment,
  paymentMethods,
  payOrder,
  personalSchedules,
  saveUserOrder,
  userOrder,
  userOrders,
} from '@/contract/calls/orders';
import type {
  ChangeOrderDateInput,
  CreateOrderInput,
  PersonalOrder,
  SaveOrderInput,
} from '@/contract';

/** An order with its ID number and phone decrypted, as the screens use it. */
async function decrypted(order: PersonalOrder): Promise<PersonalOrder> {
  const { dec } = await fieldCipher();
  return { ...order, idcard: dec(order.idcard), mobile: dec(order.mobile) };
}

/** The contract's one path with a parameter, filled in with the order's id. */
export const orderApi = {
  /**
   * The booking window's days for this order: its exam type (the package's, which the
   * order does not carry), package, items, person and total, as the spec sends them.
   */
  schedulesFor: (order: PersonalOrder, examTypeId: number | undefined) => {
    const window = bookingWindow();
    return call(personalSchedules, {
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
  payments: (hospId: number) => call(paymentMethods, { hospId }),
  create: async (input: CreateOrderInput) => decrypted(await call(createUserOrder, input)),
  save: async (input: SaveOrderInput) => decrypted(await call(saveUserOrder, input)),
  /** A page of the account's orders, newest first. */
  list: async (hospId: number, userId: number, window: PageWindow) => {
    const page = await call(userOrders, { hospId, userId, ...window });
    return { ...page, data: await Promise.all(page.data.map(decrypted)) };
  },
  get: async (hospId: number, orderNo: string) =>
    decrypted(await call(userOrder, { hospId, orderNo })),
  /** A new trade for an unpaid online booking: the order with its new tradeUrl. */
  pay: async (orderNo: string) => decrypted(await call(payOrder, { Value: orderNo })),
  cancel: (orderNo: string) => callWithMsg(cancelOrder, { Value: orderNo }),
  changeDate: async (input: ChangeOrderDateInput) => {
    const { data, msg } = await callWithMsg(changeOrderDate, input);
    return { order: decrypted(data), msg };
  },
  /** Asks the server to settle the order's trade with the payment provider. */
  finish: async (orderId: number) => decrypted(await call(finishOrderPayment, { id: orderId })),
};
