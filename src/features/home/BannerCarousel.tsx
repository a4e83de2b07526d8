import { Image, Swiper } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { BannerImage } from '@/api/contract';
import { safeAppRoute } from '@/lib/safeRoute';
import { useGo } from '@/ui/useGo';
import { useImageUrl } from './useImageUrl';

export const BANNER_AUTOPLAY_MS = 3000;

export function BannerCarousel({ banners }: { banners: BannerImage[] }) {
  const { t } = useTranslation('home');
  const go = useGo();
  const image = useImageUrl();
  if (banners.length === 0) return null;
  return (
    <div className="home-banner" data-testid="home-banner">
      <Swiper autoplay={BANNER_AUTOPLAY_MS} loop>
        {banners.map((b, i) => (
          <Swiper.Item key={`${b.imageUrl}-${i}`}>
            <Image
              className="home-banner__image"
              src={image(b.imageUrl)}
              alt={t('bannerAlt', { n: i + 1 })}
              fit="cover"
              onClick={() => b.link && go(safeAppRoute(b.link))}
            />
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
