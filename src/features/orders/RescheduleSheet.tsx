import { useState } from 'react';
import { Popup, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import type { PersonalOrder } from '@/contract';
import { orderApi } from '@/domains/orders/api';
import { useQuery } from '@/kit/query/useQuery';
import { orderKeys } from '@/domains/orders/queries';
import { useRescheduleOrder } from '@/domains/orders/mutations';
import { usePackage } from '@/domains/catalog/queries';
import { askConfirm, tellUser } from '@/kit/dialogs';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { ErrorState } from '@/kit/ErrorState';
import { ScheduleCalendar, type SlotChoice } from '@/domains/schedule/ScheduleCalendar';
import { SubmitButton } from '@/kit/SubmitButton';
import { toast } from '@/kit/toast';

/** Moves a booked order to another day and slot, after a confirmation. */
export function RescheduleSheet({
  order,
  visible,
  onClose,
  onMoved,
}: {
  order: PersonalOrder;
  visible: boolean;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useTranslation(['orders', 'schedule']);
  const refusalText = useRefusalText();
  const [choice, setChoice] = useState<SlotChoice>({ date: null, timeRangeId: null });
  const pkg = usePackage(order.packageId);
  const move = useRescheduleOrder();
  const schedule = useQuery(
    visible && !pkg.loading ? orderKeys.schedule(order.orderNo) : null,
    () => orderApi.schedulesFor(order, pkg.data?.exam_type_id),
  );

  async function submit() {
    if (!choice.date) return void toast('info', refusalText('bookingDateRequired'));
    const slot = schedule.data
      ?.find((d) => d.dayValue === choice.date)
      ?.timeRanges.find((r) => r.id === choice.timeRangeId);
    if (!slot) return void toast('info', refusalText('bookingSlotRequired'));
    const confirmed = await askConfirm({
      title: t('reschedule.confirmTitle'),
      message: t('reschedule.confirm', { date: choice.date, slot: slot.timeRangeName }),
      confirmText: t('reschedule.submit'),
      cancelText: t('reschedule.keep'),
    });
    if (!confirmed) return;
    try {
      const { msg } = await move.run({
        orderId: order.id,
        orderNo: order.orderNo,
        orderDate: choice.date,
        period: slot.period,
        timeRangeId: slot.id,
        timeRangeName: slot.timeRangeName,
      });
      void toast('success', msg || refusalText('orderRescheduled'));
      setChoice({ date: null, timeRangeId: null });
      onMoved();
    } catch (err) {
      await tellUser(apiErrorMessage(err, t));
      setChoice((c) => ({ ...c, timeRangeId: null }));
      schedule.reload();
    }
  }

  return (
    <Popup visible={visible} position="bottom" round closeable onClose={onClose}>
      <div className="reschedule" data-testid="reschedule">
        <h2>{t('reschedule.title')}</h2>
        {order.appointDate && (
          <p className="reschedule__current" data-testid="reschedule-current">
            {t('reschedule.current', {
              date: order.appointDate,
              slot: order.appointTimeRangeName ?? '',
            })}
          </p>
        )}
        {schedule.loading ? (
          <Skeleton row={6} />
        ) : schedule.error || !schedule.data ? (
          <ErrorState error={schedule.error} onRetry={schedule.reload} />
        ) : (
          <>
            <ScheduleCalendar
              days={schedule.data}
              value={choice}
              onChange={setChoice}
              booked={{ date: order.appointDate, timeRangeId: order.appointTimeRangeId }}
            />
            <SubmitButton onSubmit={submit}>{t('reschedule.submit')}</SubmitButton>
          </>
        )}
      </div>
    </Popup>
  );
}
