import { Button } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';

/** A page with nothing to show but why, and the way back home. */
export function HomeNotice({
  text,
  testId,
  onHome,
}: {
  text: string;
  testId: string;
  onHome: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState kind="search" text={text} testId={testId}>
      <Button round type="primary" size="small" onClick={onHome}>
        {t('common:actions.backHome')}
      </Button>
    </EmptyState>
  );
}
