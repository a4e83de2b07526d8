import { useTranslation } from 'react-i18next';
import type { SharedReport } from '@/contract';
import { ReportDetailImaging, ReportDetailItems } from '@/domains/reports/ReportDetailItems';

// The shared report as its reader sees it: read-only, no rating, no trend, no other report;
// its items and imaging drawn as the report detail draws them, in the report detail's words.

function TextCard({
  title,
  text,
  empty,
  testId,
}: Record<'title' | 'text' | 'empty' | 'testId', string>) {
  return (
    <section className="app-card" data-testid={testId}>
      <h3 className="app-section-title">{title}</h3>
      <p className="report-detail__text">{text.trim() || empty}</p>
    </section>
  );
}

export function SharedReportView({ report }: { report: SharedReport }) {
  const { t } = useTranslation(['shares', 'reportDetail']);
  const person = [
    report.name,
    t(`shares:reader.sex.${report.sex}`),
    report.age === null ? null : t('shares:reader.age', { age: report.age }),
  ].filter(Boolean);
  // An imaging item's words are in its own report below: as an item it is a name over
  // nothing, the empty tables the reader saw three times (issue 38).
  const items = report.items.filter((i) => i.result.length > 0 || i.comment.trim());
  return (
    <div className="shared-report" data-testid="shared-report">
      <header className="shared-report__head">
        <h2>{person.join(' · ')}</h2>
        <p>{t('reportDetail:examDate', { date: report.tjrq })}</p>
        <p className="shared-report__note">{t('shares:reader.readOnly')}</p>
      </header>
      <TextCard
        testId="shared-summary"
        title={t('reportDetail:summary')}
        text={report.summary}
        empty={t('reportDetail:noData')}
      />
      <TextCard
        testId="shared-advice"
        title={t('reportDetail:advice')}
        text={report.advice}
        empty={t('reportDetail:noAdvice')}
      />
      {items.length > 0 && <ReportDetailItems items={items} loading={false} showDoctors={false} />}
      {report.risReports.length > 0 && (
        <ReportDetailImaging reports={report.risReports} loading={false} showDoctors={false} />
      )}
    </div>
  );
}
