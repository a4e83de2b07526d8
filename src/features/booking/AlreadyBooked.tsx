import { Button } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { PersonalOrder } from '@/contract';
import { useGo } from '@/domains/hospital/useGo';
import { usePayNow } from '@/domains/orders/mutations';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { tellUser } from '@/kit/dialogs';
import { href } from '@/kit/routes';
import { canPayNow } from '@/rules/orderStatus';
import { OrderSummaryCells } from './OrderSummaryCells';
import { ResultIcon } from '@/kit/ResultIcon';

/**
 * The booking form, come back to (from the cashier, or by a refresh) after its draft was
 * booked: no second booking, but the ways on from the one already made.
 */
export function AlreadyBooked({
  order,
  onNewBooking,
}: {
  order: PersonalOrder;
  onNewBooking: () => void;
}) {
  const { t } = useTranslation(['booking', 'orders']);
  const go = useGo();
  const unpaid = canPayNow(order);
  const payNow = usePayNow();

  async function pay() {
    try {
      if (!(await payNow.run(order.orderNo))) void tellUser(t('common:errors.generic'));
    } catch (err) {
      void tellUser(apiErrorMessage(err, t));
    }
  }

  return (
    <div className="app-result booking-result" data-testid="already-booked">
      <ResultIcon kind={unpaid ? 'waiting' : 'success'} />
      <h2 className="app-result__title">{t('alreadyBooked.title')}</h2>
      <p className="app-result__text">
        {t(unpaid ? 'alreadyBooked.unpaid' : 'alreadyBooked.booked')}
      </p>
      <OrderSummaryCells order={order} />
      <div className="app-result__actions">
        {unpaid && (
          <Button round block type="primary" disabled={payNow.pending} onClick={() => void pay()}>
            {t('orders:payNow')}
          </Button>
        )}
        <Button
          round
          block
          type={unpaid ? 'default' : 'primary'}
          onClick={() => go(href('/orderinfo', { orderNo: order.orderNo }), { replace: true })}
        >
          {t('viewOrder')}
        </Button>
        <Button round block plain onClick={onNewBooking}>
          {t('alreadyBooked.newBooking')}
        </Button>
      </div>
    </div>
  );
}
