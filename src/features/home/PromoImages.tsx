import { useTranslation } from 'react-i18next';
import type { Promo } from '@/domains/hospital/modules';
import { useGo } from '@/domains/hospital/useGo';
import { useImageUrl } from '@/domains/hospital/useImageUrl';

export function PromoImages({ promos }: { promos: Promo[] }) {
  const { t } = useTranslation('home');
  const go = useGo();
  const image = useImageUrl();
  if (promos.length === 0) return null;
  return (
    <div className="home-promos" data-testid="home-promos">
      {promos.map((p) => (
        <button key={p.key} type="button" className="home-promo" onClick={() => go(p.route)}>
          <img src={image(p.imageUrl)} alt={t(`promos.${p.key}`)} width={345} height={150} />
        </button>
      ))}
    </div>
  );
}
