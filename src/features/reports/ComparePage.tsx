import { Skeleton } from 'react-vant';
import { TabBar, TabPanel } from '@/kit/TabBar';
import { useTranslation } from 'react-i18next';
import type { ReportComparison } from '@/contract';
import { useHospId } from '@/domains/hospital/scope';
import { useComparison } from '@/domains/reports/centreApi';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import type { RouteQuery } from '@/kit/routes';
import { useRouteQuery, useSetRouteQuery } from '@/kit/useRouteQuery';
import { CODE_RATING_FIRST } from '@/rules/reportGate';
import { COMPARE_MIN, compareCells, compareNumbers } from '@/rules/reports';
import { typesetUnit } from '@/rules/units';
import { CompareGate } from './CompareGate';
import { CompareScroll } from './CompareScroll';
import { DoctorSummaryButton } from './DoctorSummaryButton';
import { ResultMark } from '@/domains/reports/ResultMark';
import './compare.css';

type CompareTab = NonNullable<RouteQuery<'/report/comparePage'>['tab']>;
const TABS: readonly CompareTab[] = ['physical', 'lab', 'imaging'];
const ITEM_TYPE = { physical: 0, lab: 2 } as const;

/** Values side by side, one column per exam; the item's column stays while the rest scroll. */
function ValueTables({ data, itemType }: { data: ReportComparison; itemType: 0 | 2 }) {
  const { t } = useTranslation('reports');
  const categories = data.categories.filter((c) => c.itemType === itemType);
  if (categories.length === 0) return <EmptyState compact text={t('comparePage.empty')} />;
  return (
    <>
      {categories.map((c) => (
        <section key={c.categoryName} className="app-card cmp-card">
          <h2 className="cmp-card__title">{c.categoryName}</h2>
          <CompareScroll
            label={c.categoryName}
            exams={data.count}
            testId={`compare-${c.categoryName}`}
          >
            <table className="cmp-table" data-testid={`compare-${c.categoryName}`}>
              <thead>
                <tr>
                  <th scope="col">{t('comparePage.item')}</th>
                  {data.examDates.map((d, i) => (
                    <th scope="col" key={data.examNumbers[i]}>
                      {d}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {c.results.map((r) => (
                  <tr key={r.itemName} data-item={r.itemName}>
                    <th scope="row">
                      <span className="cmp-table__name">{r.itemName}</span>
                      {(r.unit || r.refValue) && (
                        <span className="cmp-table__meta">
                          {[r.refValue, typesetUnit(r.unit)].filter(Boolean).join(' ')}
                        </span>
                      )}
                    </th>
                    {compareCells(r, data.count).map((cell, i) => (
                      <td
                        key={data.examNumbers[i]}
                        className={cell.direction ? `cmp-cell--${cell.direction}` : undefined}
                      >
                        <span className="cmp-cell__value">{cell.value || '-'}</span>
                        <ResultMark side={cell.direction} printed={cell.mark} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </CompareScroll>
        </section>
      ))}
    </>
  );
}

/** Each imaging report's conclusion, exam by exam. */
function ImagingList({ data }: { data: ReportComparison }) {
  const { t } = useTranslation('reports');
  if (data.imagingCategories.length === 0)
    return <EmptyState compact text={t('comparePage.empty')} />;
  return (
    <>
      {data.imagingCategories.map((c) => (
        <section key={c.categoryName} className="app-card cmp-card">
          <h2 className="cmp-card__title">{c.categoryName}</h2>
          <dl className="cmp-imaging">
            {c.reports.map((r) => (
              <div key={`${r.examDate}-${r.reportName}`} className="cmp-imaging__row">
                <dt>{r.examDate}</dt>
                <dd>{r.reportConclusion || t('comparePage.empty')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

/** The comparison of the exams in `tjbh` (comma-joined): physical, lab and imaging. */
export default function ComparePage() {
  const { t } = useTranslation('reports');
  const query = useRouteQuery('/report/comparePage');
  const setQuery = useSetRouteQuery('/report/comparePage');
  const hospId = useHospId();
  const numbers = compareNumbers(query.tjbh);
  const enough = numbers.length >= COMPARE_MIN;
  const { data, error, loading, reload } = useComparison(hospId, enough ? numbers : []);
  const tab: CompareTab = query.tab ?? 'lab';
  const chooseTab = (next: CompareTab) => setQuery({ tab: next });

  if (!enough) return <EmptyState text={t('comparePage.tooFew')} testId="compare-too-few" />;
  // The server keeps the rating gate even when the compare list's marks were passed by.
  if (error?.code === CODE_RATING_FIRST)
    return <CompareGate numbers={numbers} refusal={error} onRated={reload} />;
  return (
    <div className="cmp" data-testid="compare-page">
      <TabBar
        id="compare"
        label={t('comparePage.tabsLabel')}
        tabs={TABS.map((name) => ({ name, title: t(`comparePage.tabs.${name}`) }))}
        active={tab}
        onChange={chooseTab}
        sticky
      />
      <TabPanel id="compare" active={tab}>
        {tab !== 'imaging' && <p className="cmp__legend">{t('comparePage.legend')}</p>}
        {loading ? (
          <Skeleton row={8} style={{ padding: 16 }} />
        ) : error || !data ? (
          <ErrorState error={error} onRetry={reload} />
        ) : tab === 'imaging' ? (
          <ImagingList data={data} />
        ) : (
          <ValueTables data={data} itemType={ITEM_TYPE[tab]} />
        )}
      </TabPanel>
      {/* Below the tables, so its arrival moves nothing: the newest exam, the rest beside it. */}
      {data && data.examNumbers[0] && (
        <DoctorSummaryButton tjbh={data.examNumbers[0]} compare={data.examNumbers.slice(1)} />
      )}
    </div>
  );
}
