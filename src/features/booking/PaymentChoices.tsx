import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/kit/ChoiceChips';
import { ChoiceRow } from '@/kit/ChoiceRow';
import {
  ON_SITE_PAYMENT,
  type BookingField,
  type BookingForm,
  type BookingRules,
  type paymentChoices,
} from '@/rules/bookingForm';
import type { SetAnswer } from './BookingExtras';
import { Question } from './Question';

/** How to pay: on site or one of the online methods, and, on site, by what means. */
export function PaymentChoices({
  choices,
  rules,
  form,
  set,
  errors,
}: {
  choices: ReturnType<typeof paymentChoices>;
  rules: BookingRules;
  form: BookingForm;
  set: SetAnswer;
  errors: Partial<Record<BookingField, string>>;
}) {
  const { t } = useTranslation('booking');
  return (
    <section className="app-card booking__payments">
      <Question
        label={t('payment')}
        field="payment"
        heading
        role="radiogroup"
        error={errors.payment}
      >
        {choices.length === 0
          ? // Said at once: no submit can help, the centre has to set a method up.
            !errors.payment && <p className="booking__warning">{t('errors.noPaymentMethod')}</p>
          : choices.map((c) => (
              <ChoiceRow
                key={c.id}
                type="radio"
                name="payment"
                checked={form.payment === c.id}
                onChange={() => set({ payment: c.id }, 'payment', 'paymentOption')}
                title={c.name ?? t('onSite')}
                description={(c.name ? c.remark : t('onSiteHint')) || undefined}
                className="booking__payment"
                testId={`payment-${c.id}`}
              />
            ))}
      </Question>
      {form.payment === ON_SITE_PAYMENT && rules.paymentOptions && (
        <Question
          label={t('paymentOption')}
          field="paymentOption"
          required
          error={errors.paymentOption}
        >
          <ChoiceChips
            label={t('paymentOption')}
            options={rules.paymentOptions.map((name) => ({ value: name, text: name }))}
            value={form.paymentOption || null}
            onChange={(paymentOption) => set({ paymentOption }, 'paymentOption')}
          />
        </Question>
      )}
    </section>
  );
}
