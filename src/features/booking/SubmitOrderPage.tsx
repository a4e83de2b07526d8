import { useEffect, useMemo } from 'react';
import { Skeleton } from 'react-vant';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { refusalTexts, useRefusalText } from '@/kit/refusalText';
import { orderApi } from '@/domains/orders/api';
import { useQuery } from '@/kit/query/useQuery';
import { useMutation } from '@/kit/query/useMutation';
import { orderKeys } from '@/domains/orders/queries';
import {
  BOOKING_FIELDS,
  bookingAnswers,
  bookingErrors,
  bookingExtraData,
  bookingRules,
  canSubmitBooking,
  ON_SITE_PAYMENT,
  paymentChoices,
  type BookingField,
  type BookingForm,
} from '@/rules/bookingForm';
import { goToCashier } from '@/domains/orders/payNow';
import { SESSION_KEYS, writeSession } from '@/platform/storage';
import { usePageShowRefresh } from '@/platform/usePageShowRefresh';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useHospId } from '@/domains/hospital/scope';
import { usePackage } from '@/domains/catalog/queries';
import { useAccount } from '@/domains/session/useAccount';
import { tellUser } from '@/kit/dialogs';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { ScheduleCalendar } from '@/domains/schedule/ScheduleCalendar';
import { SubmitButton } from '@/kit/SubmitButton';
import { TotalBar } from '@/kit/TotalBar';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { useFieldErrors } from '@/kit/fieldErrors';
import { ErrorSummary } from '@/kit/ErrorSummary';
import { AlreadyBooked } from './AlreadyBooked';
import { BookingExtras, type SetAnswer } from './BookingExtras';
import { PaymentChoices } from './PaymentChoices';
import { Question } from './Question';
import { useBookingDraft } from './useBookingDraft';
import './booking.css';

/**
 * The booking form: a draft order is made on arrival, then the patient picks a day and a
 * time slot, answers the hospital's extra questions, chooses how to pay, and saves.
 */
export default function SubmitOrderPage() {
  const { t } = useTranslation(['booking', 'schedule']);
  const refusalText = useRefusalText();
  const query = useRouteQuery('/submitOrder');
  const navigate = useNavigate();
  const go = useGo();
  const hospId = useHospId();
  const user = useAccount();
  const configs = useHospConfigs();
  usePageShowRefresh();
  const packageId = query.packageId ?? 0;
  const draft = useBookingDraft({
    hospId,
    userId: user.id,
    packageId,
    profileId: query.profileId ?? 0,
    customized: query.customized === true,
  });
  const { order, isDraft, form, setForm } = draft;
  const { ref, errors, show, clear } = useFieldErrors<BookingField>();
  const save = useMutation(orderApi.save, { invalidates: [orderKeys.all] });

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
  // The first way to pay and the hospital's first company (its list begins with the most
  // usual: "personal" on the demo branch) are chosen for the patient, who may change them: one
  // tap fewer for most (issue 38).
  const current: BookingForm = {
    ...form,
    payment: form.payment ?? choices[0]?.id ?? null,
    companyName: form.companyName || (rules.companyOptions?.[0] ?? ''),
  };

  if (!draft.valid)
    return (
      <EmptyState kind="error" text={t('badLink')}>
        <button type="button" className="app-link-button" onClick={() => go('/packageList')}>
          {t('toPackages')}
        </button>
      </EmptyState>
    );
  if (draft.error) return <Skeleton row={6} style={{ padding: 16 }} />;
  if (order && !isDraft) return <AlreadyBooked order={order} onNewBooking={draft.startOver} />;
  if (!order || !ready || options.loading || configs.loading)
    return <Skeleton title row={8} style={{ padding: 16 }} data-testid="booking-loading" />;
  if (options.error || !options.data)
    return <ErrorState error={options.error} onRetry={options.reload} />;
  const [days] = options.data;

  async function submit() {
    if (!order) return;
    // Every missing answer at once, each beside its question; the page goes to the first.
    const wrong = bookingErrors(bookingAnswers(current, rules), rules, choices.length);
    if (show(refusalTexts(refusalText, wrong))) return;
    try {
      const saved = await save.run({
        orderNo: order.orderNo,
        appointDate: current.date ?? '',
        timeRangeId: current.timeRangeId ?? 0,
        payment: current.payment ?? ON_SITE_PAYMENT,
        extraData: bookingExtraData(current, rules),
      });
      writeSession(SESSION_KEYS.customizedPlan, null);
      if (!goToCashier(saved))
        go(href('/orderSuccess', { orderNo: saved.orderNo }), { replace: true });
    } catch (err) {
      await tellUser(apiErrorMessage(err, t), t('failedTitle'));
      // Seats may have gone meanwhile: show the calendar as it is now.
      setForm((f) => ({ ...f, timeRangeId: null }));
      options.reload();
    }
  }

  const set: SetAnswer = (patch, ...answered) => {
    setForm((f) => ({ ...f, ...patch }));
    clear(...answered);
  };
  const onSite = current.payment === ON_SITE_PAYMENT;
  // In the order of the questions on the page.
  const listed = BOOKING_FIELDS.flatMap((key) => {
    const message = errors[key];
    return message ? [{ key, message }] : [];
  });

  return (
    <div className="booking" data-testid="submit-order" ref={ref}>
      <ErrorSummary title={t('common:errorSummary.title')} errors={listed} root={ref} />
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
        <Question label={t('chooseDate')} field="schedule" heading error={errors.schedule}>
          <ScheduleCalendar
            days={days}
            value={{ date: current.date, timeRangeId: current.timeRangeId }}
            onChange={(v) => set(v, 'schedule')}
          />
        </Question>
      </section>

      <BookingExtras rules={rules} form={current} set={set} errors={errors} />
      <PaymentChoices choices={choices} rules={rules} form={current} set={set} errors={errors} />

      <TotalBar label={t('total')} amount={order.totalPrice} testId="booking-total">
        <SubmitButton onSubmit={submit} disabled={!canSubmitBooking(current, false)}>
          {onSite || choices.length === 0 ? t('submit') : t('submitAndPay')}
        </SubmitButton>
      </TotalBar>
    </div>
  );
}
