import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { AppointmentCells } from '@/domains/company/AppointmentCells';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { ReminderCard } from '@/domains/reminders/ReminderCard';
import { useAppointment } from './useAppointment';
import './company.css';

/** An appointment's info: person, employer, plan, place, time, exam number and the notice. */
export default function CompanyOrderInfoPage() {
  const { t } = useTranslation('company');
  const { appt, loading, error, reload } = useAppointment(
    useRouteQuery('/company/orderInfo').id ?? null,
  );
  if (loading) return <Skeleton row={8} style={{ padding: 16 }} />;
  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (!appt) return <EmptyState text={t('empty')} testId="company-empty" />;
  return (
    <div className="company" data-testid="company-order-info">
      <AppointmentCells appt={appt} />
      <ReminderCard booking="company" id={appt.id} booked={appt.appointStatus === 1} />
    </div>
  );
}
