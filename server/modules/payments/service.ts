import type { Queryable } from '../../db/db.ts';
import * as methods from './repository.ts';

/** Whether a payment method is one of the hospital's own (an order's change of method). */
export const isPaymentMethodOf = (q: Queryable, id: number, hospId: number) =>
  methods.isPaymentMethodOf(q, id, hospId);

/** A branch's payment methods, as the booking form offers them. */
export const paymentMethodsOf: typeof methods.paymentMethods = (q, hospId) =>
  methods.paymentMethods(q, hospId);
