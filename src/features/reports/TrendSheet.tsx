import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button, Popup } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useReportTrend } from '@/domains/reports/detailApi';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { EmptyState } from '@/kit/EmptyState';
import { resultSide } from '@/rules/abnormal';
import { trendSeries } from '@/rules/reportTrend';
import { typesetUnit } from '@/rules/units';
import type { TrendTarget } from '@/domains/reports/ReportDetailItems';
import { ResultMark } from '@/domains/reports/ResultMark';
import { RatingPopup } from './RatingPopupLazy';
import './trendSheet.css';

// uPlot (about 20 KB gzipped) comes with the chart, never with the report itself.
const TrendChart = lazy(() => import('./TrendChart'));

/**
 * Beyond the spec: one value across all of the person's exams, over its reference band. An
 * exam whose value the rating gate holds back is named under the values, with its rating
 * in place; once rated, the trend is read again with that value.
 */
export default function TrendSheet({
  tjbh,
  target,
  onClose,
}: {
  tjbh: string;
  target: TrendTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation(['reportDetail', 'reports']);
  const { data, error, loading, reload } = useReportTrend(tjbh, target);
  const [rating, setRating] = useState<string | null>(null);
  // Stable, so the rating's reply timer is not restarted by this sheet's renders.
  const closeRating = useCallback(() => setRating(null), []);
  const points = useMemo(() => data?.points ?? [], [data]);
  // One series object per answer: the chart is drawn again only when the data changes.
  const series = useMemo(() => trendSeries(points), [points]);
  const ref = points.at(-1)?.ref_value ?? '';
  return (
    <Popup visible round closeable position="bottom" onClose={onClose} className="trend-sheet">
      <div data-testid="trend-sheet">
        <h3>{t('trend.title', { node: target.node })}</h3>
        {ref && <p className="trend-sheet__band">{t('trend.band', { ref })}</p>}
        {loading && <EmptyState compact text={t('querying')} />}
        {error && <EmptyState compact text={apiErrorMessage(error, t, t('queryError'))} />}
        {data && points.length === 0 && <EmptyState compact text={t('noData')} />}
        {points.length > 0 && (
          <div className="trend-sheet__chart">
            <Suspense fallback={<EmptyState compact text={t('querying')} />}>
              <TrendChart
                series={series}
                label={`${target.node} ${typesetUnit(target.unit)}`.trim()}
              />
            </Suspense>
          </div>
        )}
        {points.length === 1 && <p className="trend-sheet__band">{t('trend.onlyOne')}</p>}
        {points.length > 0 && (
          <>
            <h4>{t('trend.values')}</h4>
            <ul className="trend-sheet__list" data-testid="trend-values">
              {[...points].reverse().map((p) => {
                const side = resultSide(p);
                return (
                  <li key={p.tjbh} data-testid="trend-value" data-side={side ?? ''}>
                    <span>{p.tjrq}</span>
                    <span className={side ? `report-detail__value--${side}` : undefined}>
                      <span className="report-detail__figure">
                        {p.node_result} {typesetUnit(p.unit)}
                      </span>
                      <ResultMark side={side} printed={p.prompt} normal />
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {data?.gated && data.gated.length > 0 && (
          <ul className="trend-sheet__gated">
            {data.gated.map((g) => (
              <li key={g.tjbh} data-testid="trend-gated">
                <span>{t('reports:gate.trend', { date: g.tjrq })}</span>
                <Button size="small" round plain type="primary" onClick={() => setRating(g.tjbh)}>
                  {t('reports:gate.go')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {/* A named way out at the end of the list, finger-sized, as well as the corner cross. */}
        <Button block round className="trend-sheet__close" onClick={onClose}>
          {t('trend.close')}
        </Button>
      </div>
      <RatingPopup
        exam={rating ? { tjbh: rating, is_rated: false } : null}
        onClose={closeRating}
        onRated={reload}
      />
    </Popup>
  );
}
