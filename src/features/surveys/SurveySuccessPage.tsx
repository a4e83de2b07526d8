import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { Button } from 'react-vant';
import { useGo } from '@/domains/hospital/useGo';
import { ResultIcon } from '@/kit/ResultIcon';
import './surveys.css';

/** A plain questionnaire is stored: thanks, and back home. */
export default function SurveySuccessPage() {
  const { t } = useTranslation('survey');
  const refusalText = useRefusalText();
  const go = useGo();
  return (
    <div className="app-result" data-testid="survey-success">
      <ResultIcon kind="success" />
      <h2 className="app-result__title">{refusalText('survey.saved')}</h2>
      <div className="app-result__actions">
        <Button round block type="primary" onClick={() => go('/', { replace: true })}>
          {t('success.back')}
        </Button>
      </div>
    </div>
  );
}
