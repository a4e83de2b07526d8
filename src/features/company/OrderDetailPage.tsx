import { useState } from 'react';
import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import type { ScheduleDay } from '@/contract';
import { companyApi } from '@/domains/company/api';
import { companyKeys } from '@/domains/company/queries';
import { useSaveCompanyBooking } from '@/domains/company/mutations';
import { updateAppointment, writeAppointment } from '@/domains/company/stored';
import { useHospId } from '@/domains/hospital/scope';
import { useGo } from '@/domains/hospital/useGo';
import { ScheduleCalendar, type SlotChoice } from '@/domains/schedule/ScheduleCalendar';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { tellUser } from '@/kit/dialogs';
import { ErrorState } from '@/kit/ErrorState';
import { useQuery } from '@/kit/query/useQuery';
import { SubmitButton } from '@/kit/SubmitButton';
import {
  extFormAnswers,
  extFormComplete,
  extFormLabels,
  timeRangeSelectable,
  EXT_FIELD_MAX,
} from '@/rules/company';
import { focusFirstError } from '@/kit/fieldErrors';
import { FormField } from './FormField';
import { TimeRangePopup } from './TimeRangePopup';
import { useStoredAppointment } from './useStored';
import './company.css';
import { toast } from '@/kit/toast';

const NONE: SlotChoice = { date: null, timeRangeId: null };
const DATES_ID = 'company-dates';
const extId = (index: number) => `ext-field-${index}`;

/**
 * The date and time of a company booking, after the batch's extra form; then the save. The
 * calendar holds the days the server answers: the batch's own booking days, however far
 * out, or the personal window for a batch without.
 */
export default function CompanyOrderDetailPage() {
  const { t } = useTranslation('company');
  const refusalText = useRefusalText();
  const hospId = useHospId();
  const go = useGo();
  const appt = useStoredAppointment();
  const [answers, setAnswers] = useState(() => extFormAnswers(appt?.extFormValue));
  const [choice, setChoice] = useState<SlotChoice>(NONE);
  const [popupDay, setPopupDay] = useState<ScheduleDay | null>(null);
  // After the first refused submit the marks follow the answers: a filled field loses its own.
  const [tried, setTried] = useState(false);
  // The seats of the chosen range went while the patient looked: said at the calendar.
  const [stockGone, setStockGone] = useState(false);
  const book = useSaveCompanyBooking();
  const schedule = useQuery(appt ? companyKeys.schedule(appt.id) : null, () =>
    companyApi.schedules(hospId, appt!.id),
  );
  if (!appt) return null;

  const labels = extFormLabels(appt.extFormConfig);
  const extValue = labels.length > 0 ? JSON.stringify(answers) : null;
  const formDone = extFormComplete(appt.extFormConfig, extValue);
  const days = schedule.data ?? [];
  const chosenRange = days
    .find((d) => d.dayValue === choice.date)
    ?.timeRanges.find((r) => r.id === choice.timeRangeId);
  const missing = labels.filter((label) => !(answers[label] ?? '').trim());
  // The calendar opens once the form is filled, so the date is asked for only then.
  const dateMissing = formDone && !chosenRange;
  const dateError =
    dateMissing && stockGone
      ? refusalText('company.stockInsufficient')
      : dateMissing && tried
        ? refusalText('company.dateRequired')
        : null;
  const dateErrorId = `${DATES_ID}-error`;

  function answer(label: string, value: string) {
    const next = { ...answers, [label]: value };
    setAnswers(next);
    updateAppointment({ extFormValue: JSON.stringify(next) });
  }

  function pickDay(next: SlotChoice) {
    setChoice(next);
    setStockGone(false);
    setPopupDay(next.date ? (days.find((d) => d.dayValue === next.date) ?? null) : null);
  }

  async function submit() {
    if (!appt) return;
    if (missing.length > 0 || !choice.date || !choice.timeRangeId) {
      setTried(true);
      const ids = labels.flatMap((label, i) => (missing.includes(label) ? [extId(i)] : []));
      return focusFirstError(missing.length > 0 ? ids : [DATES_ID]);
    }
    // The seats are read again first: another employee may have taken the last one.
    const fresh = await companyApi.schedules(hospId, appt.id).catch(() => null);
    const range = fresh
      ?.find((d) => d.dayValue === choice.date)
      ?.timeRanges.find((r) => r.id === choice.timeRangeId);
    if (fresh && (!range || !timeRangeSelectable(range))) {
      void toast('info', refusalText('company.stockInsufficient'));
      setChoice(NONE);
      setStockGone(true);
      schedule.reload();
      return focusFirstError([DATES_ID]);
    }
    try {
      const saved = await book.run({
        stored: { ...appt, extFormValue: extValue },
        slot: {
          date: choice.date,
          timeRangeId: choice.timeRangeId,
          timeRangeName: (range ?? chosenRange)?.timeRangeName ?? null,
        },
      });
      writeAppointment(null);
      const info = encodeURIComponent(JSON.stringify({ id: saved.id, examNo: saved.examNo }));
      go(`/company/orderSuccess/${info}`, { replace: true });
    } catch (err) {
      // The spec: a refused save is alerted, then home.
      await tellUser(apiErrorMessage(err, t));
      go('/', { replace: true });
    }
  }

  return (
    <div className="company company--bar" data-testid="company-order-detail">
      <section className="app-card company__summary">
        <p className="company__name">{appt.groupName}</p>
        <p className="company__line">{t('fields.personLine', { name: appt.name })}</p>
        <p className="company__line">{`${appt.companyName} · ${appt.companyBatchName}`}</p>
        {appt.addCombos.length > 0 && (
          <p className="company__line">
            {t('fields.addOnsLine', {
              names: appt.addCombos.map((c) => c.comboName).join(t('separator')),
            })}
          </p>
        )}
      </section>
      {labels.length > 0 && (
        <section className="app-card company__form" data-testid="ext-form">
          {labels.map((label, i) => (
            <FormField
              key={label}
              id={extId(i)}
              label={label}
              required
              value={answers[label] ?? ''}
              onChange={(v) => answer(label, v)}
              placeholder={t('extPlaceholder', { label })}
              maxLength={EXT_FIELD_MAX}
              error={
                tried && missing.includes(label) ? t('errors.extRequired', { label }) : undefined
              }
            />
          ))}
        </section>
      )}
      <section
        id={DATES_ID}
        tabIndex={-1}
        aria-labelledby={`${DATES_ID}-title`}
        aria-describedby={dateError ? dateErrorId : undefined}
        className={`app-card company__dates${dateError ? ' company__dates--error' : ''}`}
      >
        <h2 className="company__section-title" id={`${DATES_ID}-title`}>
          {t('chooseDate')}
        </h2>
        {dateError && (
          <p className="company__error" id={dateErrorId} data-testid={dateErrorId}>
            {dateError}
          </p>
        )}
        {!formDone ? (
          <p className="company__hint" data-testid="ext-form-first">
            {refusalText('company.extFormRequired')}
          </p>
        ) : schedule.loading ? (
          <Skeleton row={5} />
        ) : schedule.error ? (
          <ErrorState error={schedule.error} onRetry={schedule.reload} />
        ) : (
          <ScheduleCalendar
            days={days}
            value={choice}
            onChange={pickDay}
            hideSlots
            labels={{
              rest: t('days.rest'),
              notOpen: t('days.notOpen'),
              full: t('days.full'),
              open: t('days.open'),
            }}
          />
        )}
        {chosenRange && choice.date && (
          <p className="company__chosen" data-testid="chosen-time">
            {t('chosenTime', { date: choice.date, range: chosenRange.timeRangeName })}
          </p>
        )}
      </section>
      <div className="app-bottom-bar company__submit">
        <SubmitButton onSubmit={submit}>{t('actions.submit')}</SubmitButton>
      </div>
      <TimeRangePopup
        day={popupDay}
        value={choice.timeRangeId}
        onClose={() => setPopupDay(null)}
        onPick={(id) => {
          setChoice({ date: popupDay?.dayValue ?? null, timeRangeId: id });
          setPopupDay(null);
        }}
      />
    </div>
  );
}
