import { useEffect, useState } from 'react';
import { Button, Skeleton } from 'react-vant';
import { LocationO } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { HospitalContact } from '@/domains/hospital/HospitalContact';
import { useHospitalInfo } from '@/domains/hospital/queries';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { mapAppUri, placeOf, type Place } from '@/platform/map';
import { runtimeConfig } from '@/platform/runtimeConfig';
import { isWeChat } from '@/platform/wechat/detect';
import { TileMap } from './TileMap';
import { useBack } from './useBack';
import './info.css';

const MAP_SCALE = 16;
/** How long 'map info unavailable' shows before the page goes back by itself (as the PDF
 * viewer's 'parameter error'). */
export const MAP_UNAVAILABLE_BACK_MS = 1500;

/** Where the branch is, and a button that starts the navigation in WeChat or a map app. */
export default function LocationPage() {
  const { t } = useTranslation('info');
  const info = useHospitalInfo();
  const back = useBack();
  // The spec: without mapX and mapY, 'map info unavailable', then back.
  const unavailable = !!info.data && !placeOf(info.data);
  useEffect(() => {
    if (!unavailable) return;
    const timer = window.setTimeout(back, MAP_UNAVAILABLE_BACK_MS);
    return () => window.clearTimeout(timer);
  }, [unavailable, back]);
  if (info.error) return <ErrorState error={info.error} onRetry={info.reload} />;
  if (!info.data) return <Skeleton title row={6} style={{ padding: 16 }} />;
  const place = placeOf(info.data);
  if (!place)
    return (
      <EmptyState
        kind="error"
        text={t('location.unavailable')}
        testId="location-unavailable"
        action={{ label: t('location.back'), onClick: back }}
      />
    );
  const tiles = runtimeConfig().mapTileUrl?.trim();
  return (
    <div className="info-page">
      <section className="app-card info-location" data-testid="location-card">
        {tiles ? (
          <TileMap
            place={place}
            template={tiles}
            label={t('location.mapLabel', { name: place.name })}
          />
        ) : (
          <div className="info-location__card">
            <LocationO fontSize={40} color="var(--app-primary)" />
            <div>
              <h2 className="info-location__name app-value">{place.name}</h2>
              <p className="info-location__address app-value">{place.address}</p>
              <p className="info-location__coords">
                {t('location.coordinates', { longitude: place.lng, latitude: place.lat })}
              </p>
            </div>
          </div>
        )}
        <NavigateButton place={place} label={t('location.navigate')} />
      </section>
      <HospitalContact info={info.data} testId="info-contact" />
    </div>
  );
}

/**
 * Inside WeChat its own map (wx.openLocation), which needs no other app; outside, or when
 * the JS-SDK cannot be configured, a map app's link.
 */
function NavigateButton({ place, label }: { place: Place; label: string }) {
  const uri = mapAppUri(place);
  const [busy, setBusy] = useState(false);
  if (!isWeChat())
    return (
      <a className="info-location__go" href={uri} data-testid="location-navigate">
        {label}
      </a>
    );
  async function open() {
    setBusy(true);
    try {
      const { openLocation } = await import('@/platform/wechat/jssdk');
      const opened = await openLocation({
        latitude: place.lat,
        longitude: place.lng,
        name: place.name,
        address: place.address,
        scale: MAP_SCALE,
      });
      if (!opened) window.location.href = uri;
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      round
      block
      type="primary"
      loading={busy}
      onClick={() => void open()}
      data-testid="location-navigate"
    >
      {label}
    </Button>
  );
}
