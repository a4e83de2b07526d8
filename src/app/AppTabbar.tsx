import { Tabbar } from 'react-vant';
import { HomeO, ShopO, UserO } from '@react-vant/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGo } from '@/domains/hospital/useGo';
import type { Href } from '@/kit/routes';

const TABS = [
  { route: '/', label: 'tabs.home', Icon: HomeO },
  { route: '/packageList', label: 'tabs.packages', Icon: ShopO },
  { route: '/userCenter', label: 'tabs.mine', Icon: UserO },
] as const;

export function AppTabbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const go = useGo();
  return (
    <Tabbar
      fixed
      placeholder={false}
      safeAreaInsetBottom
      value={pathname}
      // The names are the routes of TABS.
      onChange={(route) => go(route as Href, { replace: true })}
    >
      {TABS.map(({ route, label, Icon }) => (
        <Tabbar.Item key={route} name={route} icon={<Icon />}>
          {t(label)}
        </Tabbar.Item>
      ))}
    </Tabbar>
  );
}
