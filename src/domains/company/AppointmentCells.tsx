import { Cell } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { CompanyAppointment } from '@/contract';
import { SafeHtml } from '@/kit/SafeHtml';

/** What an appointment's info and success pages show: person, employer, plan, place, time. */
export function AppointmentCells({ appt }: { appt: CompanyAppointment }) {
  const { t } = useTranslation('company');
  const time = appt.appointDate ? `${appt.appointDate} ${appt.appointTimeRangeName ?? ''}` : '';
  const rows: Array<[string, string]> = [
    ['person', appt.name],
    ['company', appt.companyName],
    ['batch', appt.companyBatchName],
    ['group', appt.groupName],
    ['hospital', appt.hospName],
    ['address', appt.hospAddress],
    ['time', time],
    ['examNo', appt.examNo],
  ];
  return (
    <>
      <Cell.Group inset className="company__cells" data-testid="company-cells">
        {rows.map(([key, value]) => (
          <Cell
            key={key}
            title={t(`fields.${key}`)}
            value={<span data-testid={`cell-${key}`}>{value}</span>}
          />
        ))}
        {appt.addCombos.length > 0 && (
          <Cell
            title={t('fields.addOns')}
            value={appt.addCombos.map((c) => c.comboName).join(t('separator'))}
          />
        )}
      </Cell.Group>
      {appt.batchNoticeContent.trim() && (
        <section className="app-card company__notice" data-testid="company-notice">
          <h2 className="company__section-title">{t('noticeTitle')}</h2>
          <SafeHtml html={appt.batchNoticeContent} />
        </section>
      )}
    </>
  );
}
