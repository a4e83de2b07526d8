import { useState } from 'react';
import { Button, Checkbox, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { ReportListEntry } from '@/contract';
import { useHospId } from '@/domains/hospital/scope';
import { useGo } from '@/domains/hospital/useGo';
import { useExamRecords } from '@/domains/reports/centreApi';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { ListFoot } from '@/kit/query/ListFoot';
import { href } from '@/kit/routes';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { canCompare, compareReady, toggleCompare } from '@/rules/reports';
import './compare.css';
import { toast } from '@/kit/toast';

/**
 * Chooses 2 to 5 published reports of one person; the newest come first, a page at a time
 * (the centre's pages, shared), and the choice stays as more pages come.
 */
export default function CompareListPage() {
  const { t } = useTranslation('reports');
  const hospId = useHospId();
  const go = useGo();
  const profileId = useRouteQuery('/report/compareList').profileId ?? null;
  const records = useExamRecords(hospId, profileId);
  const [chosen, setChosen] = useState<string[]>([]);

  function toggle(entry: ReportListEntry) {
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
            <li key={e.tjbh} className="app-card cmp-list__row">
              <Checkbox
                checked={chosen.includes(e.tjbh)}
                onChange={() => toggle(e)}
                shape="square"
                data-testid={`choose-${e.tjbh}`}
              >
                <span className="cmp-list__date">{e.tjrq}</span>
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
    </div>
  );
}
