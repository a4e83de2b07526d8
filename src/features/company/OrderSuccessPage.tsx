import { Button, Skeleton } from 'react-vant';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppointmentCells } from '@/domains/company/AppointmentCells';
import { useGo } from '@/domains/hospital/useGo';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
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
  if (loading) return <Skeleton row={8} style={{ padding: 16 }} />;
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (!appt) return <EmptyState text={t('empty')} testId="company-empty" />;
  return (
    <div className="company" data-testid="company-success">
      <div className="company__success">
        <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden>
          <circle cx="32" cy="32" r="30" fill="#07c160" />
          <path
            d="M19 33l9 9 17-19"
            stroke="#fff"
            strokeWidth="5"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
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
