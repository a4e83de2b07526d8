import { useTranslation } from 'react-i18next';
import type { ReportItem, ReportResult, SharedReport } from '@/contract';
import { readingOf, resultSide } from '@/rules/abnormal';
import { typesetUnit } from '@/rules/units';

// The shared report as its reader sees it: read-only, no rating, no trend, no other report.
// The words of a report are the report detail's own (its namespace); the report detail's
// components belong to its feature, so this page draws the same content in short.

/** A value's reading in a sign and a word (never colour alone); nothing when in range. */
function Reading({ result }: { result: ReportResult }) {
  const { t } = useTranslation('reportDetail');
  const { reading, sign } = readingOf(resultSide(result), result.prompt);
  if (reading === 'normal') return null;
  return (
    <span className={`shared-mark shared-mark--${reading}`}>
      {sign && <span aria-hidden="true">{sign}</span>}
      {t(`sides.${reading}`)}
    </span>
  );
}

function ItemCard({ item }: { item: ReportItem }) {
  const { t } = useTranslation('reportDetail');
  return (
    <section className="app-card shared-item" data-testid="shared-item">
      <h3 className="app-section-title">{item.item_name}</h3>
      {item.result.length > 0 && (
        <table className="shared-table">
          <thead>
            <tr>
              <th scope="col">{t('columns.node')}</th>
              <th scope="col">{t('columns.result')}</th>
              <th scope="col">{t('columns.ref')}</th>
            </tr>
          </thead>
          <tbody>
            {item.result.map((r) => (
              <tr key={r.node_name} data-testid="shared-result">
                <th scope="row">{r.node_name}</th>
                <td>
                  {r.node_result} {typesetUnit(r.unit)}
                  <Reading result={r} />
                </td>
                <td>{r.ref_value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="shared-text">
        <strong>{t('comment')}</strong> {item.comment.trim() || t('noDescription')}
      </p>
    </section>
  );
}

function TextCard({
  title,
  text,
  empty,
  testId,
}: Record<'title' | 'text' | 'empty' | 'testId', string>) {
  return (
    <section className="app-card" data-testid={testId}>
      <h3 className="app-section-title">{title}</h3>
      <p className="shared-text">{text.trim() || empty}</p>
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
      {report.items.map((item) => (
        <ItemCard key={item.item_name} item={item} />
      ))}
      {report.risReports.map((r) => (
        <section key={r.repno} className="app-card" data-testid="shared-imaging">
          <h3 className="app-section-title">{r.report_name}</h3>
          <h4 className="shared-subtitle">{t('reportDetail:finding')}</h4>
          <p className="shared-text">{r.finding.trim() || t('reportDetail:noDescription')}</p>
          <h4 className="shared-subtitle">{t('reportDetail:conclusion')}</h4>
          <p className="shared-text">{r.conclusion.trim() || t('reportDetail:noDescription')}</p>
        </section>
      ))}
    </div>
  );
}
