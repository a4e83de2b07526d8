import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Skeleton } from 'react-vant';
import { useSurveyRecord } from '@/domains/surveys/queries';
import { useGo } from '@/domains/hospital/useGo';
import { ErrorState } from '@/kit/ErrorState';
import { LinkIncomplete } from '@/kit/LinkIncomplete';
import { href } from '@/kit/routes';
import { ProjectGroup, SuggestionGroups } from './Recommendation';
import './surveys.css';

/**
 * What a sheet recommends (/survey/recommend: the summary after submitting; /survey/project:
 * every recommended project). A package leads straight into the tailored plan with the
 * sheet's add-ons chosen and its suggestions shown.
 */
export function RecommendationPage({ detailed }: { detailed: boolean }) {
  const { t } = useTranslation('survey');
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const go = useGo();
  const record = useSurveyRecord(id);

  if (!(id > 0)) return <LinkIncomplete onHome={() => go('/', { replace: true })} />;
  if (record.loading) return <Skeleton row={6} style={{ padding: 16 }} />;
  if (!record.data) return <ErrorState error={record.error} onRetry={record.reload} />;
  const { customized_projects: projects, suggestions } = record.data;
  const customize = (packageId: number) =>
    go(href('/customProject', { packageId, userSurveyId: id }));
  const hasPackage = projects.some((p) => p.kind === 'package');

  return (
    <div className="survey" data-testid={detailed ? 'survey-project' : 'survey-recommend'}>
      <p className="survey__intro">
        {detailed ? t('recommend.projectHint') : t('recommend.heading')}
      </p>
      <ProjectGroup kind="package" projects={projects} onCustomize={customize} />
      {(detailed || !hasPackage) && (
        <>
          <ProjectGroup kind="combo" projects={projects} />
          <ProjectGroup kind="item" projects={projects} />
        </>
      )}
      {projects.length === 0 && <p className="survey__intro">{t('recommend.none')}</p>}
      <SuggestionGroups suggestions={suggestions} />
      <div className="app-form-actions survey-done__actions">
        {!detailed && projects.length > 0 && (
          <Button round block onClick={() => go(href('/survey/project', { id }))}>
            {t('recommend.viewProjects')}
          </Button>
        )}
        {!hasPackage && (
          <Button round block type="primary" onClick={() => go('/packageList')}>
            {t('recommend.browse')}
          </Button>
        )}
        <Button round block onClick={() => go('/', { replace: true })}>
          {t('recommend.backHome')}
        </Button>
      </div>
    </div>
  );
}

export default function SurveyRecommendPage() {
  return <RecommendationPage detailed={false} />;
}
