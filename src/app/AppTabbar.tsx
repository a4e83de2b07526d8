import type { MouseEvent } from 'react';
import { HomeO, ShopO, UserO } from '@react-vant/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { useGo } from '@/domains/hospital/useGo';
import { hospIdAtom } from '@/domains/hospital/atoms';
import { withHospId } from '@/domains/hospital/hospid';
import type { AppPath } from '@/kit/routes';
import './appTabbar.css';

const TABS = [
  { route: '/', label: 'tabs.home', Icon: HomeO },
  { route: '/packageList', label: 'tabs.packages', Icon: ShopO },
  { route: '/userCenter', label: 'tabs.mine', Icon: UserO },
] as const satisfies ReadonlyArray<{ route: AppPath; label: string; Icon: unknown }>;

/**
 * The bottom tab bar: real links in a named navigation, the current one marked for a
 * screen reader (aria-current) and by weight, reachable by keyboard (react-vant's Tabbar
 * draws divs no keyboard or screen reader can reach).
 */
export function AppTabbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hospId = useAtomValue(hospIdAtom);
  const go = useGo();
  return (
    <nav className="app-fixed-foot app-tabbar" aria-label={t('tabs.label')}>
      {TABS.map(({ route, label, Icon }) => {
        const current = pathname === route;
        const onClick = (e: MouseEvent) => {
          e.preventDefault();
          if (!current) go(route, { replace: true });
        };
        return (
          <a
            key={route}
            href={`#${hospId ? withHospId(route, hospId) : route}`}
            className="app-tabbar__item"
            aria-current={current ? 'page' : undefined}
            onClick={onClick}
          >
            <Icon aria-hidden="true" />
            <span>{t(label)}</span>
          </a>
        );
      })}
    </nav>
  );
}
