import { Button } from 'react-vant';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/kit/EmptyState';

export default function NotFoundPage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  return (
    <EmptyState kind="search" text={t('notFound')} testId="not-found-page">
      <Button round type="primary" size="small" onClick={() => navigate('/', { replace: true })}>
        {t('common:actions.backHome')}
      </Button>
    </EmptyState>
  );
}
