import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/kit/EmptyState';

/**
 * /error: the spec's not-found sentence to the letter (document 2, "/error and catch-all").
 * A visitor lands here when no branch can be found for the page they opened, so why and
 * the way in again follow below it; there is no branch to go home to.
 */
export default function ErrorPage() {
  const { t } = useTranslation('system');
  return (
    <EmptyState kind="error" text={t('notFound')} testId="error-page">
      <p className="system-hint">{t('missingHospital')}</p>
      <p className="system-hint">{t('missingHospitalHint')}</p>
    </EmptyState>
  );
}
