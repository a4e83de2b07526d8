import { lazy, Suspense } from 'react';
import { Loading } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { cashierQrOf } from '@/domains/orders/cashierQr';

// Only a desktop payer sees it: the page's first load does without the QR code's chunk.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** WeChat Pay's code to scan with WeChat, while the order's trade this page opened waits. */
export function NativeCashierQr({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('booking');
  const code = cashierQrOf(orderNo);
  if (!code) return null;
  return (
    <figure className="booking-result__qr" data-testid="pay-qr" data-code={code}>
      <Suspense fallback={<Loading size="48px" type="spinner" />}>
        <QRCodeSVG
          value={code}
          size={200}
          marginSize={2}
          role="img"
          aria-label={t('pay.scanLabel')}
        />
      </Suspense>
      <figcaption className="app-result__text">{t('pay.scanHint')}</figcaption>
    </figure>
  );
}
