import { useTranslation } from 'react-i18next';
import { Button, Cell } from 'react-vant';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import type { SurveyResultRow, UserSurveyDetail } from '@/contract';
import { SheetFromLink } from './SheetFromLink';
import './surveys.css';

function AnswerLine({ row }: { row: SurveyResultRow }) {
  const { t } = useTranslation('survey');
  const words = row.option_text.length > 0 ? row.option_text.join(t('detail.separator')) : row.text;
  return (
    <div
      className={`survey-answer${row.unnormal_flag ? ' survey-answer--unnormal' : ''}`}
      data-answer={row.question_id}
    >
      <h3>{row.question_title}</h3>
      <p>{words || t('detail.noAnswer')}</p>
      {row.extra_text
        .filter((e) => e.text)
        .map((e) => (
          <p key={e.option_value}>{t('detail.extra', { text: e.text })}</p>
        ))}
    </div>
  );
}

/** A past sheet: who, when, and each answer as it was given. */
export default function SurveyDetailPage() {
  return <SheetFromLink>{(sheet, id) => <SheetAnswers sheet={sheet} id={id} />}</SheetFromLink>;
}

function SheetAnswers({ sheet: r, id }: { sheet: UserSurveyDetail; id: number }) {
  const { t } = useTranslation('survey');
  const go = useGo();
  return (
    <div className="survey" data-testid="survey-detail">
      <Cell.Group inset title={r.survey_name}>
        <Cell title={t('detail.person')} value={r.name} />
        <Cell title={t('detail.date')} value={r.create_time} />
      </Cell.Group>
      <section className="app-card">
        {r.survey_result.map((row) => (
          <AnswerLine key={row.question_id} row={row} />
        ))}
      </section>
      {r.survey_type === 0 && (
        <div className="app-form-actions">
          <Button round block type="primary" onClick={() => go(href('/survey/recommend', { id }))}>
            {t('detail.viewRecommend')}
          </Button>
        </div>
      )}
    </div>
  );
}
