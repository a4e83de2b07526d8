import { useAtomValue, useSetAtom } from 'jotai';
import { Skeleton } from 'react-vant';
import { visibleMenu, visiblePromos } from '@/domains/hospital/modules';
import {
  homeModulesAtom,
  hospAssetsAtom,
  hospidAtom,
  hospitalInfoAtom,
  hospScopeRetryAtom,
} from '@/domains/hospital/atoms';
import { ErrorState } from '@/kit/ErrorState';
import { BannerCarousel } from './BannerCarousel';
import { HospitalContact } from './HospitalContact';
import { LatestArticles } from './LatestArticles';
import { PromoImages } from './PromoImages';
import { RecommendedPackages } from './RecommendedPackages';
import { ServiceMenu } from './ServiceMenu';
import { TodoReminder } from './TodoReminder';
import './home.css';

/** Stands where the page will be until the branch's data is in. */
function HomeSkeleton() {
  return (
    <div data-testid="home-loading">
      <div className="home-banner" />
      <div className="app-card">
        <Skeleton row={3} />
      </div>
      <div className="app-card">
        <Skeleton title row={4} />
      </div>
    </div>
  );
}

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
  // The top of the page appears in one step, once its three small answers are in, so
  // nothing the visitor already sees jumps when a later one arrives. Pictures are
  // optional: a failed asset list only leaves the promos out.
  if (info.state !== 'hasData' || modules.state !== 'hasData' || assets.state === 'loading') {
    return <HomeSkeleton />;
  }
  const hospital = info.data;
  const moduleList = modules.data ?? [];
  const assetList = assets.state === 'hasData' ? (assets.data ?? []) : [];
  if (!hospital) return <HomeSkeleton />;

  return (
    <div className="home" data-testid="home">
      <BannerCarousel banners={hospital.bannerImageList} />
      <PromoImages promos={visiblePromos(assetList, moduleList)} />
      <ServiceMenu entries={visibleMenu(moduleList)} />
      <TodoReminder />
      <RecommendedPackages hospId={hospId} />
      <LatestArticles hospId={hospId} />
      <HospitalContact info={hospital} />
    </div>
  );
}
