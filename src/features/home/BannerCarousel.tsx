import { useTranslation } from 'react-i18next';
import type { BannerImage } from '@/contract';
import { safeAppRoute } from '@/kit/safeRoute';
import { Carousel } from '@/kit/Carousel';
import { useGo } from '@/domains/hospital/useGo';
import { useImageUrl } from '@/domains/hospital/useImageUrl';

export const BANNER_AUTOPLAY_MS = 3000;

export function BannerCarousel({ banners }: { banners: BannerImage[] }) {
  const { t } = useTranslation('home');
  const go = useGo();
  const image = useImageUrl();
  if (banners.length === 0) return null;
  return (
    <div className="home-banner" data-testid="home-banner">
      <Carousel
        interval={BANNER_AUTOPLAY_MS}
        label={t('bannerLabel')}
        pauseLabel={t('bannerPause')}
        playLabel={t('bannerPlay')}
      >
        {banners.map((b, i) => (
          <img
            key={`${b.imageUrl}-${i}`}
            className="home-banner__image"
            src={image(b.imageUrl)}
            alt={t('bannerAlt', { n: i + 1 })}
            width={750}
            height={320}
            // The first banner is the page's largest paint: fetch it first.
            fetchPriority={i === 0 ? 'high' : 'low'}
            loading={i === 0 ? 'eager' : 'lazy'}
            onClick={() => b.link && go(safeAppRoute(b.link))}
          />
        ))}
      </Carousel>
    </div>
  );
}
