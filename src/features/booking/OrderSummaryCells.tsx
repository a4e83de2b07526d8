import { Cell } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { PersonalOrder } from '@/contract';
import { formatPrice } from '@/rules/money';

/** What was booked, in a few lines: the result pages show it under their message. */
export function OrderSummaryCells({ order }: { order: PersonalOrder }) {
  const { t } = useTranslation('booking');
  return (
    <Cell.Group inset className="app-kv">
      <Cell title={t('summary.package')} value={order.packageName} />
      <Cell title={t('summary.person')} value={order.name} />
      <Cell
        title={t('summary.time')}
        value={`${order.appointDate ?? ''} ${order.appointTimeRangeName ?? ''}`}
      />
      <Cell
        title={t('summary.amount')}
        value={`${t('common:currency')}${formatPrice(order.totalPrice)}`}
      />
      <Cell title={t('summary.orderNo')} value={order.orderNo} />
    </Cell.Group>
  );
}
