import { useState } from 'react';
import { Dialog, Popup, Skeleton, Toast } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { PersonalOrder } from '@/api/contract';
import { orderApi } from '@/api/orders';
import { useRequest } from '@/api/useRequest';
import { bookingWindow } from '@/lib/schedule';
import { apiErrorMessage } from '@/ui/apiErrorMessage';
import { ErrorState } from '@/ui/ErrorState';
import { ScheduleCalendar, type SlotChoice } from '@/ui/ScheduleCalendar';
import { SubmitButton } from '@/ui/SubmitButton';

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
  const [choice, setChoice] = useState<SlotChoice>({ date: null, timeRangeId: null });
  const [round, setRound] = useState(0);
  const schedule = useRequest(visible ? `reschedule:${order.orderNo}:${round}` : null, () => {
    const window = bookingWindow();
    return orderApi.schedules({
      hospId: order.hospId,
      packageId: order.packageId,
      items: order.details.map((d) => d.id),
      age: order.age,
      sex: order.sex,
      total: order.totalPrice,
      startDate: window.start,
      endDate: window.end,
    });
  });

  async function submit() {
    if (!choice.date) return void Toast.info(t('schedule:errors.chooseDate'));
    const slot = schedule.data
      ?.find((d) => d.dayValue === choice.date)
      ?.timeRanges.find((r) => r.id === choice.timeRangeId);
    if (!slot) return void Toast.info(t('schedule:errors.chooseSlot'));
    const confirmed = await Dialog.confirm({
      title: t('reschedule.confirmTitle'),
      message: t('reschedule.confirm', { date: choice.date, slot: slot.timeRangeName }),
      cancelButtonText: t('common:actions.cancel'),
      confirmButtonText: t('common:actions.confirm'),
    }).then(
      () => true,
      () => false,
    );
    if (!confirmed) return;
    try {
      const { msg } = await orderApi.changeDate({
        orderId: order.id,
        orderNo: order.orderNo,
        orderDate: choice.date,
        period: slot.period,
        timeRangeId: slot.id,
        timeRangeName: slot.timeRangeName,
      });
      Toast.success(msg || t('reschedule.done'));
      setChoice({ date: null, timeRangeId: null });
      onMoved();
    } catch (err) {
      await Dialog.alert({
        message: apiErrorMessage(err, t),
        confirmButtonText: t('common:actions.ok'),
      });
      setChoice((c) => ({ ...c, timeRangeId: null }));
      setRound((r) => r + 1);
    }
  }

  return (
    <Popup visible={visible} position="bottom" round closeable onClose={onClose}>
      <div className="reschedule" data-testid="reschedule">
        <h2>{t('reschedule.title')}</h2>
        {schedule.loading ? (
          <Skeleton row={6} />
        ) : schedule.error || !schedule.data ? (
          <ErrorState error={schedule.error} onRetry={schedule.reload} />
        ) : (
          <>
            <ScheduleCalendar days={schedule.data} value={choice} onChange={setChoice} />
            <SubmitButton onSubmit={submit}>{t('reschedule.submit')}</SubmitButton>
          </>
        )}
      </div>
    </Popup>
  );
}
