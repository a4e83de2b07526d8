import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from './apiErrorMessage';
import { EmptyState } from './EmptyState';

/** A block that failed to load: what went wrong, and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      kind="error"
      text={apiErrorMessage(error, t)}
      testId="error-state"
      action={onRetry && { label: t('common:actions.retry'), onClick: onRetry }}
    />
  );
}
