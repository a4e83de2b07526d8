import { useState } from 'react';
import { Field } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/kit/ChoiceChips';
import { fieldError, useFieldErrors } from '@/kit/fieldErrors';
import { SubmitButton } from '@/kit/SubmitButton';
import { isValidPhone, PHONE_LENGTH } from '@/rules/phone';
import { SHARE_DAYS, SHARE_PERSON_MAX, type ShareDays } from '@/rules/reportShares';
import '@/kit/rows.css';

export interface ShareFormValues {
  person: string;
  days: ShareDays;
  /** A phone to text the code to; '' for none. */
  mobile: string;
}

/** Who the share is for and how long it opens; the page makes it and shows its code. */
export function ShareForm({
  onCreate,
}: {
  onCreate: (values: ShareFormValues) => Promise<boolean>;
}) {
  const { t } = useTranslation('shares');
  const [person, setPerson] = useState('');
  const [days, setDays] = useState<ShareDays>(7);
  const [mobile, setMobile] = useState('');
  const { ref, errors, show, cleared } = useFieldErrors<'person' | 'mobile'>();

  async function submit() {
    const wrong = {
      person: person.trim() ? undefined : t('manage.personRequired'),
      mobile: !mobile || isValidPhone(mobile) ? undefined : t('manage.mobileInvalid'),
    };
    if (show(wrong)) return;
    if (await onCreate({ person: person.trim(), days, mobile })) {
      setPerson('');
      setMobile('');
    }
  }

  return (
    <section
      className="app-card shares-form"
      data-testid="share-form"
      aria-labelledby="share-form-title"
    >
      <h3 className="app-section-title" id="share-form-title">
        {t('manage.formTitle')}
      </h3>
      <div className="app-fields" ref={ref}>
        <Field
          label={t('manage.person')}
          placeholder={t('manage.personPlaceholder')}
          value={person}
          maxLength={SHARE_PERSON_MAX}
          onChange={cleared(setPerson, 'person')}
          {...fieldError(errors.person)}
        />
        <Field
          type="tel"
          label={t('manage.mobile')}
          placeholder={t('manage.mobilePlaceholder')}
          value={mobile}
          maxLength={PHONE_LENGTH}
          onChange={cleared((v: string) => setMobile(v.replace(/\D/g, '')), 'mobile')}
          {...fieldError(errors.mobile)}
        />
      </div>
      <p className="shares-form__label">{t('manage.days')}</p>
      <ChoiceChips
        label={t('manage.days')}
        options={SHARE_DAYS.map((d) => ({ value: d, text: t('manage.daysOption', { count: d }) }))}
        value={days}
        onChange={setDays}
      />
      <SubmitButton onSubmit={submit}>{t('manage.create')}</SubmitButton>
    </section>
  );
}
