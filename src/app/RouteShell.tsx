import { Suspense, useEffect, type ComponentType } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'react-vant';
import { parseHospid, resolveHospid, withHospid } from '@/domains/hospital/hospid';
import type { RouteMeta } from '@/kit/routes';
import { hospidAtom } from '@/domains/hospital/atoms';
import { isLoggedInAtom } from '@/domains/session/atoms';
import { readStored, STORAGE_KEYS, writeStored } from '@/platform/storage';
import { AppHeader } from './AppHeader';
import { AppTabbar } from './AppTabbar';
import { DevelopingNotice } from './DevelopingNotice';

interface Props {
  meta: RouteMeta;
  page: ComponentType | undefined;
}

/** Runs the route's guards (hospid scope, login), sets its title and lays out its page. */
export function RouteShell({ meta, page: Page }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [hospid, setHospid] = useAtom(hospidAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const queryHospid = parseHospid(new URLSearchParams(location.search).get('hospid'));
  const scoped = !meta.hospidExempt;

  useEffect(() => {
    if (!scoped) return;
    if (queryHospid !== null) {
      setHospid(queryHospid);
      writeStored(STORAGE_KEYS.hospid, String(queryHospid));
      return;
    }
    const resolved = resolveHospid({
      query: null,
      previous: hospid,
      stored: readStored(STORAGE_KEYS.hospid),
    });
    const here = location.pathname + location.search;
    navigate(resolved ? withHospid(here, resolved.hospid) : '/error', { replace: true });
  }, [scoped, queryHospid, hospid, setHospid, location.pathname, location.search, navigate]);

  useEffect(() => {
    document.title = t(`routes:${meta.title}`);
  }, [meta.title, t]);

  // The hospid redirect above is about to happen: render nothing meanwhile.
  if (scoped && queryHospid === null) return null;
  if (meta.auth && !loggedIn) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?redirect=${redirect}`} replace />;
  }

  return (
    <>
      <AppHeader meta={meta} />
      <main className={meta.tab ? 'app-page app-page--tab' : 'app-page'}>
        {Page ? (
          <Suspense fallback={<Skeleton row={6} style={{ padding: 16 }} />}>
            <Page />
          </Suspense>
        ) : (
          <DevelopingNotice />
        )}
      </main>
      {meta.tab && <AppTabbar />}
    </>
  );
}
