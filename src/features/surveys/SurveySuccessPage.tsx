import { useTranslation } from 'react-i18next';
import { Button } from 'react-vant';
import { useGo } from '@/domains/hospital/useGo';
import './surveys.css';

/** A plain questionnaire is stored: thanks, and back home. */
export default function SurveySuccessPage() {
  const { t } = useTranslation('survey');
  const go = useGo();
  return (
    <div className="survey-done" data-testid="survey-success">
      <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="var(--rv-success-color)" />
        <path
          d="M19 33l9 9 17-19"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <h2 className="survey-done__title">{t('success.text')}</h2>
      <div className="survey-done__actions">
        <Button round block type="primary" onClick={() => go('/', { replace: true })}>
          {t('success.back')}
        </Button>
      </div>
    </div>
  );
}
