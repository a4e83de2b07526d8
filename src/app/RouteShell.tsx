import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'react-vant';
import { parseHospId, resolveHospId, withHospId } from '@/domains/hospital/hospid';
import type { RouteRow } from '@/kit/routes';
import { hospIdAtom } from '@/domains/hospital/atoms';
import { HospIdProvider } from '@/domains/hospital/scope';
import { isLoggedInAtom, userAtom } from '@/domains/session/atoms';
import { elderModeAtom, mayOfferElderMode } from '@/kit/elderMode';
import { readStored, STORAGE_KEYS, writeStored } from '@/platform/storage';
import { AppHeader } from './AppHeader';
import { AppTabbar } from './AppTabbar';
import { DevelopingNotice } from './DevelopingNotice';

const ElderOffer = lazy(() => import('./ElderOffer'));
// Elder mode only: it loads with the first page that shows it.
const CallCentreBar = lazy(() =>
  import('@/domains/hospital/CallCentreBar').then((m) => ({ default: m.CallCentreBar })),
);

interface Props {
  meta: RouteRow;
  page: ComponentType | undefined;
}

/** Runs the route's guards (hospid scope, login), sets its title and lays out its page. */
export function RouteShell({ meta, page: Page }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [previousHospId, setHospId] = useAtom(hospIdAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userAtom);
  const elder = useAtomValue(elderModeAtom);
  const queryHospId = parseHospId(new URLSearchParams(location.search).get('hospid'));
  const scoped = !meta.hospIdExempt;

  useEffect(() => {
    if (!scoped) return;
    if (queryHospId !== null) {
      setHospId(queryHospId);
      writeStored(STORAGE_KEYS.hospid, String(queryHospId));
      return;
    }
    const resolved = resolveHospId({
      query: null,
      previous: previousHospId,
      stored: readStored(STORAGE_KEYS.hospid),
    });
    const here = location.pathname + location.search;
    navigate(resolved ? withHospId(here, resolved.hospId) : '/error', { replace: true });
  }, [
    scoped,
    queryHospId,
    previousHospId,
    setHospId,
    location.pathname,
    location.search,
    navigate,
  ]);

  useEffect(() => {
    document.title = t(`routes:${meta.title}`);
  }, [meta.title, t]);

  // The hospid redirect above is about to happen: render nothing meanwhile.
  if (scoped && queryHospId === null) return null;
  if (meta.auth && !loggedIn) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }

  return (
    <HospIdProvider value={queryHospId}>
      <AppHeader meta={meta} />
      <main className={meta.tab ? 'app-page app-page--tab' : 'app-page'}>
        {elder && meta.help && (
          <Suspense fallback={null}>
            <CallCentreBar />
          </Suspense>
        )}
        {Page ? (
          <Suspense fallback={<Skeleton row={6} style={{ padding: 16 }} />}>
            <Page />
          </Suspense>
        ) : (
          <DevelopingNotice />
        )}
      </main>
      {meta.tab && <AppTabbar />}
      {mayOfferElderMode(user?.mobile) && (
        <Suspense fallback={null}>
          <ElderOffer />
        </Suspense>
      )}
    </HospIdProvider>
  );
}
