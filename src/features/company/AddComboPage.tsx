import { useState } from 'react';
import { Button, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import type { ComboCategory } from '@/contract';
import { companyApi } from '@/domains/company/api';
import { companyKeys } from '@/domains/company/queries';
import { updateAppointment } from '@/domains/company/stored';
import { useGo } from '@/domains/hospital/useGo';
import { ErrorState } from '@/kit/ErrorState';
import { useQuery } from '@/kit/query/useQuery';
import { categoryHasRoom, chosenIn, unfilledCategory } from '@/rules/company';
import { ComboOption } from './ComboOption';
import { useStoredAppointment } from './useStored';
import './company.css';
import { toast } from '@/kit/toast';

/** Add-ons by category (addinMode 2): each category's combos, up to its count, all filled. */
export default function AddComboPage() {
  const { t } = useTranslation('company');
  const refusalText = useRefusalText();
  const appt = useStoredAppointment();
  const go = useGo();
  const [chosen, setChosen] = useState<number[]>(() => appt?.addCombos.map((c) => c.comboId) ?? []);
  const cats = useQuery(appt ? companyKeys.categories(appt.groupId) : null, () =>
    companyApi.categories(appt!.groupId),
  );
  if (!appt) return null;
  if (cats.loading) return <Skeleton row={6} style={{ padding: 16 }} />;
  if (cats.error || !cats.data) return <ErrorState error={cats.error} onRetry={cats.reload} />;
  const categories = cats.data;

  function toggle(category: ComboCategory, id: number) {
    if (chosen.includes(id)) return setChosen(chosen.filter((c) => c !== id));
    if (!categoryHasRoom(category, chosen))
      return void toast(
        'info',
        refusalText('company.categoryLimit', {
          category: category.categoryName,
          limit: category.allowComboCount,
        }),
      );
    setChosen([...chosen, id]);
  }

  function next() {
    if (unfilledCategory(categories, chosen))
      return void toast('info', refusalText('company.addOnsUnselected'));
    const all = categories.flatMap((c) => c.details);
    updateAppointment({ addCombos: all.filter((c) => chosen.includes(c.comboId)) });
    go('/company/orderDetail');
  }

  return (
    <div className="company company--bar" data-testid="add-combo">
      {categories.map((c) => (
        <section key={c.id} className="app-card company__category" data-testid="combo-category">
          <h2 className="company__category-title">
            {c.categoryName}
            <span className="company__category-count">
              {t('categoryCount', { chosen: chosenIn(c, chosen), count: c.allowComboCount })}
            </span>
          </h2>
          {c.noticeText && <p className="company__category-notice">{c.noticeText}</p>}
          <ul className="company__combos">
            {c.details.map((combo) => (
              <ComboOption
                key={combo.comboId}
                combo={combo}
                checked={chosen.includes(combo.comboId)}
                onToggle={() => toggle(c, combo.comboId)}
              />
            ))}
          </ul>
        </section>
      ))}
      <div className="app-bottom-bar">
        <Button block round type="primary" onClick={next} data-testid="add-next">
          {t('actions.next')}
        </Button>
      </div>
    </div>
  );
}
