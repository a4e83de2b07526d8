import { Skeleton } from 'react-vant';
import { TabBar, TabPanel } from '@/kit/TabBar';
import { useTranslation } from 'react-i18next';
import type { PersonalOrder } from '@/contract';
import { useUserOrders } from '@/domains/orders/queries';
import { ListFoot } from '@/kit/query/ListFoot';
import type { PagedQuery } from '@/kit/query/usePagedQuery';
import { href } from '@/kit/routes';
import { useRouteQuery, useSetRouteQuery } from '@/kit/useRouteQuery';
import { ORDER_TABS, orderBanner, ordersInTab, type OrderTab } from '@/rules/orderStatus';
import { useHospId } from '@/domains/hospital/scope';
import { useAccount } from '@/domains/session/useAccount';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { PullToRefresh } from '@/kit/PullToRefresh';
import { useGo } from '@/domains/hospital/useGo';
import './orders.css';
import { Price } from '@/kit/Price';

/**
 * The patient's personal bookings, by status, a page at a time as the list is scrolled; the
 * tab lives in the URL so "back" keeps it, and the pages read stay in the query store.
 */
export default function OrderListPage() {
  const { t } = useTranslation('orders');
  const hospId = useHospId();
  const user = useAccount();
  const go = useGo();
  const tab: OrderTab = useRouteQuery('/orderlist').tab ?? 'booked';
  const setQuery = useSetRouteQuery('/orderlist');
  const orders = useUserOrders(hospId, user.id);

  const chooseTab = (next: OrderTab) => setQuery({ tab: next });

  return (
    <div className="orders" data-testid="order-list">
      <TabBar
        id="orders"
        label={t('tabsLabel')}
        tabs={ORDER_TABS.map((name) => ({ name, title: t(`tabs.${name}`) }))}
        active={tab}
        onChange={chooseTab}
        sticky
      />
      <TabPanel id="orders" active={tab}>
        <PullToRefresh>
          {orders.loading ? (
            <Skeleton row={6} style={{ padding: 16 }} />
          ) : orders.error || !orders.rows ? (
            <ErrorState error={orders.error} onRetry={orders.reload} />
          ) : (
            <OrderCards
              orders={ordersInTab(orders.rows, tab)}
              list={orders}
              onOpen={(o) => go(href('/orderinfo', { orderNo: o.orderNo }))}
            />
          )}
        </PullToRefresh>
      </TabPanel>
    </div>
  );
}

function OrderCards({
  orders,
  list,
  onOpen,
}: {
  orders: PersonalOrder[];
  list: PagedQuery<PersonalOrder>;
  onOpen: (order: PersonalOrder) => void;
}) {
  const { t } = useTranslation('orders');
  const go = useGo();
  // The tab's orders may all be further down: empty only once every page is read.
  if (orders.length === 0 && !list.more)
    return (
      // Not a dead end: the way to a first booking.
      <EmptyState
        text={t('empty')}
        testId="orders-empty"
        action={{ label: t('bookNow'), onClick: () => go('/packageList') }}
      />
    );
  return (
    <>
      <ul className="orders__list">
        {orders.map((o) => {
          const banner = orderBanner(o);
          return (
            <li key={o.orderNo}>
              <button
                type="button"
                className="app-card orders__card"
                data-order={o.orderNo}
                data-testid={`order-${o.orderNo}`}
                onClick={() => onOpen(o)}
              >
                <span className="orders__head">
                  <span className="orders__package">{o.packageName}</span>
                  <span className={`orders__status orders__status--${banner}`}>
                    {t(`banner.${banner}`)}
                  </span>
                </span>
                <span className="orders__line">{t('person', { name: o.name })}</span>
                <span className="orders__line">
                  {t('time', { date: o.appointDate ?? '', slot: o.appointTimeRangeName ?? '' })}
                </span>
                <span className="orders__foot">
                  <span className="orders__no">{o.orderNo}</span>
                  <Price amount={o.totalPrice} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <ListFoot list={list} />
    </>
  );
}
