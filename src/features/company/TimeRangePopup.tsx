import { Popup } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { ScheduleDay } from '@/contract';
import { timeRangeSelectable } from '@/rules/company';

/** A day's time ranges, each with orderNum/limitNum; only orderable ones with seats left can be tapped. */
export function TimeRangePopup({
  day,
  value,
  onPick,
  onClose,
}: {
  day: ScheduleDay | null;
  value: number | null;
  onPick: (rangeId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('company');
  return (
    <Popup
      visible={day !== null}
      position="bottom"
      round
      closeable
      onClose={onClose}
      title={day ? t('rangesFor', { date: day.dayValue }) : ''}
    >
      <ul className="company__ranges" data-testid="time-ranges">
        {day?.timeRanges.map((r) => {
          const selectable = timeRangeSelectable(r);
          const selected = r.id === value;
          return (
            <li key={r.id}>
              <button
                type="button"
                className={`company__range${selected ? ' is-selected' : ''}`}
                disabled={!selectable}
                aria-pressed={selected}
                data-testid="time-range"
                onClick={() => onPick(r.id)}
              >
                <span>{r.timeRangeName}</span>
                <span className="company__range-seats" data-testid="time-range-seats">
                  {`${r.orderNum}/${r.limitNum}`}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Popup>
  );
}
