import { useCallback, useRef, useState } from 'react';
import { Button, Checkbox, Skeleton, Tag } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { ReportListEntry } from '@/contract';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useHospId } from '@/domains/hospital/scope';
import { useGo } from '@/domains/hospital/useGo';
import { useExamRecords } from '@/domains/reports/centreApi';
import { tellUser } from '@/kit/dialogs';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { ListFoot } from '@/kit/query/ListFoot';
import { href } from '@/kit/routes';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { canCompare, compareReady, ratingRequired, toggleCompare } from '@/rules/reports';
import './compare.css';
import { toast } from '@/kit/toast';
import { RatingPopup } from './RatingPopupLazy';

/**
 * Chooses 2 to 5 published reports of one person; the newest come first, a page at a time
 * (the centre's pages, shared), and the choice stays as more pages come. An exam the rating
 * gate holds back (the server refuses to compare it) is marked; ticking it asks for its
 * rating, and once rated it is ticked, as the patient asked.
 */
export default function CompareListPage() {
  const { t } = useTranslation('reports');
  const hospId = useHospId();
  const go = useGo();
  const profileId = useRouteQuery('/report/compareList').profileId ?? null;
  const records = useExamRecords(hospId, profileId);
  const configs = useHospConfigs();
  const [chosen, setChosen] = useState<string[]>([]);
  const [rating, setRating] = useState<ReportListEntry | null>(null);
  // Rated here, before the list is read again.
  const [ratedNow, setRatedNow] = useState<readonly string[]>([]);
  // The exam whose tick waits for its rating.
  const waiting = useRef<ReportListEntry | null>(null);
  const gated = (e: ReportListEntry) =>
    !ratedNow.includes(e.tjbh) && ratingRequired(configs.data ?? [], e, new Date());

  const closeRating = useCallback(() => {
    setRating(null);
    waiting.current = null;
  }, []);
  // Stable, so the rating's reply timer is not restarted by this page's renders.
  const rated = useCallback((tjbh: string) => {
    setRatedNow((done) => [...done, tjbh]);
    const wanted = waiting.current;
    if (wanted?.tjbh !== tjbh) return;
    setChosen((now) => {
      const next = toggleCompare(now, wanted);
      return Array.isArray(next) ? next : now;
    });
  }, []);

  async function toggle(entry: ReportListEntry) {
    if (!chosen.includes(entry.tjbh) && gated(entry)) {
      await tellUser(t('gate.message'), t('gate.title'));
      waiting.current = entry;
      setRating(entry);
      return;
    }
    const next = toggleCompare(chosen, entry);
    if (next === 'full') return void toast('info', t('compareList.full'));
    if (next === 'closed') return void toast('info', t('compareList.closed'));
    setChosen(next);
  }

  function body() {
    if (profileId === null) return <EmptyState text={t('empty.records')} testId="compare-empty" />;
    if (records.loading) return <Skeleton row={6} style={{ padding: 16 }} />;
    if (records.error || !records.rows)
      return <ErrorState error={records.error} onRetry={records.reload} />;
    const exams = records.rows.filter(canCompare);
    if (exams.length === 0 && !records.more)
      return <EmptyState text={t('empty.records')} testId="compare-empty" />;
    return (
      <>
        <ul className="cmp-list" aria-label={t('compareList.title')}>
          {exams.map((e) => (
            <li key={e.tjbh} className="app-card cmp-list__row" data-testid={`row-${e.tjbh}`}>
              <Checkbox
                checked={chosen.includes(e.tjbh)}
                onChange={() => void toggle(e)}
                shape="square"
                data-testid={`choose-${e.tjbh}`}
              >
                <span className="cmp-list__date">
                  {e.tjrq}
                  {gated(e) && (
                    <Tag plain type="warning" className="cmp-list__gated">
                      {t('compareList.gated')}
                    </Tag>
                  )}
                </span>
                <span className="cmp-list__no">{t('examNo', { no: e.tjbh })}</span>
              </Checkbox>
            </li>
          ))}
        </ul>
        <ListFoot list={records} />
      </>
    );
  }

  const ready = compareReady(chosen.length);
  return (
    <div className="cmp" data-testid="compare-list">
      <p className="cmp__lead">{t('compareList.choose')}</p>
      {body()}
      <div className="app-bottom-bar cmp-bar">
        {!ready && <span className="cmp-bar__hint">{t('compareHint')}</span>}
        <Button
          round
          type="primary"
          disabled={!ready}
          onClick={() => go(href('/report/comparePage', { tjbh: chosen.join(',') }))}
        >
          {t('compareList.start', { count: chosen.length })}
        </Button>
      </div>
      <RatingPopup exam={rating} onClose={closeRating} onRated={rated} />
    </div>
  );
}
