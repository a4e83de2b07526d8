import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { Button } from 'react-vant';
import type { SurveyProject, SurveySuggestion } from '@/contract';
import { Price } from '@/kit/Price';

const GROUPS = ['foods', 'sports', 'drinking', 'smoking'] as const;

/** The suggestions grouped as foods, sports, drinking and smoking, each group once. */
export function SuggestionGroups({ suggestions }: { suggestions: SurveySuggestion[] }) {
  const { t } = useTranslation('survey');
  const refusalText = useRefusalText();
  if (suggestions.length === 0) return null;
  return (
    <section className="app-card" data-testid="survey-suggestions">
      <h2 className="app-section-title">{t('recommend.suggestions')}</h2>
      {GROUPS.filter((g) => suggestions.some((s) => s.type === g)).map((g) => (
        <div key={g} className="survey-suggestion" data-suggestion={g}>
          <h3>{refusalText(`survey.suggestions.${g}`)}</h3>
          {suggestions
            .filter((s) => s.type === g)
            .map((s, i) => (
              <p key={i}>{s.suggestionText}</p>
            ))}
        </div>
      ))}
    </section>
  );
}

/** One kind of recommended project; packages carry the way into the tailored plan. */
export function ProjectGroup(props: {
  kind: SurveyProject['kind'];
  projects: SurveyProject[];
  onCustomize?: (packageId: number) => void;
}) {
  const { t } = useTranslation('survey');
  const list = props.projects.filter((p) => p.kind === props.kind);
  if (list.length === 0) return null;
  return (
    <section className="app-card" data-testid={`survey-${props.kind}s`}>
      <h2 className="app-section-title">{t(`recommend.${props.kind}s`)}</h2>
      {list.map((p) => (
        <div key={p.id} className="survey-project" data-project={`${p.kind}-${p.id}`}>
          <span className="survey-project__name">{p.name}</span>
          <Price amount={p.price} />
          {props.onCustomize && (
            <Button size="small" round type="primary" onClick={() => props.onCustomize?.(p.id)}>
              {t('recommend.customize')}
            </Button>
          )}
        </div>
      ))}
    </section>
  );
}
