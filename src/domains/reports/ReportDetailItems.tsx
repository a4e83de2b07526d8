import { useTranslation } from 'react-i18next';
import type { ReportItem, ReportResult, RisReport } from '@/contract';
import { hasTrend, resultSide } from '@/rules/abnormal';
import { EmptyState } from '@/kit/EmptyState';
import { typesetUnit } from '@/rules/units';
import { ResultMark } from './ResultMark';
import './reportItems.css';

/** The value whose trend is asked for: its item and node name the same value in every exam. */
export interface TrendTarget {
  item: string;
  node: string;
  unit: string;
}

/** Opens a value's trend; absent where there is none to show (a shared report). */
type OnTrend = ((target: TrendTarget) => void) | undefined;

/**
 * A result with its reading: ↑ "high" in red, ↓ "low" in blue, the word always beside the sign.
 * A number opens its trend; the whole cell is the button, at least a finger wide.
 */
export function ResultValue({
  item,
  result,
  onTrend,
}: {
  item: string;
  result: ReportResult;
  onTrend: OnTrend;
}) {
  const side = resultSide(result);
  const text = (
    <>
      <span className="report-detail__figure">{result.node_result}</span>
      <ResultMark side={side} printed={result.prompt} />
    </>
  );
  const className = `report-detail__value${side ? ` report-detail__value--${side}` : ''}`;
  if (!onTrend || !hasTrend(result)) return <span className={className}>{text}</span>;
  return (
    <button
      type="button"
      className={`${className} report-detail__value--trend`}
      data-testid="trend-open"
      data-node={result.node_name}
      onClick={() => onTrend({ item, node: result.node_name, unit: result.unit })}
    >
      {text}
    </button>
  );
}

function ItemCard({
  item,
  showDoctors,
  onTrend,
}: {
  item: ReportItem;
  showDoctors: boolean;
  onTrend: OnTrend;
}) {
  const { t } = useTranslation('reportDetail');
  return (
    <section className="app-card report-detail__item" data-testid="report-item">
      <h3 className="app-section-title">
        <span>{item.item_name}</span>
        {showDoctors && item.exam_doc_name && (
          <small data-testid="item-doctor">{t('doctor', { name: item.exam_doc_name })}</small>
        )}
      </h3>
      {/* An item read elsewhere (imaging, in its own report) has no rows: no empty table. */}
      {item.result.length > 0 && (
        <table className="report-detail__table">
          <thead>
            <tr>
              <th>{t('columns.node')}</th>
              <th>{t('columns.result')}</th>
              <th>{t('columns.unit')}</th>
              <th>{t('columns.ref')}</th>
            </tr>
          </thead>
          <tbody>
            {item.result.map((r) => {
              const plain = !r.unit && !r.ref_value;
              return (
                <tr
                  key={r.node_name}
                  className={plain ? 'report-detail__row--text' : undefined}
                  data-testid="report-result"
                >
                  <th scope="row">{r.node_name}</th>
                  <td className="report-detail__result" colSpan={plain ? 3 : 1}>
                    <ResultValue item={item.item_name} result={r} onTrend={onTrend} />
                  </td>
                  {!plain && <td className="report-detail__unit">{typesetUnit(r.unit)}</td>}
                  {!plain && (
                    <td className="report-detail__ref" data-label={t('columns.ref')}>
                      {r.ref_value}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {/* No summary written: no line saying so under every panel (issue 38). */}
      {item.comment.trim() && (
        <p className="report-detail__comment" data-testid="item-comment">
          <strong>{t('comment')}</strong>
          {item.comment.trim()}
        </p>
      )}
    </section>
  );
}

/** The physical or lab tab: each item's result nodes, each number opening its trend. */
export function ReportDetailItems({
  items,
  loading,
  showDoctors,
  onTrend,
}: {
  items: ReportItem[];
  loading: boolean;
  showDoctors: boolean;
  onTrend?: OnTrend;
}) {
  const { t } = useTranslation('reportDetail');
  if (loading) return <EmptyState compact text={t('querying')} testId="report-querying" />;
  if (items.length === 0) return <EmptyState text={t('noData')} testId="report-empty" />;
  return (
    <>
      {onTrend && <p className="report-detail__hint">{t('trendHint')}</p>}
      {items.map((item) => (
        <ItemCard key={item.item_name} item={item} showDoctors={showDoctors} onTrend={onTrend} />
      ))}
    </>
  );
}

/** The imaging tab: each report's findings and conclusion. */
export function ReportDetailImaging({
  reports,
  loading,
  showDoctors,
}: {
  reports: RisReport[];
  loading: boolean;
  showDoctors: boolean;
}) {
  const { t } = useTranslation('reportDetail');
  if (loading) return <EmptyState compact text={t('querying')} testId="report-querying" />;
  if (reports.length === 0) return <EmptyState text={t('noData')} testId="report-empty" />;
  return (
    <>
      {reports.map((r) => (
        <section key={r.repno} className="app-card report-detail__item" data-testid="report-ris">
          <h3 className="app-section-title">
            <span>{r.report_name}</span>
            {showDoctors && r.exam_doc_name && (
              <small data-testid="item-doctor">{t('doctor', { name: r.exam_doc_name })}</small>
            )}
          </h3>
          <h4>{t('finding')}</h4>
          <p className="report-detail__text">{r.finding.trim() || t('noDescription')}</p>
          <h4>{t('conclusion')}</h4>
          <p className="report-detail__text report-detail__conclusion">
            {r.conclusion.trim() || t('noDescription')}
          </p>
        </section>
      ))}
    </>
  );
}
