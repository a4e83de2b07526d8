import { useAtomValue, useSetAtom } from 'jotai';
import { Skeleton } from 'react-vant';
import { visibleMenu, visiblePromos } from '@/lib/modules';
import {
  homeModulesAtom,
  hospAssetsAtom,
  hospidAtom,
  hospitalInfoAtom,
  hospScopeRetryAtom,
} from '@/state/hospital';
import { ErrorState } from '@/ui/ErrorState';
import { BannerCarousel } from './BannerCarousel';
import { HospitalContact } from './HospitalContact';
import { LatestArticles } from './LatestArticles';
import { PromoImages } from './PromoImages';
import { RecommendedPackages } from './RecommendedPackages';
import { ServiceMenu } from './ServiceMenu';
import { TodoReminder } from './TodoReminder';
import './home.css';

export default function HomePage() {
  const hospId = useAtomValue(hospidAtom);
  const info = useAtomValue(hospitalInfoAtom);
  const modules = useAtomValue(homeModulesAtom);
  const assets = useAtomValue(hospAssetsAtom);
  const retry = useSetAtom(hospScopeRetryAtom);

  if (hospId === null) return null;
  const failed = [info, modules].find((l) => l.state === 'hasError');
  if (failed?.state === 'hasError') {
    return <ErrorState error={failed.error} onRetry={() => retry((n) => n + 1)} />;
  }

  const moduleList = modules.state === 'hasData' ? (modules.data ?? []) : null;
  const assetList = assets.state === 'hasData' ? (assets.data ?? []) : [];
  const hospital = info.state === 'hasData' ? info.data : null;

  return (
    <div className="home" data-testid="home">
      {hospital ? (
        <BannerCarousel banners={hospital.bannerImageList} />
      ) : (
        <div className="home-banner home-banner--loading" />
      )}
      {moduleList ? (
        <>
          <PromoImages promos={visiblePromos(assetList, moduleList)} />
          <ServiceMenu entries={visibleMenu(moduleList)} />
        </>
      ) : (
        <div className="app-card">
          <Skeleton row={2} />
        </div>
      )}
      <TodoReminder />
      <RecommendedPackages hospId={hospId} />
      <LatestArticles hospId={hospId} />
      {hospital ? (
        <HospitalContact info={hospital} />
      ) : (
        <div className="app-card">
          <Skeleton title row={3} />
        </div>
      )}
    </div>
  );
}
