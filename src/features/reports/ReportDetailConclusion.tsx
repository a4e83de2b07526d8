import { useTranslation } from 'react-i18next';
import type { ExamReport } from '@/contract';

/** A moment's date as the centre saw it, in China time. */
const chinaDate = (iso: string) =>
  new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

/** Text of a block: "querying" while loading, its own empty words when there is none. */
function Text({ text, loading, empty }: { text: string; loading: boolean; empty: string }) {
  const { t } = useTranslation('reportDetail');
  if (loading) return <p className="report-detail__muted">{t('querying')}</p>;
  if (!text.trim()) return <p className="report-detail__muted">{empty}</p>;
  return <p className="report-detail__text">{text}</p>;
}

/** The chief doctor's summary and advice, with who signed the report when names may show. */
export function ReportDetailConclusion({
  report,
  loading,
  showDoctors,
}: {
  report: ExamReport | undefined;
  loading: boolean;
  showDoctors: boolean;
}) {
  const { t } = useTranslation('reportDetail');
  return (
    <>
      <section className="app-card" data-testid="report-summary">
        <h3 className="app-section-title">{t('summary')}</h3>
        <Text text={report?.summary ?? ''} loading={loading} empty={t('noData')} />
      </section>
      <section className="app-card" data-testid="report-advice">
        <h3 className="app-section-title">{t('advice')}</h3>
        <Text text={report?.advice ?? ''} loading={loading} empty={t('noAdvice')} />
      </section>
      {report && (
        <section className="app-card report-detail__sign" data-testid="report-sign">
          {showDoctors && report.chiefDoctorName && (
            <p>{t('chiefDoctor', { name: report.chiefDoctorName })}</p>
          )}
          {showDoctors && report.verifyDoctorName && (
            <p>{t('verifyDoctor', { name: report.verifyDoctorName })}</p>
          )}
          {report.reportTime && <p>{t('reportTime', { date: chinaDate(report.reportTime) })}</p>}
        </section>
      )}
    </>
  );
}
