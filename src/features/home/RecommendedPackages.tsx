import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { packageApi } from '@/api/packages';
import { useRequest } from '@/api/useRequest';
import { formatPrice } from '@/lib/money';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { useGo } from '@/ui/useGo';
import { useImageUrl } from './useImageUrl';

export function RecommendedPackages({ hospId }: { hospId: number }) {
  const { t } = useTranslation('home');
  const go = useGo();
  const image = useImageUrl();
  const { data, error, loading, reload } = useRequest(`recommended:${hospId}`, () =>
    packageApi.recommended(hospId),
  );

  return (
    <section className="app-card" data-testid="home-packages">
      <h2 className="app-section-title">
        {t('recommended')}
        <button type="button" className="app-link-button" onClick={() => go('/packageList')}>
          {t('more')}
        </button>
      </h2>
      {loading && <Skeleton row={3} avatar avatarShape="square" avatarSize={64} />}
      {error && <ErrorState error={error} onRetry={reload} />}
      {data?.length === 0 && <EmptyState compact text={t('noPackages')} />}
      {data && data.length > 0 && (
        <ul className="home-packages">
          {data.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="home-package"
                onClick={() => go(`/packageDetail?id=${p.id}`)}
              >
                {p.img_url && (
                  <img src={image(p.img_url)} alt="" width={88} height={66} loading="lazy" />
                )}
                <span className="home-package__body">
                  <span className="home-package__name">{p.name}</span>
                  {p.remark && <span className="home-package__remark">{p.remark}</span>}
                  <span className="home-package__meta">
                    <span className="app-price">
                      {t('common:currency')}
                      {formatPrice(p.sale_price)}
                    </span>
                    {p.price > p.sale_price && (
                      <del className="home-package__list-price">
                        {t('common:currency')}
                        {formatPrice(p.price)}
                      </del>
                    )}
                    <span className="home-package__count">
                      {t('appointCount', { count: p.appoint_count })}
                    </span>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
