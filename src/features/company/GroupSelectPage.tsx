import { useState } from 'react';
import { Button, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { CompanyGroup } from '@/contract';
import { companyApi } from '@/domains/company/api';
import { companyKeys } from '@/domains/company/queries';
import { updateAppointment } from '@/domains/company/stored';
import { useGo } from '@/domains/hospital/useGo';
import { ErrorState } from '@/kit/ErrorState';
import { EmptyState } from '@/kit/EmptyState';
import { useQuery } from '@/kit/query/useQuery';
import { href } from '@/kit/routes';
import { ADDIN, itemSections, nextStepOf } from '@/rules/company';
import { useStoredAppointment } from './useStored';
import './company.css';

/** The employee's choice of plan (addinMode 3); done stays disabled until one is chosen. */
export default function GroupSelectPage() {
  const { t } = useTranslation('company');
  const appt = useStoredAppointment();
  const go = useGo();
  const [chosen, setChosen] = useState<CompanyGroup | null>(null);
  const groups = useQuery(appt ? companyKeys.groups(appt.id) : null, () =>
    companyApi.groups(appt!.id),
  );
  if (!appt) return null;
  if (groups.loading) return <Skeleton row={6} style={{ padding: 16 }} />;
  if (groups.error || !groups.data)
    return <ErrorState error={groups.error} onRetry={groups.reload} />;

  function done() {
    if (!chosen) return;
    updateAppointment({
      groupId: chosen.id,
      groupName: chosen.name,
      groupItems: chosen.items,
      addCombos: [],
    });
    // The plan's own add-ons come next; a plan is never itself a choice of plans.
    go(href(nextStepOf(chosen.addinMode === ADDIN.choice ? ADDIN.none : chosen.addinMode)));
  }

  return (
    <div className="company company--bar" data-testid="group-select">
      {groups.data.length === 0 && <EmptyState text={t('noGroups')} />}
      <ul className="company__list">
        {groups.data.map((g) => {
          const selected = chosen?.id === g.id;
          return (
            <li key={g.id} className={`app-card company__plan${selected ? ' is-selected' : ''}`}>
              <button
                type="button"
                className="company__plan-head"
                aria-pressed={selected}
                data-testid="group-option"
                onClick={() => setChosen(g)}
              >
                <span className="company__name">{g.name}</span>
                <span className="company__check">{selected ? t('chosen') : t('choose')}</span>
              </button>
              {selected &&
                itemSections(g.items).map((s) => (
                  <div key={s.key} className="company__section" data-testid={`section-${s.key}`}>
                    <h3 className="company__section-title">{t(`sections.${s.key}`)}</h3>
                    <p className="company__items">
                      {s.items.map((i) => i.itemName).join(t('separator'))}
                    </p>
                  </div>
                ))}
            </li>
          );
        })}
      </ul>
      <div className="app-bottom-bar">
        <Button
          block
          round
          type="primary"
          disabled={!chosen}
          onClick={done}
          data-testid="group-done"
        >
          {t('actions.done')}
        </Button>
      </div>
    </div>
  );
}
