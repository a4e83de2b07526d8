import { lazy, Suspense } from 'react';
import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useGo } from '@/domains/hospital/useGo';
import { useImageUrl } from '@/domains/hospital/useImageUrl';
import { weappOf, type Weapp } from '@/domains/hospital/weapp';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { LaunchWeappButton } from '@/platform/wechat/LaunchWeappButton';
import './info.css';

// Only where the open tag cannot be used: WeChat's own browser never loads it.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/**
 * The hospital's mini program: what it is, and the way in. WeChat opens it from the open
 * tag; anywhere else, or where WeChat cannot draw the tag, its QR code is there to scan.
 */
export default function WeappPage() {
  const { t } = useTranslation('info');
  const configs = useHospConfigs();
  const imageUrl = useImageUrl();
  const go = useGo();
  if (configs.error) return <ErrorState error={configs.error} onRetry={configs.reload} />;
  if (!configs.data) return <Skeleton title avatar row={4} style={{ padding: 16 }} />;
  const weapp = weappOf(configs.data);
  if (!weapp)
    return (
      <EmptyState
        text={t('weapp.none')}
        testId="weapp-none"
        action={{ label: t('weapp.back'), onClick: () => go('/', { replace: true }) }}
      />
    );
  return (
    <div className="info-page">
      <section className="app-card info-weapp" data-testid="weapp-card">
        {weapp.image && (
          <img
            className="info-weapp__picture"
            src={imageUrl(weapp.image)}
            alt={t('weapp.pictureAlt', { name: weapp.name })}
          />
        )}
        <h2 className="app-result__title">{weapp.name}</h2>
        {weapp.intro && <p className="app-result__text">{weapp.intro}</p>}
        <LaunchWeappButton
          username={weapp.username}
          path={weapp.path}
          label={t('weapp.open')}
          fallback={<WeappQr weapp={weapp} />}
        />
      </section>
    </div>
  );
}

/** The mini program's link as a QR code, or this page's own when it has none. */
function WeappQr({ weapp }: { weapp: Weapp }) {
  const { t } = useTranslation('info');
  const value = weapp.link || window.location.href;
  return (
    <div className="info-weapp__qr" data-testid="weapp-qr" data-value={value}>
      <p className="info-weapp__qr-title">{t('weapp.qrTitle')}</p>
      <Suspense fallback={<div className="info-weapp__qr-space" />}>
        <QRCodeSVG value={value} size={180} marginSize={2} title={t('weapp.qrTitle')} />
      </Suspense>
      <p className="info-weapp__hint">{t('weapp.openInWeChat')}</p>
    </div>
  );
}
