import { useAtomValue } from 'jotai';
import { Button, Cell } from 'react-vant';
import { UserCircleO } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { useUserState } from '@/domains/session/queries';
import { maskPhone } from '@/rules/masks';
import { userAtom } from '@/domains/session/atoms';
import { useGo } from '@/domains/hospital/useGo';
import { useLogout } from '@/domains/session/useLogout';
import { ElderModeSwitch } from '@/kit/ElderModeSwitch';
import './account.css';
import { toast } from '@/kit/toast';

const ENTRIES = [
  { key: 'orders', route: '/orderlist' },
  { key: 'companyOrders', route: '/company/orderlist' },
  { key: 'reports', route: '/reports' },
  // Every report share the account made (issue 36): reachable whatever became of the report.
  { key: 'shares', route: '/report/share' },
  { key: 'profiles', route: '/user/profileList' },
  { key: 'password', route: '/user/editpwd' },
  { key: 'sessions', route: '/user/sessions' },
  { key: 'feedback', route: '/feedback' },
  // Services some hospitals offer elsewhere; here they say they are not available.
  { key: 'coupons', route: null },
  { key: 'invoices', route: null },
] as const;

export default function UserCenterPage() {
  const { t } = useTranslation('account');
  const user = useAtomValue(userAtom);
  const go = useGo();
  const logout = useLogout();
  const state = useUserState();

  const counts = [
    { key: 'reportCount', route: '/reports', value: state.data?.reportCount },
    { key: 'orderCount', route: '/orderlist', value: state.data?.orderCount },
    { key: 'companyOrderCount', route: '/company/orderlist', value: state.data?.companyOrderCount },
  ] as const;

  return (
    <div className="user-center" data-testid="user-center">
      <section className="user-center__head">
        <UserCircleO fontSize={56} color="#fff" />
        {user ? (
          <div>
            <div className="user-center__name" data-testid="user-name">
              {user.name}
            </div>
            <div className="user-center__phone">{maskPhone(user.mobile)}</div>
          </div>
        ) : (
          <div className="user-center__visitor">
            <div className="user-center__name">{t('visitor')}</div>
            <div className="user-center__buttons">
              <Button size="small" round onClick={() => go('/login')}>
                {t('login')}
              </Button>
              <Button size="small" round plain onClick={() => go('/signup')}>
                {t('register')}
              </Button>
            </div>
          </div>
        )}
      </section>
      {user && (
        <section className="app-card user-center__counts" data-testid="user-counts">
          {counts.map((c) => (
            <button key={c.key} type="button" onClick={() => go(c.route)}>
              <strong>{c.value ?? '-'}</strong>
              <span>{t(`counts.${c.key}`)}</span>
            </button>
          ))}
        </section>
      )}
      <section className="app-card app-card--flush">
        <ElderModeSwitch className="elder-switch--row" />
      </section>
      <section className="app-card user-center__entries">
        <Cell.Group border={false}>
          {ENTRIES.map((e) => (
            <Cell
              key={e.key}
              title={t(`entries.${e.key}`)}
              isLink
              onClick={() => (e.route ? go(e.route) : void toast('info', t('common:unavailable')))}
            />
          ))}
        </Cell.Group>
      </section>
      {user && (
        <div className="app-form-actions">
          <Button block round onClick={() => void logout()}>
            {t('logout')}
          </Button>
        </div>
      )}
    </div>
  );
}
