import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { Dialog } from 'react-vant';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '@/api/session';
import type { LoginUser } from '@/api/contract';
import { safeAppRoute } from '@/lib/safeRoute';
import { userAtom } from '@/state/session';
import { useGo } from '@/ui/useGo';

/**
 * After any successful login: keep the user, show the password-expiry alert when the
 * server has one, then leave login by replace for the redirect target (an app route
 * only) or home.
 */
export function useFinishLogin() {
  const setUser = useSetAtom(userAtom);
  const [params] = useSearchParams();
  const go = useGo();
  const { t } = useTranslation('account');
  return useCallback(
    async (user: LoginUser) => {
      setUser(user);
      try {
        const message = await sessionApi.checkPasswordExpire();
        if (message)
          await Dialog.alert({
            title: t('passwordExpiredTitle'),
            message,
            confirmButtonText: t('common:actions.ok'),
          });
      } catch (err) {
        console.error(err);
      }
      go(safeAppRoute(params.get('redirect')), { replace: true });
    },
    [setUser, params, go, t],
  );
}
