import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/kit/EmptyState';

/** Where a visitor lands when no branch can be found for the page they opened. */
export default function ErrorPage() {
  const { t } = useTranslation('system');
  return (
    <EmptyState kind="error" text={t('missingHospital')} testId="error-page">
      <p className="system-hint">{t('missingHospitalHint')}</p>
    </EmptyState>
  );
}
