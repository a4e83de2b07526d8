// The addresses of the orders calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../orders.ts, for the server and the tests.
import { address } from '../endpoint';
import { SCHEDULE_DAY } from '../spellings';

export const personalSchedules = address({
  method: 'GET',
  path: '/api/personalOrder/GetSchedules',
  spellings: SCHEDULE_DAY,
});
export const paymentMethods = address({ method: 'GET', path: '/api/personalOrder/GetPayments' });
export const createUserOrder = address({
  method: 'POST',
  path: '/api/PersonalOrder/CreateUserOrder',
});
export const saveUserOrder = address({ method: 'POST', path: '/api/PersonalOrder/SaveUserOrder' });
export const userOrders = address({
  method: 'GET',
  path: '/api/personalOrder/GetUserOrders',
  paged: true,
});
export const userOrder = address({ method: 'GET', path: '/api/personalOrder/GetUserOrder' });
export const cancelOrder = address({ method: 'POST', path: '/api/PersonalOrder/CancelOrder' });
export const payOrder = address({ method: 'POST', path: '/api/PersonalOrder/PayOrder' });
export const changeOrderDate = address({
  method: 'POST',
  path: '/api/PersonalOrder/ChangeOrderDate',
});
export const finishOrderPayment = address({ method: 'PUT', path: '/order/{id}/finish' });
