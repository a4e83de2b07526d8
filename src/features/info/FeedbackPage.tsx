import { useState } from 'react';
import { Field } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { FEEDBACK_TYPES } from '@/contract/constants';
import type { FeedbackType } from '@/contract';
import { useSendFeedback } from '@/domains/feedback/mutations';
import { useHospId } from '@/domains/hospital/scope';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { ChoiceChips } from '@/kit/ChoiceChips';
import { SubmitButton } from '@/kit/SubmitButton';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  feedbackError,
  feedbackLength,
} from '@/rules/feedback';
import { PHONE_LENGTH } from '@/rules/phone';
import { MyFeedback } from './MyFeedback';
import '@/kit/fields.css';
import './info.css';
import { toast } from '@/kit/toast';

const LIMITS = { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH };

/** What a patient wants to tell the centre: a type, the text, a phone if they want a call. */
export default function FeedbackPage() {
  const { t } = useTranslation('info');
  const refusalText = useRefusalText();
  const hospId = useHospId();
  const [type, setType] = useState<FeedbackType | null>(null);
  const [content, setContent] = useState('');
  const [phone, setPhone] = useState('');
  const sending = useSendFeedback(hospId);
  const length = feedbackLength(content);

  async function send() {
    const error = feedbackError({ type: type ?? '', content, phone });
    if (error || !type) return void toast('fail', refusalText(error ?? 'feedbackTypeRequired'));
    try {
      await sending.run({ type, content, phone });
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t));
      return;
    }
    void toast('success', refusalText('feedbackSent'));
    setType(null);
    setContent('');
    setPhone('');
  }

  return (
    <div className="info-page">
      <section className="app-card info-feedback" data-testid="feedback-form">
        <p className="info-feedback__label">{t('feedback.type')}</p>
        <ChoiceChips
          label={t('feedback.type')}
          options={FEEDBACK_TYPES.map((v) => ({ value: v, text: t(`feedback.types.${v}`) }))}
          value={type}
          onChange={setType}
        />
        <p className="info-feedback__label">{t('feedback.content')}</p>
        <Field
          className="info-feedback__text"
          type="textarea"
          rows={5}
          autoSize={{ minHeight: 120 }}
          placeholder={t('feedback.contentPlaceholder', LIMITS)}
          value={content}
          onChange={setContent}
        />
        <p
          className={
            length > FEEDBACK_MAX_LENGTH
              ? 'info-feedback__counter info-feedback__counter--over'
              : 'info-feedback__counter'
          }
          data-testid="feedback-counter"
          aria-live="polite"
        >
          {t('feedback.counter', { count: length, max: FEEDBACK_MAX_LENGTH })}
        </p>
        <div className="app-fields">
          <Field
            className="info-feedback__phone"
            type="tel"
            label={t('feedback.phone')}
            placeholder={t('feedback.phonePlaceholder')}
            maxLength={PHONE_LENGTH}
            value={phone}
            onChange={(v) => setPhone(v.replace(/\D/g, ''))}
          />
        </div>
        <SubmitButton onSubmit={send}>{t('feedback.send')}</SubmitButton>
      </section>
      <MyFeedback hospId={hospId} />
    </div>
  );
}
