import { Button } from 'react-vant';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

/**
 * A page with nothing to show but why, and the way back home (the route guard puts the
 * branch back from the previous route).
 */
export function HomeNotice({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState kind="search" text={text} testId={testId}>
      <Button round type="primary" size="small" onClick={() => navigate('/', { replace: true })}>
        {t('common:actions.backHome')}
      </Button>
    </EmptyState>
  );
}
