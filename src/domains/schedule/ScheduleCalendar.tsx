import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleDay } from '@/contract';
import {
  calendarMonths,
  CALENDAR_ROW_HEIGHT,
  dayLabel,
  type DayLabel,
  seatsLeft,
  slotDisabled,
} from '@/rules/schedule';
import './scheduleCalendar.css';
import { toast } from '@/kit/toast';

export interface SlotChoice {
  date: string | null;
  timeRangeId: number | null;
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * The booking calendar: the schedule's days in week rows starting on Monday, each day
 * labelled rest / full / not open when it cannot be booked, then the chosen day's time
 * slots. Tapping a day that cannot be booked says why and clears the choice.
 */
export function ScheduleCalendar({
  days,
  value,
  onChange,
  labels,
  hideSlots = false,
  booked,
}: {
  days: readonly ScheduleDay[];
  value: SlotChoice;
  onChange: (next: SlotChoice) => void;
  /** Day labels in another wording (company booking's rest / not open / full). */
  labels?: Record<DayLabel | 'open', string>;
  /** The page shows the chosen day's time ranges itself (company booking's popup). */
  hideSlots?: boolean;
  /** The day and slot the order holds now (rescheduling): marked, so the move is from it. */
  booked?: SlotChoice;
}) {
  const { t: tSchedule } = useTranslation('schedule');
  const t = (key: string, options?: Record<string, unknown>): string => {
    const label = key.startsWith('labels.')
      ? labels?.[key.slice(7) as DayLabel | 'open']
      : undefined;
    return label ?? tSchedule(key, options);
  };
  const byDate = useMemo(() => new Map(days.map((d) => [d.dayValue, d])), [days]);
  const first = days[0]?.dayValue;
  const last = days[days.length - 1]?.dayValue;
  const months = useMemo(() => (first && last ? calendarMonths(first, last) : []), [first, last]);
  const chosen = value.date ? byDate.get(value.date) : undefined;
  const slotsRef = useRef<HTMLDivElement>(null);
  // Counts the taps on open days: each brings that day's slots into view.
  const [picked, setPicked] = useState(0);

  // The slots open under the calendar, below the screen in the elder mode or zoomed in: a
  // tap that showed nothing would seem to do nothing (issue 38). Only as far as needed.
  useEffect(() => {
    if (!picked) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    slotsRef.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [picked]);

  function pickDay(day: ScheduleDay) {
    const label = dayLabel(day);
    if (label) {
      void toast('info', day.reason || t(`labels.${label}`));
      onChange({ date: null, timeRangeId: null });
      return;
    }
    setPicked((n) => n + 1);
    // The popup of a page that shows the ranges itself opens on every tap, the same day too.
    if (day.dayValue !== value.date || hideSlots)
      onChange({ date: day.dayValue, timeRangeId: null });
  }

  if (months.length === 0) return <p className="schedule__none">{t('noDays')}</p>;

  return (
    <div className="schedule" data-testid="schedule">
      <div className="schedule__weekdays" aria-hidden data-testid="schedule-weekdays">
        {WEEKDAYS.map((w) => (
          <span key={w} data-testid="schedule-weekday">
            {t(`weekdays.${w}`)}
          </span>
        ))}
      </div>
      {months.map((month) => (
        <section key={month.month} className="schedule__month">
          <h3 className="schedule__month-title">
            {t('monthTitle', {
              year: month.month.slice(0, 4),
              month: Number(month.month.slice(5)),
            })}
          </h3>
          {month.weeks.map((week, i) => (
            <div key={i} className="schedule__week" style={{ height: CALENDAR_ROW_HEIGHT }}>
              {week.map((date, j) => {
                const day = date ? byDate.get(date) : undefined;
                if (!date || !day) return <span key={j} className="schedule__cell" />;
                const label = dayLabel(day);
                const selected = date === value.date;
                const isBooked = date === booked?.date;
                return (
                  <button
                    key={j}
                    type="button"
                    className={`schedule__cell schedule__day${label ? ' is-off' : ''}${selected ? ' is-selected' : ''}${isBooked ? ' is-booked' : ''}`}
                    aria-pressed={selected}
                    aria-disabled={label !== null}
                    data-date={date}
                    data-label={label ?? 'open'}
                    data-testid="schedule-day"
                    onClick={() => pickDay(day)}
                  >
                    <span className="schedule__date">{Number(date.slice(8))}</span>
                    {/* Shown only where the days leave their weekday columns (elder, zoom). */}
                    <span className="schedule__weekday">
                      {t('dayOfWeek', { weekday: t(`weekdays.${WEEKDAYS[j]}`) })}
                    </span>
                    <span className="schedule__label" data-testid="schedule-day-label">
                      {isBooked ? t('booked') : label ? t(`labels.${label}`) : t('labels.open')}
                    </span>
                  </button>
                );
              })}
            </div>
          ))}
        </section>
      ))}
      {chosen && !hideSlots && (
        <div className="schedule__slots" data-testid="schedule-slots" ref={slotsRef}>
          <h3 className="schedule__slots-title">{t('slotsFor', { date: chosen.dayValue })}</h3>
          <div className="schedule__slot-grid">
            {chosen.timeRanges.map((slot) => {
              const disabled = slotDisabled(slot);
              const selected = slot.id === value.timeRangeId;
              const wasBooked = chosen.dayValue === booked?.date && slot.id === booked.timeRangeId;
              return (
                <button
                  key={slot.id}
                  type="button"
                  className={`schedule__slot${selected ? ' is-selected' : ''}`}
                  disabled={disabled}
                  aria-pressed={selected}
                  data-slot={slot.id}
                  data-testid="schedule-slot"
                  onClick={() => onChange({ date: chosen.dayValue, timeRangeId: slot.id })}
                >
                  <span className="schedule__slot-name" data-testid="schedule-slot-name">
                    {slot.timeRangeName}
                  </span>
                  <span className="schedule__slot-seats">
                    {wasBooked
                      ? t('booked')
                      : disabled
                        ? t(slot.limitNum === 0 ? 'slotClosed' : 'slotFull')
                        : t('seatsLeft', { count: seatsLeft(slot) })}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
