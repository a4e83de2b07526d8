import { useState } from 'react';
import { Button, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { companyApi } from '@/domains/company/api';
import { companyKeys } from '@/domains/company/queries';
import { updateAppointment } from '@/domains/company/stored';
import { useGo } from '@/domains/hospital/useGo';
import { askConfirm } from '@/kit/dialogs';
import { ErrorState } from '@/kit/ErrorState';
import { useQuery } from '@/kit/query/useQuery';
import { fitsBudget, pointsLeft } from '@/rules/company';
import { ComboOption } from './ComboOption';
import { useStoredAppointment } from './useStored';
import './company.css';
import { toast } from '@/kit/toast';

/** Add-ons by points (addinMode 1): combos cost points against the plan's budget. */
export default function AddItemPage() {
  const { t } = useTranslation('company');
  const appt = useStoredAppointment();
  const go = useGo();
  const [chosen, setChosen] = useState<number[]>(() => appt?.addCombos.map((c) => c.comboId) ?? []);
  const group = useQuery(appt ? companyKeys.group(appt.groupId) : null, () =>
    companyApi.group(appt!.groupId),
  );
  if (!appt) return null;
  if (group.loading) return <Skeleton row={6} style={{ padding: 16 }} />;
  if (group.error || !group.data) return <ErrorState error={group.error} onRetry={group.reload} />;
  const { points, combos } = group.data;
  const left = pointsLeft(points, combos, chosen);

  function toggle(id: number) {
    if (chosen.includes(id)) return setChosen(chosen.filter((c) => c !== id));
    if (!fitsBudget(points, combos, chosen, id)) return void toast('info', t('pointsInsufficient'));
    setChosen([...chosen, id]);
  }

  async function next() {
    const unused =
      left > 0 &&
      !(await askConfirm({
        message: t('pointsUnused'),
        confirmText: t('pointsUnusedGo'),
        cancelText: t('pointsUnusedBack'),
      }));
    if (unused) return;
    updateAppointment({ addCombos: combos.filter((c) => chosen.includes(c.comboId)) });
    go('/company/orderDetail');
  }

  return (
    <div className="company company--bar" data-testid="add-item">
      <div className="app-card company__budget">
        <span>{t('budget', { count: points })}</span>
        <span data-testid="points-left">{t('pointsLeft', { count: left })}</span>
      </div>
      <div className="app-card company__category">
        <ul className="company__combos">
          {combos.map((c) => (
            <ComboOption
              key={c.comboId}
              combo={c}
              checked={chosen.includes(c.comboId)}
              onToggle={() => toggle(c.comboId)}
              showPoints
            />
          ))}
        </ul>
      </div>
      <div className="app-bottom-bar">
        <Button block round type="primary" onClick={() => void next()} data-testid="add-next">
          {t('actions.next')}
        </Button>
      </div>
    </div>
  );
}
