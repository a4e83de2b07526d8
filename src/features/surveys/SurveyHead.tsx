import { useTranslation } from 'react-i18next';
import { surveyLook } from '@/rules/surveyLook';

/**
 * The survey's name on the background of its type (document 2, section 9: "Survey types 0
 * or other use two backgrounds"), so a patient sees at once whether the answers lead to
 * recommendations or only tell the centre how they prepared.
 */
export function SurveyHead({
  name,
  surveyType,
  level = 1,
}: {
  name: string;
  surveyType: number;
  /** 1 on the fill page, 2 on a card of the start page. */
  level?: 1 | 2;
}) {
  const { t } = useTranslation('survey');
  const look = surveyLook(surveyType);
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <header className={`survey-head survey-head--${look}`} data-survey-look={look}>
      <span className="survey-head__kind">{t(`looks.${look}`)}</span>
      <Title className="survey-head__name">{name}</Title>
    </header>
  );
}
