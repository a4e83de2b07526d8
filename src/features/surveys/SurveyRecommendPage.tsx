import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant';
import type { UserSurveyDetail } from '@/contract';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { SheetFromLink } from './SheetFromLink';
import { ProjectGroup, SuggestionGroups } from './Recommendation';
import './surveys.css';

/**
 * What a sheet recommends (/survey/recommend: the summary after submitting; /survey/project:
 * every recommended project). A package leads straight into the tailored plan with the
 * sheet's add-ons chosen and its suggestions shown.
 */
export function RecommendationPage({ detailed }: { detailed: boolean }) {
  return (
    <SheetFromLink>
      {(sheet, id) => <Recommended sheet={sheet} id={id} detailed={detailed} />}
    </SheetFromLink>
  );
}

function Recommended({
  sheet,
  id,
  detailed,
}: {
  sheet: UserSurveyDetail;
  id: number;
  detailed: boolean;
}) {
  const { t } = useTranslation('survey');
  const go = useGo();
  const { customized_projects: projects, suggestions } = sheet;
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
      <div className="app-form-actions survey__actions">
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
