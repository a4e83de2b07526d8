import { useEffect, useState } from 'react';
import type { PersonalOrder } from '@/contract';
import { orderApi } from '@/domains/orders/api';
import { orderKeys } from '@/domains/orders/queries';
import { usePolledQuery } from '@/kit/query/usePolledQuery';
import { useMutation } from '@/kit/query/useMutation';
import { isPaymentPending, PAY_RECHECKS } from '@/rules/orderStatus';

interface Check {
  order: PersonalOrder;
  checkedAt: number;
}

/** A settled check, with the page it was made for (another route or order shows none of it). */
interface Settled extends Check {
  of: string;
}

/**
 * Where a payment stands, back from the cashier: a polled read of the order (after `delayMs`,
 * the provider's moment to tell the server), and for each order read with a trade, a write
 * that asks the server to settle that trade with the provider and invalidates the orders.
 * What the settling answers is shown; when it cannot answer, the order as read stands. A
 * check still pending is asked again after a while, a few times in all.
 */
export function usePaymentCheck(hospId: number, orderNo: string, path: string, delayMs: number) {
  const read = usePolledQuery(
    orderNo ? ['payResult', path, hospId, orderNo] : null,
    async (): Promise<Check> => {
      await new Promise((resolve) => window.setTimeout(resolve, delayMs));
      return { order: await orderApi.get(hospId, orderNo), checkedAt: Date.now() };
    },
    { ...PAY_RECHECKS, while: (check) => isPaymentPending(check.order) },
  );
  const settle = useMutation((order: PersonalOrder) => orderApi.finish(order.id), {
    invalidates: [orderKeys.all],
  });
  const { run } = settle;
  const [settled, setSettled] = useState<Settled | null>(null);
  const page = `${path} ${orderNo}`;
  const check = read.data;
  useEffect(() => {
    if (!check?.order.tradeNo) return;
    const shown = (order: PersonalOrder) =>
      setSettled({ order, checkedAt: check.checkedAt, of: page });
    run(check.order).then(shown, () => shown(check.order));
  }, [check, run, page]);
  // An order with no trade has nothing to settle; one with a trade shows the last settled
  // check (the first is awaited, a later one replaces it when it answers).
  const ours = settled?.of === page;
  const shown = check && !check.order.tradeNo ? check : ours ? settled : null;
  return { check: shown, error: read.error, reload: read.reload };
}
