import { Button } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/kit/EmptyState';
import { useGo } from '@/domains/hospital/useGo';

/** What a route still being built shows when it is opened directly by its URL. */
export function DevelopingNotice() {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <EmptyState kind="search" text={t('common:developing')} testId="developing">
      <Button round type="primary" size="small" onClick={() => go('/', { replace: true })}>
        {t('common:actions.backHome')}
      </Button>
    </EmptyState>
  );
}
