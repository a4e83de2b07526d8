import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { NavBar } from 'react-vant';
import { ArrowLeft, Ellipsis } from '@react-vant/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { href, type RouteMeta } from '@/kit/routes';
import { userAtom } from '@/domains/session/atoms';
import { useGo } from '@/domains/hospital/useGo';
import { useLogout } from '@/domains/session/useLogout';

const HeaderMenu = lazy(() => import('./HeaderMenu'));

/** Title bar with back (off the tab pages) and the header menu: home, log in, safe exit. */
export function AppHeader({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const go = useGo();
  const user = useAtomValue(userAtom);
  const logout = useLogout();
  // The open menu is a history entry of its own: the phone's back gesture (or button)
  // closes it, as it closes a sheet in a native app, instead of leaving the page.
  const menuOpen = (location.state as { menu?: boolean } | null)?.menu === true;
  // Once opened, the sheet stays mounted, so it can animate closed and open again at once.
  const [menuUsed, setMenuUsed] = useState(menuOpen);
  const closeMenu = () => navigate(-1);

  const actions = [
    { key: 'home', name: t('menu.home') },
    user ? { key: 'exit', name: t('menu.exit') } : { key: 'login', name: t('menu.login') },
  ];

  function onSelect(key: string) {
    // The next page takes the menu's history entry: back from it returns to this page.
    if (key === 'home') go('/', { replace: true });
    // Back to this page after logging in (the login page's own redirect, an app route).
    else if (key === 'login' && location.pathname !== '/login') {
      go(href('/login', { redirect: location.pathname + location.search }), { replace: true });
    } else {
      closeMenu();
      if (key === 'exit') void logout();
    }
  }

  return (
    <>
      <NavBar
        // Sticky by CSS: react-vant's fixed bar measures its placeholder after the first
        // paint, which shifts the whole page down once (a layout shift on every visit).
        className="app-header"
        safeAreaInsetTop
        title={t(`routes:${meta.title}`)}
        // Real buttons, which a keyboard and a screen reader reach (react-vant's sides are
        // clickable divs).
        leftArrow={false}
        leftText={
          meta.tab || meta.entry ? undefined : (
            <button
              type="button"
              className="app-header__button app-header__back"
              aria-label={t('back')}
              onClick={() =>
                window.history.length > 1 ? navigate(-1) : go('/', { replace: true })
              }
            >
              <ArrowLeft aria-hidden="true" />
            </button>
          )
        }
        rightText={
          <button
            type="button"
            className="app-header__button app-header__menu"
            aria-label={t('menu.open')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuUsed(true);
              if (!menuOpen) navigate(location, { state: { menu: true } });
            }}
          >
            <Ellipsis aria-hidden="true" />
          </button>
        }
      />
      {menuUsed && (
        <Suspense fallback={null}>
          <HeaderMenu
            visible={menuOpen}
            actions={actions}
            onClose={closeMenu}
            onSelect={onSelect}
          />
        </Suspense>
      )}
    </>
  );
}
