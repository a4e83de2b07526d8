import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Field, Skeleton } from 'react-vant';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { orderApi } from '@/domains/orders/api';
import { useQuery } from '@/kit/query/useQuery';
import { orderKeys, ordersChanged } from '@/domains/orders/queries';
import {
  bookingErrors,
  bookingExtraData,
  bookingRules,
  canSubmitBooking,
  EMPTY_BOOKING_FORM,
  ON_SITE_PAYMENT,
  paymentChoices,
  type BookingField,
  type BookingForm,
} from '@/rules/bookingForm';
import { parsePlan } from '@/rules/customizedPlan';
import { goToCashier } from '@/domains/orders/payNow';
import { bookingVisitKey, parseBookingVisit, type BookingVisit } from '@/rules/bookingVisit';
import { readSession, SESSION_KEYS, writeSession } from '@/platform/storage';
import { usePageShowRefresh } from '@/platform/usePageShowRefresh';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useHospId } from '@/domains/hospital/scope';
import { usePackage } from '@/domains/catalog/queries';
import { useAccount } from '@/domains/session/useAccount';
import { tellUser } from '@/kit/dialogs';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { ChoiceChips } from '@/kit/ChoiceChips';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { ScheduleCalendar } from '@/domains/schedule/ScheduleCalendar';
import { SubmitButton } from '@/kit/SubmitButton';
import { TotalBar } from '@/kit/TotalBar';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { ChoiceRow } from '@/kit/ChoiceRow';
import { fieldError, useFieldErrors } from '@/kit/fieldErrors';
import { AlreadyBooked } from './AlreadyBooked';
import './booking.css';

const remember = (visit: BookingVisit | null) =>
  writeSession(SESSION_KEYS.bookingVisit, visit && JSON.stringify(visit));

// Counts the visits of the form: each reads its draft again (it may have been booked).
let visits = 0;

/**
 * The booking form: a draft order is made on arrival, then the patient picks a day and a
 * time slot, answers the hospital's extra questions, chooses how to pay, and saves.
 */
export default function SubmitOrderPage() {
  const { t } = useTranslation(['booking', 'schedule']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const go = useGo();
  const hospId = useHospId();
  const user = useAccount();
  const configs = useHospConfigs();
  const [visit] = useState(() => ++visits);
  usePageShowRefresh();
  const packageId = Number(params.get('packageId') ?? 0);
  const profileId = Number(params.get('profileId') ?? 0);
  const customized = params.get('customized') === '1';
  const visitKey = bookingVisitKey({ hospId, userId: user.id, packageId, profileId, customized });
  // A refresh, or a return from the cashier, finds the draft and the answers of this form.
  const [kept, setKept] = useState(() =>
    parseBookingVisit(readSession(SESSION_KEYS.bookingVisit), visitKey),
  );
  const [form, setForm] = useState<BookingForm>(kept?.form ?? EMPTY_BOOKING_FORM);
  const { ref, errors, show, clear } = useFieldErrors<BookingField>();

  const valid = packageId > 0 && profileId > 0;
  const draft = useQuery(
    valid ? ['draft', visit, visitKey, kept?.orderNo ?? 'new'] : null,
    async () => {
      if (kept) {
        const found = await orderApi.get(hospId, kept.orderNo).catch(() => null);
        // The draft to go on with, or the booking it already became.
        if (found && (found.appointStatus === 0 || found.appointStatus === 1)) return found;
      }
      const plan = customized
        ? parsePlan(readSession(SESSION_KEYS.customizedPlan), packageId)
        : null;
      const created = await orderApi.create({
        hospId,
        packageId,
        profileId,
        ...(plan
          ? {
              addItems: plan.addItems,
              addCombos: plan.addCombos,
              ...(plan.userSurveyId ? { userSurveyId: plan.userSurveyId } : {}),
            }
          : {}),
      });
      remember({ key: visitKey, orderNo: created.orderNo, form: EMPTY_BOOKING_FORM });
      return created;
    },
  );
  const order = draft.data;
  const isDraft = order?.appointStatus === 0;

  // Every answer is kept as it is given: a refresh loses none of them.
  useEffect(() => {
    if (order && isDraft) remember({ key: visitKey, orderNo: order.orderNo, form });
  }, [order, isDraft, visitKey, form]);

  // No draft, no booking: say why and go back to where the patient came from.
  useEffect(() => {
    if (!draft.error) return;
    void tellUser(apiErrorMessage(draft.error, t)).then(() => navigate(-1));
  }, [draft.error, navigate, t]);

  // The schedule query names the package's exam type; a package that fails to load only
  // leaves it out.
  const pkg = usePackage(packageId);
  const ready = order && isDraft && !pkg.loading;
  const options = useQuery(ready ? orderKeys.bookingOptions(order.orderNo) : null, () =>
    // order is set whenever the key is.
    Promise.all([orderApi.schedulesFor(order!, pkg.data?.exam_type_id), orderApi.payments(hospId)]),
  );

  const rules = useMemo(() => bookingRules(configs.data ?? []), [configs.data]);
  const choices = useMemo(
    () => paymentChoices(options.data?.[1] ?? [], rules),
    [options.data, rules],
  );
  // The first way to pay is chosen for the patient, who may change it.
  const current: BookingForm = { ...form, payment: form.payment ?? choices[0]?.id ?? null };

  if (!valid)
    return (
      <EmptyState kind="error" text={t('badLink')}>
        <button type="button" className="app-link-button" onClick={() => go('/packageList')}>
          {t('toPackages')}
        </button>
      </EmptyState>
    );
  if (draft.error) return <Skeleton row={6} style={{ padding: 16 }} />;
  if (order && !isDraft)
    return (
      <AlreadyBooked
        order={order}
        onNewBooking={() => {
          remember(null);
          setForm(EMPTY_BOOKING_FORM);
          setKept(null);
        }}
      />
    );
  if (!order || !ready || options.loading || configs.loading)
    return <Skeleton title row={8} style={{ padding: 16 }} data-testid="booking-loading" />;
  if (options.error || !options.data)
    return <ErrorState error={options.error} onRetry={options.reload} />;
  const [days] = options.data;

  async function submit() {
    if (!order) return;
    // Every missing answer at once, each beside its question; the page goes to the first.
    const found: Partial<Record<BookingField, string>> = {};
    for (const [part, key] of Object.entries(bookingErrors(current, rules, choices.length)))
      found[part as BookingField] = t(`errors.${key}`);
    if (show(found)) return;
    try {
      const saved = await orderApi.save({
        orderNo: order.orderNo,
        appointDate: current.date ?? '',
        timeRangeId: current.timeRangeId ?? 0,
        payment: current.payment ?? ON_SITE_PAYMENT,
        extraData: bookingExtraData(current, rules),
      });
      writeSession(SESSION_KEYS.customizedPlan, null);
      ordersChanged();
      if (!goToCashier(saved))
        go(href('/orderSuccess', { orderNo: saved.orderNo }), { replace: true });
    } catch (err) {
      await tellUser(apiErrorMessage(err, t), t('failedTitle'));
      // Seats may have gone meanwhile: show the calendar as it is now.
      setForm((f) => ({ ...f, timeRangeId: null }));
      options.reload();
    }
  }

  const set = (patch: Partial<BookingForm>, ...answered: BookingField[]) => {
    setForm((f) => ({ ...f, ...patch }));
    clear(...answered);
  };
  const onSite = current.payment === ON_SITE_PAYMENT;

  return (
    <div className="booking" data-testid="submit-order" ref={ref}>
      <section className="app-card booking__summary">
        <h2 className="booking__package">{order.packageName}</h2>
        <p className="booking__person">
          {t('person', {
            name: order.name,
            sex: t(`sexes.${order.sex}`),
            age: order.age,
          })}
        </p>
        {order.details.length > 0 && (
          <p className="booking__items">{t('itemCount', { count: order.details.length })}</p>
        )}
      </section>

      <section className="app-card">
        <Question label={t('chooseDate')} heading error={errors.schedule}>
          <ScheduleCalendar
            days={days}
            value={{ date: current.date, timeRangeId: current.timeRangeId }}
            onChange={(v) => set(v, 'schedule')}
          />
        </Question>
      </section>

      {(rules.addItemOption || rules.companyOptions) && (
        <section className="app-card booking__extras">
          {rules.addItemOption && (
            <ChoiceRow
              checked={current.addItemOnSite}
              onChange={(addItemOnSite) => set({ addItemOnSite })}
              title={t('addItemOnSite')}
              description={t('addItemOnSiteHint')}
              testId="add-item-on-site"
            />
          )}
          {rules.companyOptions && rules.companyOptions.length > 0 && (
            <Question label={t('companyName')} required error={errors.company}>
              <ChoiceChips
                label={t('companyName')}
                options={rules.companyOptions.map((name) => ({ value: name, text: name }))}
                value={current.companyName || null}
                onChange={(companyName) => set({ companyName }, 'company')}
              />
            </Question>
          )}
          {rules.companyOptions?.length === 0 && (
            <div className="booking__field app-fields">
              <Field
                label={t('companyName')}
                required
                value={current.companyName}
                onChange={(companyName) => set({ companyName }, 'company')}
                placeholder={t('companyNamePlaceholder')}
                maxLength={64}
                data-testid="company-name-input"
                {...fieldError(errors.company)}
              />
            </div>
          )}
        </section>
      )}

      <section className="app-card booking__payments">
        <Question label={t('payment')} heading role="radiogroup" error={errors.payment}>
          {choices.length === 0
            ? // Said at once: no submit can help, the centre has to set a method up.
              !errors.payment && <p className="booking__warning">{t('errors.noPaymentMethod')}</p>
            : choices.map((c) => (
                <ChoiceRow
                  key={c.id}
                  type="radio"
                  name="payment"
                  checked={current.payment === c.id}
                  onChange={() => set({ payment: c.id }, 'payment', 'paymentOption')}
                  title={c.name ?? t('onSite')}
                  description={(c.name ? c.remark : t('onSiteHint')) || undefined}
                  className="booking__payment"
                  testId={`payment-${c.id}`}
                />
              ))}
        </Question>
        {onSite && rules.paymentOptions && (
          <Question label={t('paymentOption')} required error={errors.paymentOption}>
            <ChoiceChips
              label={t('paymentOption')}
              options={rules.paymentOptions.map((name) => ({ value: name, text: name }))}
              value={current.paymentOption || null}
              onChange={(paymentOption) => set({ paymentOption }, 'paymentOption')}
            />
          </Question>
        )}
      </section>

      <TotalBar label={t('total')} amount={order.totalPrice} testId="booking-total">
        <SubmitButton onSubmit={submit} disabled={!canSubmitBooking(current, false)}>
          {onSite || choices.length === 0 ? t('submit') : t('submitAndPay')}
        </SubmitButton>
      </TotalBar>
    </div>
  );
}

/**
 * One question of the form with its label, and, once a submit found it unanswered, a red
 * frame and the reason under it, tied to the group so a screen reader reads both.
 */
function Question({
  label,
  heading = false,
  required = false,
  role = 'group',
  error,
  children,
}: {
  label: string;
  role?: 'group' | 'radiogroup';
  /** The section's own title rather than a question inside a section. */
  heading?: boolean;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      role={role}
      aria-labelledby={`${id}-label`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={`booking__field${error ? ' app-invalid-group' : ''}`}
      data-testid={error ? 'booking-invalid' : undefined}
    >
      <h3 id={`${id}-label`} className={heading ? 'app-section-title' : 'booking__label'}>
        {required && (
          <span className="booking__required" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </h3>
      {children}
      {error && (
        <p className="app-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
