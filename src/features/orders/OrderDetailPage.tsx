import { useEffect, useState } from 'react';
import { Button, Cell, Popup, Skeleton } from 'react-vant';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { orderApi } from '@/domains/orders/api';
import { packageDetailApi } from '@/domains/catalog/api';
import { useQuery } from '@/kit/query/useQuery';
import { orderKeys } from '@/domains/orders/queries';
import { useCancelOrder, usePayNow } from '@/domains/orders/mutations';
import { maskPhone } from '@/rules/masks';
import {
  canPayNow,
  canReschedule,
  cancelRefusal,
  orderBanner,
  showsBarcode,
} from '@/rules/orderStatus';
import { usePageShowRefresh } from '@/platform/usePageShowRefresh';
import { useHospitalInfo } from '@/domains/hospital/queries';
import { useHospId } from '@/domains/hospital/scope';
import { askConfirm, tellUser } from '@/kit/dialogs';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { Barcode } from '@/kit/Barcode';
import { HospitalHtml } from '@/domains/hospital/HospitalHtml';
import { centrePhone } from '@/domains/hospital/centrePhone';
import { PaidCancel } from './PaidCancel';
import { ReminderCard } from '@/domains/reminders/ReminderCard';
import { RescheduleSheet } from './RescheduleSheet';
import './orders.css';
import { Price } from '@/kit/Price';
import { toast } from '@/kit/toast';

/** A lookup failure is shown this long before going back. */
const BACK_AFTER_MS = 2000;

/** One personal order: where it stands, who, where, when, the barcode, payment, items. */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const refusalText = useRefusalText();
  const navigate = useNavigate();
  const orderNo = useRouteQuery('/orderinfo').orderNo ?? '';
  const hospId = useHospId();
  const hospital = useHospitalInfo();
  usePageShowRefresh();
  const [rescheduling, setRescheduling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const cancelOrder = useCancelOrder();
  const payNow = usePayNow();
  const {
    data: order,
    error,
    loading,
  } = useQuery(orderNo ? orderKeys.one(hospId, orderNo) : null, () =>
    orderApi.get(hospId, orderNo),
  );
  // Payment method names and the package's notices do not change with the order's state:
  // read once, not again after a cancel or a reschedule.
  const packageId = order?.packageId ?? null;
  const extras = useQuery(packageId === null ? null : orderKeys.extras(hospId, packageId), () =>
    Promise.all([
      orderApi.payments(hospId).catch(() => []),
      packageDetailApi.find(hospId, packageId!).catch(() => null),
    ]),
  );

  // The spec's lookup failure: say so, then go back.
  useEffect(() => {
    if (!error && orderNo) return;
    void toast('fail', error ? apiErrorMessage(error, t) : refusalText('orderNotFound'));
    const timer = window.setTimeout(() => navigate(-1), BACK_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [error, orderNo, navigate, t, refusalText]);

  if (loading || !order || !extras.data) return <Skeleton title row={10} style={{ padding: 16 }} />;
  const [methods, pkg] = extras.data;
  const banner = orderBanner(order);
  const info = hospital.data;
  const method = order.payment === 0 ? null : methods.find((m) => m.id === order.payment);
  const phone = info ? centrePhone(info) : '';

  async function cancel() {
    if (!order) return;
    const refusal = cancelRefusal(order);
    if (refusal === 'paidOnline')
      return void tellUser(<PaidCancel phone={phone} />, t('cancel.paidTitle'));
    if (refusal) return;
    const confirmed = await askConfirm({
      message: t('cancel.confirm'),
      cancelText: t('cancel.thinkAgain'),
      confirmText: t('cancel.submit'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      const { msg } = await cancelOrder.run(order.orderNo);
      void toast('success', msg || t('cancel.done'));
    } catch (err) {
      void tellUser(apiErrorMessage(err, t));
    }
  }

  async function pay() {
    if (!order) return;
    try {
      if (!(await payNow.run(order.orderNo))) void tellUser(t('common:errors.generic'));
    } catch (err) {
      void tellUser(apiErrorMessage(err, t));
    }
  }

  return (
    <div className="order-detail" data-testid="order-detail" data-status={order.appointStatus}>
      <div
        className={`order-detail__banner order-detail__banner--${banner}`}
        data-banner={banner}
        data-testid="order-banner"
      >
        <h2>{t(`banner.${banner}`)}</h2>
        <p>{t(`bannerHint.${banner}`)}</p>
      </div>

      {showsBarcode(order) && order.examNo && (
        <section className="app-card order-detail__barcode">
          <Barcode value={order.examNo} />
          <p>{t('barcodeHint')}</p>
        </section>
      )}

      <Cell.Group inset className="app-kv" title={t('sections.booking')}>
        <Cell
          title={t('fields.person')}
          value={`${order.name} · ${t(`sexes.${order.sex}`)} · ${t('age', { age: order.age })}`}
        />
        <Cell title={t('fields.phone')} value={maskPhone(order.mobile)} />
        <Cell title={t('fields.hospital')} value={info?.name ?? ''} />
        <Cell title={t('fields.address')} value={info?.address ?? ''} />
        <Cell
          title={t('fields.time')}
          value={`${order.appointDate ?? ''} ${order.appointTimeRangeName ?? ''}`}
          data-testid="order-time"
        />
        <Cell title={t('fields.package')} value={order.packageName} />
        <Cell title={t('fields.orderNo')} value={order.orderNo} />
        <Cell title={t('fields.examNo')} value={order.examNo ?? t('none')} />
      </Cell.Group>

      <Cell.Group inset className="app-kv" title={t('sections.payment')}>
        <Cell
          title={t('fields.payment')}
          value={method?.name ?? (order.payment === 0 ? t('onSite') : t('none'))}
        />
        <Cell title={t('fields.payStatus')} value={t(`payStatus.${order.payStatus}`)} />
        <Cell title={t('fields.amount')} value={<Price amount={order.totalPrice} />} />
        {order.tradeNo && <Cell title={t('fields.tradeNo')} value={order.tradeNo} />}
        {order.extraData.company_name && (
          <Cell title={t('fields.company')} value={order.extraData.company_name} />
        )}
        {order.extraData.payment_option && (
          <Cell title={t('fields.paymentOption')} value={order.extraData.payment_option} />
        )}
        {order.extraData.flag_add_item !== undefined && (
          <Cell
            title={t('fields.addItemOnSite')}
            value={t(order.extraData.flag_add_item === 1 ? 'yes' : 'no')}
          />
        )}
      </Cell.Group>

      <Cell.Group inset title={t('sections.items', { count: order.details.length })}>
        <div className="app-card" style={{ margin: 0 }}>
          <ol className="order-detail__items" data-testid="order-items">
            {order.details.map((d, i) => (
              <li key={`${d.id}:${i}`}>{d.itemName}</li>
            ))}
          </ol>
        </div>
      </Cell.Group>

      {(pkg?.exam_notice || pkg?.notice_content) && (
        <Cell.Group inset title={t('sections.notices')}>
          {pkg.exam_notice && (
            <Cell isLink title={t('notices.exam')} onClick={() => setNotice(pkg.exam_notice)} />
          )}
          {pkg.notice_content && (
            <Cell
              isLink
              title={t('notices.reminder')}
              onClick={() => setNotice(pkg.notice_content)}
            />
          )}
        </Cell.Group>
      )}

      <ReminderCard booking="personal" id={order.id} booked={order.appointStatus === 1} />

      {order.appointStatus === 1 && (
        <div className="app-bottom-bar order-detail__actions">
          <Button
            round
            disabled={cancelOrder.pending}
            onClick={() => void cancel()}
            data-testid="order-cancel"
          >
            {t('cancel.button')}
          </Button>
          {canPayNow(order) && (
            <Button
              round
              type="primary"
              disabled={payNow.pending}
              onClick={() => void pay()}
              data-testid="order-pay"
            >
              {t('payNow')}
            </Button>
          )}
          {canReschedule(order) && (
            <Button
              round
              type="primary"
              onClick={() => setRescheduling(true)}
              data-testid="order-reschedule"
            >
              {t('reschedule.button')}
            </Button>
          )}
        </div>
      )}

      <RescheduleSheet
        order={order}
        visible={rescheduling}
        onClose={() => setRescheduling(false)}
        onMoved={() => setRescheduling(false)}
      />
      <Popup
        visible={notice !== null}
        position="bottom"
        round
        closeable
        onClose={() => setNotice(null)}
      >
        <div className="order-notice">{notice && <HospitalHtml html={notice} />}</div>
      </Popup>
    </div>
  );
}
