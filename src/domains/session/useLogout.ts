import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '@/domains/session/api';
import { userAtom } from '@/domains/session/atoms';
import { useGo } from '@/domains/hospital/useGo';
import { toast } from '@/kit/toast';

export const LOGOUT_REDIRECT_MS = 1000;

/**
 * Asks first (a slip of the finger should not cost a login), then ends the session on the
 * server and here, says so, and goes home after a second.
 */
export function useLogout() {
  const setUser = useSetAtom(userAtom);
  const go = useGo();
  const { t } = useTranslation();
  return useCallback(async () => {
    // The dialog loads when asked for: the header is on every first load, the question rarely.
    const { askConfirm } = await import('@/kit/dialogs');
    const sure = await askConfirm({
      message: t('common:menu.exitConfirm'),
      confirmText: t('common:menu.exit'),
      cancelText: t('common:menu.stayLoggedIn'),
      danger: true,
    });
    if (!sure) return;
    try {
      await sessionApi.logout();
    } catch (err) {
      // The session is dropped here regardless: a visitor asking to leave must leave.
      console.error(err);
    }
    setUser(null);
    void toast('info', t('common:menu.loggedOut'));
    window.setTimeout(() => go('/', { replace: true }), LOGOUT_REDIRECT_MS);
  }, [setUser, go, t]);
}
