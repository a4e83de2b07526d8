import type { ReactNode } from 'react';
import { Button } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';

/**
 * The way on from a result page: the order, or home. Both replace the result, so "back"
 * from there does not land on it again.
 */
export function ResultActions({ orderNo, children }: { orderNo: string; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  const go = useGo();
  return (
    <div className="app-result__actions">
      {children}
      {orderNo && (
        <Button
          round
          block
          type="primary"
          onClick={() => go(href('/orderinfo', { orderNo }), { replace: true })}
        >
          {t('viewOrder')}
        </Button>
      )}
      <Button round block onClick={() => go('/', { replace: true })}>
        {t('common:actions.backHome')}
      </Button>
    </div>
  );
}
