import { decryptField } from '@/lib/fieldCrypto';
import { runtimeConfig } from '@/platform/runtimeConfig';
import { api } from './client';
import type {
  ChangeOrderDateInput,
  CreateOrderInput,
  PaymentMethod,
  PersonalOrder,
  SaveOrderInput,
  ScheduleDay,
} from './contract';

/** An order with its ID number and phone decrypted, as the screens use it. */
function decrypted(order: PersonalOrder): PersonalOrder {
  const { cryptoKey, cryptoIv } = runtimeConfig();
  return {
    ...order,
    idcard: decryptField(order.idcard, cryptoKey, cryptoIv),
    mobile: decryptField(order.mobile, cryptoKey, cryptoIv),
  };
}

export interface ScheduleQuery {
  hospId: number;
  packageId: number;
  examTypeId?: number;
  /** Add-on item ids, joined by a pipe on the wire. */
  items?: number[];
  age?: number;
  sex?: 1 | 2;
  total?: number;
  startDate: string;
  endDate: string;
}

export const orderApi = {
  schedules: ({ items = [], ...query }: ScheduleQuery) =>
    api.get<ScheduleDay[]>('api/personalOrder/GetSchedules', {
      ...query,
      items: items.join('|'),
    }),
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
