import { useTranslation } from 'react-i18next';
import type { SurveyQuestion } from '@/contract';
import { SURVEY_TEXT_MAX, type SurveyAnswer } from '@/rules/surveyRules';

/** A text box that stops at the 100-character limit and shows what is left. */
function LimitedText(props: {
  value: string;
  placeholder: string;
  label: string;
  onChange: (v: string) => void;
  rows?: number;
}) {
  const length = [...props.value].length;
  return (
    <>
      <textarea
        className="survey-fill__input"
        aria-label={props.label}
        rows={props.rows ?? 2}
        value={props.value}
        placeholder={props.placeholder}
        maxLength={SURVEY_TEXT_MAX}
        onChange={(e) => props.onChange([...e.target.value].slice(0, SURVEY_TEXT_MAX).join(''))}
      />
      <div className="survey-fill__limit">
        {length}/{SURVEY_TEXT_MAX}
      </div>
    </>
  );
}

/** One question: its options (with extra text under a chosen option that asks for it) or a text box. */
export function QuestionView(props: {
  question: SurveyQuestion;
  answer: SurveyAnswer;
  onChoose: (value: string) => void;
  onText: (text: string) => void;
  onExtra: (value: string, text: string) => void;
}) {
  const { t } = useTranslation('survey');
  const { question: q, answer } = props;
  const perLine = q.options_per_line === 2 ? ' survey-fill__options--2' : '';
  return (
    <section className="app-card" data-testid="survey-question" data-question={q.id}>
      <h2 className="survey-fill__title">
        <span className="survey-fill__type">{t(`types.${q.type}`)}</span>
        {q.title}
        {!q.required && <small> ({t('fill.optional')})</small>}
      </h2>
      {q.pic_url && <img src={q.pic_url} alt="" style={{ maxWidth: '100%' }} />}
      {q.type === 3 ? (
        <LimitedText
          value={answer.text}
          label={q.title}
          rows={4}
          placeholder={t('fill.textPlaceholder')}
          onChange={props.onText}
        />
      ) : (
        <div className={`survey-fill__options${perLine}`} role="group" aria-label={q.title}>
          {q.options.map((o) => (
            <button
              key={o.option_value}
              type="button"
              className="survey-option"
              aria-pressed={answer.values.includes(o.option_value)}
              onClick={() => props.onChoose(o.option_value)}
            >
              {o.option_text}
            </button>
          ))}
        </div>
      )}
      {q.options
        .filter((o) => o.extra_text_enable === 2 && answer.values.includes(o.option_value))
        .map((o) => (
          <div key={o.option_value} className="survey-fill__extra">
            <LimitedText
              value={answer.extras[o.option_value] ?? ''}
              label={o.extra_text_tips ?? t('fill.extraPlaceholder')}
              placeholder={o.extra_text_tips ?? t('fill.extraPlaceholder')}
              onChange={(text) => props.onExtra(o.option_value, text)}
            />
          </div>
        ))}
    </section>
  );
}
