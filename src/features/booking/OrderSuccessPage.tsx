import { useLayoutEffect } from 'react';
import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { orderApi } from '@/domains/orders/api';
import { useQuery } from '@/kit/query/useQuery';
import { orderKeys } from '@/domains/orders/queries';
import { useHospId } from '@/domains/hospital/scope';
import { useGo } from '@/domains/hospital/useGo';
import { LinkIncomplete } from '@/kit/LinkIncomplete';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { OrderSummaryCells } from './OrderSummaryCells';
import { ResultActions } from './ResultActions';
import { ResultIcon } from '@/kit/ResultIcon';
import './booking.css';

/** The booking is made (opened by replace, so "back" does not return to the form). */
export default function OrderSuccessPage() {
  const { t } = useTranslation('booking');
  const orderNo = useRouteQuery('/orderSuccess').orderNo ?? '';
  const hospId = useHospId();
  const go = useGo();
  const { data: order, loading } = useQuery(orderNo ? orderKeys.one(hospId, orderNo) : null, () =>
    orderApi.get(hospId, orderNo),
  );

  // The form it replaces was scrolled to its submit button, and the router keeps the window's
  // scroll: the result opens at its top. (In braces: newer Chromium answers scrollTo with a
  // promise, which React would take for a cleanup.)
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (!orderNo) return <LinkIncomplete onHome={() => go('/', { replace: true })} />;
  return (
    <div className="app-result booking-result" data-testid="order-success">
      <ResultIcon kind="success" />
      <h2 className="app-result__title">{t('success.title')}</h2>
      <p className="app-result__text">{t('success.text')}</p>
      {loading ? <Skeleton row={4} /> : order && <OrderSummaryCells order={order} />}
      <ResultActions orderNo={orderNo} />
    </div>
  );
}
