import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { packageApi } from '@/domains/catalog/api';
import { useRequest } from '@/kit/useRequest';
import { EmptyState } from '@/kit/EmptyState';
import { PackageCard } from '@/domains/catalog/PackageCard';
import { ErrorState } from '@/kit/ErrorState';
import { useGo } from '@/domains/hospital/useGo';

export function RecommendedPackages({ hospId }: { hospId: number }) {
  const { t } = useTranslation('home');
  const go = useGo();
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
              <PackageCard pkg={p} onOpen={() => go(`/packageDetail?id=${p.id}`)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
