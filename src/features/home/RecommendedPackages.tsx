import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRecommendedPackages } from '@/domains/catalog/queries';
import { EmptyState } from '@/kit/EmptyState';
import { PackageCard } from '@/domains/catalog/PackageCard';
import { ErrorState } from '@/kit/ErrorState';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { HomeSection } from './HomeSection';

export function RecommendedPackages() {
  const { t } = useTranslation('home');
  const go = useGo();
  const { data, error, loading, reload } = useRecommendedPackages();

  return (
    <HomeSection title={t('recommended')} more="/packageList" testId="home-packages">
      {loading && <Skeleton row={3} avatar avatarShape="square" avatarSize={64} />}
      {error && <ErrorState error={error} onRetry={reload} />}
      {data?.length === 0 && <EmptyState compact text={t('noPackages')} />}
      {data && data.length > 0 && (
        <ul className="home-packages">
          {data.map((p) => (
            <li key={p.id}>
              <PackageCard pkg={p} onOpen={() => go(href('/packageDetail', { id: p.id }))} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
