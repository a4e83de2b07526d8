import type { PaymentMethod } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';

/** A hospital's online payment methods, in its order (rows match the contract). */
export function paymentMethods(q: Queryable, hospId: number): Promise<PaymentMethod[]> {
  return q.query<PaymentMethod>(
    'SELECT id, name, remark FROM payment_methods WHERE hosp_id = $1 ORDER BY sort, id',
    [hospId],
  );
}

export async function isPaymentMethodOf(
  q: Queryable,
  id: number,
  hospId: number,
): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM payment_methods WHERE id = $1 AND hosp_id = $2', [
    id,
    hospId,
  ]);
  return rows.length > 0;
}
