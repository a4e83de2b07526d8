import dayjs from 'dayjs';
import { Button, Loading } from 'react-vant';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { canPayNow, tradeState, type TradeState } from '@/rules/orderStatus';
import { usePayNow } from '@/domains/orders/mutations';
import { tellUser } from '@/kit/dialogs';
import { usePageShowRefresh } from '@/platform/usePageShowRefresh';
import { useHospId } from '@/domains/hospital/scope';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { NativeCashierQr } from './NativeCashierQr';
import { OrderSummaryCells } from './OrderSummaryCells';
import { ResultActions } from './ResultActions';
import { usePaymentCheck } from './usePaymentCheck';
import { ResultIcon } from '@/kit/ResultIcon';
import './booking.css';

/** How long the provider is given to tell the server before the order is read. */
export const PAY_RESULT_DELAY_MS = { standard: 1000, alternative: 3000 } as const;

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
  const path =
    useLocation().pathname === '/orderPayResultWN' ? '/orderPayResultWN' : '/orderPayResult';
  const orderNo = useRouteQuery(path).orderNo ?? '';
  const hospId = useHospId();
  usePageShowRefresh();
  const delay =
    path === '/orderPayResultWN' ? PAY_RESULT_DELAY_MS.alternative : PAY_RESULT_DELAY_MS.standard;
  const result = usePaymentCheck(hospId, orderNo, path, delay);
  const payNow = usePayNow();
  const order = result.check?.order ?? null;
  const checkedAt = result.check?.checkedAt ?? null;
  const error = result.error ? apiErrorMessage(result.error, t) : null;

  async function pay(orderNo: string) {
    try {
      if (!(await payNow.run(orderNo))) void tellUser(t('common:errors.generic'));
    } catch (err) {
      void tellUser(apiErrorMessage(err, t));
    }
  }

  if (!orderNo)
    return (
      <div className="app-result booking-result" data-testid="pay-result">
        <ResultIcon kind="fail" />
        <p className="app-result__text">{t('badLink')}</p>
      </div>
    );

  const state = order ? tradeState(order.tradeStatus) : null;
  return (
    <div
      className="app-result booking-result"
      data-testid="pay-result"
      data-state={state ?? 'loading'}
    >
      {!order && !error && (
        <>
          <Loading size="48px" type="spinner" />
          <p className="app-result__text">{t('pay.checking')}</p>
        </>
      )}
      {error && (
        <>
          <ResultIcon kind="fail" />
          <p className="app-result__text">{error}</p>
          <div className="app-result__actions">
            <Button round block type="primary" onClick={result.reload}>
              {t('common:actions.retry')}
            </Button>
          </div>
        </>
      )}
      {order && state && (
        <>
          <ResultIcon kind={ICON[state]} />
          <h2 className="app-result__title">{t(`pay.states.${state}`)}</h2>
          <p className="app-result__text">{t(`pay.hints.${state}`)}</p>
          {state === 'pending' && <NativeCashierQr orderNo={order.orderNo} />}
          {(state === 'pending' || state === 'unknown') && checkedAt !== null && (
            <p className="booking-result__meta" data-testid="pay-checked-at" data-at={checkedAt}>
              {t('pay.checkedAt', { time: dayjs(checkedAt).format('HH:mm:ss') })}
            </p>
          )}
          <OrderSummaryCells order={order} />
          <ResultActions orderNo={order.orderNo}>
            {(state === 'closed' || state === 'failed') && canPayNow(order) && (
              <Button
                round
                block
                type="primary"
                disabled={payNow.pending}
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
