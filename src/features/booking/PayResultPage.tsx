import { useEffect, useState } from 'react';
import { Button, Loading } from 'react-vant';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orderApi } from '@/domains/orders/api';
import { canPayNow, isPaymentPending, tradeState, type TradeState } from '@/rules/orderStatus';
import { payNow } from '@/domains/orders/payNow';
import { tellUser } from '@/kit/dialogs';
import { usePageShowRefresh } from '@/platform/usePageShowRefresh';
import { useHospId } from '@/domains/hospital/scope';
import { ordersChanged } from '@/domains/orders/queries';
import { useQuery } from '@/kit/query/useQuery';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { OrderSummaryCells } from './OrderSummaryCells';
import { ResultActions } from './ResultActions';
import { ResultIcon } from './ResultIcon';
import './booking.css';

/** How long the provider is given to tell the server before the order is read. */
export const PAY_RESULT_DELAY_MS = { standard: 1000, alternative: 3000 } as const;

/**
 * A payment still pending is asked about again by itself this often, this many times
 * (the provider's notice may be a few seconds behind the payer); then the patient may.
 */
export const PAY_RECHECKS = { everyMs: 3000, times: 3 } as const;

// Counts the visits of the page: each reads the payment anew.
let visits = 0;

const ICON: Record<TradeState, 'success' | 'waiting' | 'fail'> = {
  paid: 'success',
  finished: 'success',
  pending: 'waiting',
  unknown: 'waiting',
  closed: 'fail',
  failed: 'fail',
};

/**
 * Back from the cashier: wait a moment, read the order, ask the server to settle its
 * trade with the provider, and say where the payment stands.
 */
export default function PayResultPage() {
  const { t } = useTranslation(['booking', 'orders']);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const orderNo = params.get('orderNo') ?? '';
  const hospId = useHospId();
  usePageShowRefresh();
  const [visit] = useState(() => ++visits);
  const delay =
    pathname === '/orderPayResultWN'
      ? PAY_RESULT_DELAY_MS.alternative
      : PAY_RESULT_DELAY_MS.standard;
  // Each visit waits for the provider again; the order's own key is left to the order pages.
  const result = useQuery(
    orderNo ? ['payResult', visit, pathname, hospId, orderNo] : null,
    async () => {
      await new Promise((resolve) => window.setTimeout(resolve, delay));
      const read = await orderApi.get(hospId, orderNo);
      // Settling is the server's business; when it cannot, the order as read stands.
      const settled = read.tradeNo ? await orderApi.finish(read.id).catch(() => read) : read;
      ordersChanged();
      return settled;
    },
  );
  const order = result.data ?? null;
  const error = result.error ? apiErrorMessage(result.error, t) : null;
  const pending = order !== null && isPaymentPending(order);
  const [rechecks, setRechecks] = useState(0);
  const { reload } = result;
  useEffect(() => {
    if (!pending || rechecks >= PAY_RECHECKS.times) return;
    const timer = window.setTimeout(() => {
      setRechecks((n) => n + 1);
      reload();
    }, PAY_RECHECKS.everyMs);
    return () => window.clearTimeout(timer);
  }, [pending, rechecks, reload]);

  async function pay(orderNo: string) {
    try {
      if (!(await payNow(orderNo))) void tellUser(t('common:errors.generic'));
    } catch (err) {
      void tellUser(apiErrorMessage(err, t));
    }
  }

  if (!orderNo)
    return (
      <div className="booking-result" data-testid="pay-result">
        <ResultIcon kind="fail" />
        <p className="booking-result__text">{t('badLink')}</p>
      </div>
    );

  const state = order ? tradeState(order.tradeStatus) : null;
  return (
    <div className="booking-result" data-testid="pay-result" data-state={state ?? 'loading'}>
      {!order && !error && (
        <>
          <Loading size="48px" type="spinner" />
          <p className="booking-result__text">{t('pay.checking')}</p>
        </>
      )}
      {error && (
        <>
          <ResultIcon kind="fail" />
          <p className="booking-result__text">{error}</p>
          <div className="booking-result__actions">
            <Button round block type="primary" onClick={result.reload}>
              {t('common:actions.retry')}
            </Button>
          </div>
        </>
      )}
      {order && state && (
        <>
          <ResultIcon kind={ICON[state]} />
          <h2 className="booking-result__title">{t(`pay.states.${state}`)}</h2>
          <p className="booking-result__text">{t(`pay.hints.${state}`)}</p>
          <OrderSummaryCells order={order} />
          <ResultActions orderNo={order.orderNo}>
            {(state === 'closed' || state === 'failed') && canPayNow(order) && (
              <Button
                round
                block
                type="primary"
                onClick={() => void pay(order.orderNo)}
                data-testid="pay-again"
              >
                {t('orders:payNow')}
              </Button>
            )}
            {(state === 'pending' || state === 'unknown') && (
              <Button round block plain type="primary" onClick={result.reload}>
                {t('pay.refresh')}
              </Button>
            )}
          </ResultActions>
        </>
      )}
    </div>
  );
}
