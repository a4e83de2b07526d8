import { useLayoutEffect } from 'react';
import { Button, Skeleton } from 'react-vant';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppointmentCells } from '@/domains/company/AppointmentCells';
import { useGo } from '@/domains/hospital/useGo';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { ResultIcon } from '@/kit/ResultIcon';
import { parseStoredObject } from '@/rules/storedObject';
import { useAppointment } from './useAppointment';
import './company.css';

function decoded(param: string): string | null {
  try {
    return decodeURIComponent(param);
  } catch {
    return null;
  }
}

/** The success page: its parameter only names the appointment; what it shows comes from the server. */
export default function CompanyOrderSuccessPage() {
  const { t } = useTranslation('company');
  const go = useGo();
  const { orderinfo = '' } = useParams();
  const id = parseStoredObject(decoded(orderinfo))?.id;
  const { appt, loading, error, reload } = useAppointment(typeof id === 'number' ? id : null);
  // The date form it replaces was scrolled to its submit button: the result opens at its top.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (loading) return <Skeleton row={8} style={{ padding: 16 }} />;
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (!appt) return <EmptyState text={t('empty')} testId="company-empty" />;
  return (
    <div className="company" data-testid="company-success">
      <div className="company__success">
        <ResultIcon kind="success" />
        <h1 className="company__success-title">{t('successTitle')}</h1>
      </div>
      <AppointmentCells appt={appt} />
      <div className="company__success-actions">
        <Button
          block
          round
          type="primary"
          onClick={() => go('/company/orderlist', { replace: true })}
        >
          {t('actions.toList')}
        </Button>
      </div>
    </div>
  );
}
