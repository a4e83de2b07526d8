import { ActionSheet } from 'react-vant';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { href } from '@/kit/routes';
import { userAtom } from '@/domains/session/atoms';
import { useGo } from '@/domains/hospital/useGo';
import { useLogout } from '@/domains/session/useLogout';

/**
 * The header menu's sheet: home, log in, safe exit. Loaded the first time the menu opens,
 * with what its choices do: the header is on every first load, the menu opened on few visits.
 */
export default function HeaderMenu({
  visible,
  onClose,
}: {
  visible: boolean;
  /** Closes the sheet (it is a history entry of its own: this goes back). */
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const go = useGo();
  const user = useAtomValue(userAtom);
  const logout = useLogout();

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
      onClose();
      if (key === 'exit') void logout();
    }
  }

  return (
    <ActionSheet
      visible={visible}
      title={t('menu.open')}
      actions={actions}
      cancelText={t('actions.cancel')}
      onCancel={onClose}
      onSelect={(_action, index) => {
        const key = actions[index]?.key;
        if (key) onSelect(key);
      }}
    />
  );
}
