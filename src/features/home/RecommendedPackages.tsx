import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRecommendedPackages } from '@/domains/catalog/queries';
import { PackageCards } from '@/domains/catalog/PackageCards';
import { HomeSection } from './HomeSection';

export function RecommendedPackages() {
  const { t } = useTranslation('home');
  return (
    <HomeSection
      title={t('recommended')}
      more="/packageList"
      testId="home-packages"
      query={useRecommendedPackages()}
      skeleton={<Skeleton row={3} avatar avatarShape="square" avatarSize={64} />}
      emptyText={t('noPackages')}
    >
      {(packages) => <PackageCards packages={packages} className="home-packages" belowFold />}
    </HomeSection>
  );
}
