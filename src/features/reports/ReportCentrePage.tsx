import { useCallback, useRef, useState } from 'react';
import { Button, Skeleton } from 'react-vant';
import { TabBar, TabPanel } from '@/kit/TabBar';
import { useTranslation } from 'react-i18next';
import type { ExternalReport, ReportListEntry } from '@/contract';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useHospId } from '@/domains/hospital/scope';
import { useGo } from '@/domains/hospital/useGo';
import { useProfiles } from '@/domains/profile/queries';
import { useExamRecords, useExternalReports } from '@/domains/reports/centreApi';
import { useAccount } from '@/domains/session/useAccount';
import { ChoiceChips } from '@/kit/ChoiceChips';
import { tellUser } from '@/kit/dialogs';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { PullToRefresh } from '@/kit/PullToRefresh';
import { ListFoot } from '@/kit/query/ListFoot';
import { href } from '@/kit/routes';
import { useRouteQuery, useSetRouteQuery } from '@/kit/useRouteQuery';
import { canCompare, entriesOfTab, ratingRequired, type ReportTab } from '@/rules/reports';
import { ExamCard } from './ExamCard';
import { centreActions } from '@/rules/pdfActions';
import { RatingPopup } from './RatingPopupLazy';
import { ExternalList, NoReports, RecordsError } from './ReportCentreParts';
import './centre.css';

const TABS: readonly ReportTab[] = ['processing', 'completed', 'other'];

/**
 * The report centre: whose reports (self or a relative), then their exams in progress,
 * completed, and reports made elsewhere. Person and tab live in the URL so "back" keeps them.
 */
export default function ReportCentrePage() {
  const { t } = useTranslation('reports');
  const query = useRouteQuery('/reports');
  const setQuery = useSetRouteQuery('/reports');
  const hospId = useHospId();
  const go = useGo();
  const profiles = useProfiles(useAccount().id);
  const configs = useHospConfigs();
  const people = profiles.data ?? [];
  const person =
    people.find((p) => p.id === query.profileId) ??
    people.find((p) => p.relation === 'self') ??
    people[0];
  const profileId = person?.id ?? null;
  const records = useExamRecords(hospId, profileId);
  const external = useExternalReports(hospId, profileId);
  const tab: ReportTab = query.tab ?? 'completed';
  const [rating, setRating] = useState<ReportListEntry | null>(null);
  // The report the gate stopped: opened as soon as its exam is rated.
  const waiting = useRef<{ entry: ReportListEntry; as: 'report' | 'pdf' } | null>(null);
  const closeRating = useCallback(() => {
    setRating(null);
    waiting.current = null;
  }, []);

  function show(entry: ReportListEntry, as: 'report' | 'pdf') {
    if (as === 'report') go(href('/report', { repid: entry.tjbh }));
    // The key and the name are the whole link: the server checks the report's switches.
    else go(href('/pdfreport', { reportKey: entry.reportKey ?? '', name: entry.name }));
  }

  async function open(entry: ReportListEntry, as: 'report' | 'pdf') {
    // The spec's gate: an unrated recent exam is rated before its report opens; once
    // rated, the patient lands in the report they asked for.
    if (ratingRequired(configs.data ?? [], entry, new Date())) {
      await tellUser(t('gate.message'), t('gate.title'));
      waiting.current = { entry, as };
      setRating(entry);
      return;
    }
    show(entry, as);
  }

  // Stable, so the rating's reply timer is not restarted by the centre's renders.
  const rated = useCallback(
    (tjbh: string) => {
      const wanted = waiting.current;
      if (wanted?.entry.tjbh === tjbh) show(wanted.entry, wanted.as);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- show only reads go, stable
    [go],
  );

  function openExternal(report: ExternalReport) {
    if (report.report_data_type === 'link') window.location.assign(report.report_url);
    else go(href('/pdfreport', { reportKey: report.report_url, name: person?.name }));
  }

  const loading = profiles.loading || records.loading || external.loading;
  const retry = () => {
    profiles.reload();
    records.reload();
    external.reload();
  };

  function body() {
    if (loading) return <Skeleton row={6} style={{ padding: 16 }} />;
    if (profiles.error) return <ErrorState error={profiles.error} onRetry={retry} />;
    if (records.error) return <RecordsError error={records.error} onRetry={retry} />;
    if (external.error) return <ErrorState error={external.error} onRetry={retry} />;
    if (!person) return <EmptyState text={t('empty.records')} testId="reports-empty" />;
    const exams = records.rows ?? [];
    const others = external.rows ?? [];
    const none = exams.length === 0 && others.length === 0;
    if (none && !records.more && !external.more) return <NoReports />;
    if (tab === 'other') return <ExternalList list={external} onOpen={openExternal} />;
    const shown = entriesOfTab(exams, tab);
    // The tab's exams may all be further down: empty only once every page is read.
    if (shown.length === 0 && !records.more)
      return <EmptyState text={t(`empty.${tab}`)} testId="reports-empty" />;
    // Two reports to compare among those read, or among the pages the compare list reads.
    const comparable = records.more || exams.filter(canCompare).length >= 2;
    return (
      <>
        {tab === 'completed' && (
          <div className="rc-compare">
            <Button
              round
              size="small"
              type="primary"
              plain
              disabled={!comparable}
              onClick={() => go(href('/report/compareList', { profileId: person.id }))}
            >
              {t('compare')}
            </Button>
            {!comparable && <span className="rc-compare__hint">{t('compareHint')}</span>}
          </div>
        )}
        <ul className="rc-list">
          {shown.map((e) => (
            <ExamCard
              key={e.tjbh}
              entry={e}
              actions={centreActions(configs.data ?? [], e)}
              onOpen={(x, as) => void open(x, as)}
              onRate={setRating}
            />
          ))}
        </ul>
        <ListFoot list={records} />
      </>
    );
  }

  return (
    <div className="rc" data-testid="report-centre">
      {people.length > 1 && (
        <div className="rc-people">
          <ChoiceChips
            label={t('person')}
            scroll
            options={people.map((p) => ({ value: p.id, text: p.name }))}
            value={profileId}
            onChange={(id) => setQuery({ profileId: id })}
          />
        </div>
      )}
      <TabBar
        id="reports"
        label={t('tabsLabel')}
        tabs={TABS.map((name) => ({ name, title: t(`tabs.${name}`) }))}
        active={tab}
        onChange={(name) => setQuery({ tab: name })}
        sticky
      />
      <TabPanel id="reports" active={tab}>
        <PullToRefresh>{body()}</PullToRefresh>
      </TabPanel>
      <RatingPopup exam={rating} onClose={closeRating} onRated={rated} />
    </div>
  );
}
