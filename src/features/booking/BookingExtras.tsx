import { Field } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/kit/ChoiceChips';
import { ChoiceRow } from '@/kit/ChoiceRow';
import { fieldError } from '@/kit/fieldErrors';
import type { BookingField, BookingForm, BookingRules } from '@/rules/bookingForm';
import { Question } from './Question';

export type SetAnswer = (patch: Partial<BookingForm>, ...answered: BookingField[]) => void;

/** The hospital's own questions: may items be added on site, and the company's name. */
export function BookingExtras({
  rules,
  form,
  set,
  errors,
}: {
  rules: BookingRules;
  form: BookingForm;
  set: SetAnswer;
  errors: Partial<Record<BookingField, string>>;
}) {
  const { t } = useTranslation('booking');
  if (!rules.addItemOption && !rules.companyOptions) return null;
  return (
    <section className="app-card booking__extras">
      {rules.addItemOption && (
        <ChoiceRow
          checked={form.addItemOnSite}
          onChange={(addItemOnSite) => set({ addItemOnSite })}
          title={t('addItemOnSite')}
          description={t('addItemOnSiteHint')}
          testId="add-item-on-site"
        />
      )}
      {rules.companyOptions && rules.companyOptions.length > 0 && (
        <Question label={t('companyName')} field="company" required error={errors.company}>
          <ChoiceChips
            label={t('companyName')}
            options={rules.companyOptions.map((name) => ({ value: name, text: name }))}
            value={form.companyName || null}
            onChange={(companyName) => set({ companyName }, 'company')}
          />
        </Question>
      )}
      {rules.companyOptions?.length === 0 && (
        <div className="booking__field app-fields" data-error-key="company">
          <Field
            label={t('companyName')}
            required
            value={form.companyName}
            onChange={(companyName) => set({ companyName }, 'company')}
            placeholder={t('companyNamePlaceholder')}
            maxLength={64}
            data-testid="company-name-input"
            {...fieldError(errors.company)}
          />
        </div>
      )}
    </section>
  );
}
