import { Fragment, lazy, Suspense, useState } from 'react';
import { TabBar, TabPanel } from '@/kit/TabBar';
import { useTranslation } from 'react-i18next';
import { useExamReport } from '@/domains/reports/detailApi';
import { ShareEntry } from '@/domains/shares/ShareEntry';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { EmptyState } from '@/kit/EmptyState';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { runtimeConfig } from '@/platform/runtimeConfig';
import { CODE_RATING_FIRST } from '@/rules/reportGate';
import { AbnormalCard } from './AbnormalCard';
import { DoctorSummaryButton } from './DoctorSummaryButton';
import { ReportDetailConclusion } from './ReportDetailConclusion';
import { ReportDetailGate } from './ReportDetailGate';
import {
  ReportDetailImaging,
  ReportDetailItems,
  type TrendTarget,
} from '@/domains/reports/ReportDetailItems';
import './reportDetail.css';

// The trend sheet and its chart library load only when a value is tapped.
const TrendSheet = lazy(() => import('./TrendSheet'));

const TABS = ['conclusion', 'physical', 'lab', 'imaging'] as const;
type Tab = (typeof TABS)[number];

/** One exam's report (spec 2, /report?repid): conclusion, physical, lab and imaging tabs. */
export default function ReportDetailPage() {
  const { t } = useTranslation(['reportDetail', 'reports']);
  // repid names the exam by its number, as the report centre's entries carry it.
  const tjbh = useRouteQuery('/report').repid ?? '';
  const { data: report, error, loading, reload } = useExamReport(tjbh);
  const [tab, setTab] = useState<Tab>('conclusion');
  const [trend, setTrend] = useState<TrendTarget | null>(null);
  const showDoctors = runtimeConfig().reportShowDoctorNames === true;

  // The server keeps the rating gate even when the centre's buttons were passed by.
  if (error?.code === CODE_RATING_FIRST)
    return (
      <ReportDetailGate
        tjbh={tjbh}
        message={apiErrorMessage(error, t, t('reports:gate.message'))}
        onRated={reload}
      />
    );

  if (!tjbh || error)
    return (
      <EmptyState
        kind="error"
        testId="report-error"
        text={error ? apiErrorMessage(error, t, t('queryError')) : t('queryError')}
      />
    );

  const items = report?.items ?? [];
  return (
    <div className="report-detail" data-testid="report-detail">
      <header className="report-detail__head">
        <h2>{report?.name ?? t('querying')}</h2>
        <p>
          <span>{t('examNo', { tjbh })}</span>
          {report && <span>{t('examDate', { date: report.tjrq })}</span>}
        </p>
      </header>
      <TabBar
        id="report"
        label={t('tabsLabel')}
        tabs={TABS.map((name) => ({ name, title: t(`tabs.${name}`) }))}
        active={tab}
        onChange={setTab}
        sticky
      />
      <TabPanel
        id="report"
        active={tab}
        className="report-detail__body"
        testId={`report-tab-${tab}`}
      >
        {tab === 'conclusion' &&
          (report ? (
            // New boxes in place of the loading ones, not the loading ones pushed down by
            // the abnormal card above them: the report's arrival shifts nothing (issue 27).
            <Fragment key="report">
              <AbnormalCard report={report} onTrend={setTrend} />
              <ReportDetailConclusion report={report} loading={false} showDoctors={showDoctors} />
            </Fragment>
          ) : (
            <ReportDetailConclusion
              key="loading"
              report={undefined}
              loading={loading}
              showDoctors={showDoctors}
            />
          ))}
        {tab === 'physical' && (
          <ReportDetailItems
            items={items.filter((i) => i.item_type === 0)}
            loading={loading}
            showDoctors={showDoctors}
            onTrend={setTrend}
          />
        )}
        {tab === 'lab' && (
          <ReportDetailItems
            items={items.filter((i) => i.item_type === 2)}
            loading={loading}
            showDoctors={showDoctors}
            onTrend={setTrend}
          />
        )}
        {tab === 'imaging' && (
          <ReportDetailImaging
            reports={report?.risReports ?? []}
            loading={loading}
            showDoctors={showDoctors}
          />
        )}
      </TabPanel>
      {/* Issue 29: below the tabs, so its arrival moves nothing above it. */}
      {/* Below the report: appearing when the branch's switches arrive moves nothing. */}
      {report && <DoctorSummaryButton tjbh={tjbh} />}
      {report && <ShareEntry tjbh={tjbh} />}
      {trend && (
        <Suspense fallback={null}>
          <TrendSheet tjbh={tjbh} target={trend} onClose={() => setTrend(null)} />
        </Suspense>
      )}
    </div>
  );
}
