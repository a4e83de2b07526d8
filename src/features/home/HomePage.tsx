import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Skeleton } from 'react-vant';
import { useAtomValue } from 'jotai';
import type { HospitalInfo } from '@/contract';
import { visibleMenu, visiblePromos } from '@/domains/hospital/modules';
import {
  hospKeys,
  useHomeModules,
  useHospAssets,
  useHospitalInfo,
} from '@/domains/hospital/queries';
import { useHospId } from '@/domains/hospital/scope';
import { invalidate } from '@/kit/query/store';
import { ErrorState } from '@/kit/ErrorState';
import { PullToRefresh } from '@/kit/PullToRefresh';
import { elderModeAtom } from '@/kit/elderMode';
import { ElderModeSwitch } from '@/kit/ElderModeSwitch';
import { BannerCarousel } from './BannerCarousel';
import { LatestArticles } from './LatestArticles';
import { PromoImages } from './PromoImages';
import { RecommendedPackages } from './RecommendedPackages';
import { ServiceMenu } from './ServiceMenu';
import { TodoReminder } from './TodoReminder';
import './home.css';

// Only an elder-mode visit needs the elder home: it loads with it, not with every home.
const ElderHome = lazy(() => import('./ElderHome').then((m) => ({ default: m.ElderHome })));

// The contact block sits at the very bottom and is shared with the notice, about and
// location pages: loaded after the first screen, it stays out of home's first load.
const HospitalContact = lazy(() =>
  import('@/domains/hospital/HospitalContact').then((m) => ({ default: m.HospitalContact })),
);

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

/**
 * The sections below the first screen, rendered once it is on, as a transition: in
 * slices, so a slow phone is never busy for long while the top of the page appears.
 */
function BelowFold({ hospital, elder }: { hospital: HospitalInfo; elder: boolean }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  if (!shown) return null;
  return (
    <>
      {!elder && <RecommendedPackages />}
      {!elder && <LatestArticles />}
      <Suspense fallback={null}>
        <HospitalContact info={hospital} />
      </Suspense>
    </>
  );
}

export default function HomePage() {
  const hospId = useHospId();
  const info = useHospitalInfo();
  const modules = useHomeModules();
  const assets = useHospAssets();
  const elder = useAtomValue(elderModeAtom);

  const failed = info.error ?? modules.error;
  if (failed)
    return <ErrorState error={failed} onRetry={() => invalidate(hospKeys.branch(hospId))} />;
  // The top of the page appears in one step, once its three small answers are in, so
  // nothing the visitor already sees jumps when a later one arrives. Pictures are
  // optional: a failed asset list only leaves the promos out.
  if (!info.data || !modules.data || assets.loading) return <HomeSkeleton />;
  const hospital = info.data;
  const moduleList = modules.data;
  const assetList = assets.data ?? [];

  return (
    <PullToRefresh>
      <div className="home" data-testid="home">
        <div className="home-top">
          <ElderModeSwitch />
        </div>
        {elder ? (
          <Suspense fallback={<div className="elder-home" />}>
            <ElderHome hospital={hospital} modules={moduleList} />
          </Suspense>
        ) : (
          <>
            <BannerCarousel banners={hospital.bannerImageList} />
            <PromoImages promos={visiblePromos(assetList, moduleList)} />
            <ServiceMenu entries={visibleMenu(moduleList)} />
          </>
        )}
        <TodoReminder />
        <BelowFold hospital={hospital} elder={elder} />
      </div>
    </PullToRefresh>
  );
}
