import { lazy, Suspense, useState } from 'react';
import { NavBar } from 'react-vant';
import { ArrowLeft, Ellipsis } from '@react-vant/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteRow } from '@/kit/routes';
import { useGo } from '@/domains/hospital/useGo';
import './appHeader.css';

// The menu, what it offers and what its choices do load the first time it opens.
const HeaderMenu = lazy(() => import('./HeaderMenu'));

/** Title bar with back (off the tab pages) and the header menu: home, log in, safe exit. */
export function AppHeader({ meta }: { meta: RouteRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const go = useGo();
  // The open menu is a history entry of its own: the phone's back gesture (or button)
  // closes it, as it closes a sheet in a native app, instead of leaving the page.
  const menuOpen = (location.state as { menu?: boolean } | null)?.menu === true;
  // Once opened, the sheet stays mounted, so it can animate closed and open again at once.
  const [menuUsed, setMenuUsed] = useState(menuOpen);

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
          <HeaderMenu visible={menuOpen} onClose={() => navigate(-1)} />
        </Suspense>
      )}
    </>
  );
}
