import { useState } from 'react';
import { Button, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { useCustomizedProject } from '@/domains/catalog/queries';
import { initialSelection, parsePlan, planTotal, toggle } from '@/rules/customizedPlan';
import { formatPrice } from '@/rules/money';
import { readSession, SESSION_KEYS, writeSession } from '@/platform/storage';
import type { CustomizedProject } from '@/contract';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { TotalBar } from '@/kit/TotalBar';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { useRouteQuery } from '@/kit/useRouteQuery';
import './packages.css';
import { Price } from '@/kit/Price';
import { ChoiceRow } from '@/kit/ChoiceRow';

type Selection = { addItems: number[]; addCombos: number[] };

/** The plan as the booking form reads it (rules/customizedPlan.ts parsePlan). */
function keepPlan(project: CustomizedProject, selection: Selection) {
  writeSession(
    SESSION_KEYS.customizedPlan,
    JSON.stringify({
      packageId: project.packageId,
      ...selection,
      userSurveyId: project.userSurveyId,
    }),
  );
}

/**
 * The tailored plan: a package with optional add-on items and combos. The choice is kept
 * for the booking form, which makes the draft with it (submitOrder?customized=1).
 */
export default function CustomProjectPage() {
  const { t } = useTranslation('packages');
  const refusalText = useRefusalText();
  const query = useRouteQuery('/customProject');
  const packageId = query.packageId ?? query.id ?? 0;
  const userSurveyId = query.userSurveyId ?? null;
  const go = useGo();
  // The choice so far is kept in the tab as it is made: a refresh loses no add-on.
  // A choice kept from another questionnaire (or none) gives way to this one's add-ons.
  const [chosen, setChosen] = useState<Selection | null>(() => {
    const kept = parsePlan(readSession(SESSION_KEYS.customizedPlan), packageId);
    return kept && kept.userSurveyId === userSurveyId ? kept : null;
  });
  const { data: project, error, loading, reload } = useCustomizedProject(packageId, userSurveyId);

  if (!packageId) return <EmptyState kind="error" text={t('custom.badLink')} />;
  if (loading) return <Skeleton title row={8} style={{ padding: 16 }} />;
  if (error || !project) return <ErrorState error={error} onRetry={reload} />;
  const selection = chosen ?? initialSelection(project);
  const total = planTotal(project, selection.addItems, selection.addCombos);

  function choose(next: Selection) {
    if (!project) return;
    setChosen(next);
    keepPlan(project, next);
  }

  function next() {
    if (!project) return;
    keepPlan(project, selection);
    go(href('/namelist', { packageId: project.packageId, customized: true }));
  }

  return (
    <div className="custom-plan" data-testid="custom-project">
      <section className="app-card">
        <h1 className="custom-plan__name">{project.packageName}</h1>
        <p className="custom-plan__meta">
          {t('custom.base', { price: formatPrice(project.packagePrice) })}
          {' · '}
          {t('itemCount', { count: project.packageItems.length })}
          {' · '}
          {t('common:appointCount', { count: project.packageAppointCount })}
        </p>
      </section>

      {project.suggestions.length > 0 && (
        <section className="app-card">
          <h2 className="app-section-title">{t('custom.suggestions')}</h2>
          {project.suggestions.map((s, i) => (
            <div key={i} className="custom-plan__suggestion">
              <h3>{s.title}</h3>
              {/* One heading may hold several rules' advice, a line each. */}
              {s.content.split('\n').map((line, j) => (
                <p key={j}>{line}</p>
              ))}
            </div>
          ))}
        </section>
      )}

      <section className="app-card">
        <h2 className="app-section-title">
          {project.addItemsName || refusalText('addItemsHeading')}
        </h2>
        {project.addItems.length === 0 ? (
          <p className="custom-plan__none">{t('custom.noAddItems')}</p>
        ) : (
          project.addItems.map((item) => (
            // The whole row toggles: a native checkbox named by the item, its price read after.
            <ChoiceRow
              key={item.id}
              className="custom-plan__option"
              testId={`add-item-${item.id}`}
              checked={selection.addItems.includes(item.id)}
              onChange={() =>
                choose({ ...selection, addItems: toggle(selection.addItems, item.id) })
              }
              title={item.name}
              description={item.description || t('noDescription')}
              extra={<Price amount={item.price} />}
            />
          ))
        )}
      </section>

      {project.addCombos.length > 0 && (
        <section className="app-card">
          <h2 className="app-section-title">{t('custom.addCombos')}</h2>
          {project.addCombos.map((combo) => (
            <ChoiceRow
              key={combo.comboId}
              className="custom-plan__option"
              testId={`add-combo-${combo.comboId}`}
              checked={selection.addCombos.includes(combo.comboId)}
              onChange={() =>
                choose({ ...selection, addCombos: toggle(selection.addCombos, combo.comboId) })
              }
              title={combo.comboName}
              description={combo.itemNames.join(t('custom.separator'))}
              extra={<Price amount={combo.price} />}
            />
          ))}
        </section>
      )}

      <TotalBar label={t('custom.total')} amount={total} testId="custom-total">
        <Button round block type="primary" onClick={next}>
          {t('custom.next')}
        </Button>
      </TotalBar>
    </div>
  );
}
