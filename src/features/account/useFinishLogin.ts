import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sessionApi } from '@/domains/session/api';
import type { LoginUser } from '@/contract';
import { withHospId } from '@/domains/hospital/hospid';
import { safeAppRoute } from '@/kit/safeRoute';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { useHospId } from '@/domains/hospital/scope';
import { tellUser } from '@/kit/dialogs';
import { userAtom } from '@/domains/session/atoms';

/**
 * After any successful login: keep the user, show the password-expiry alert when the
 * server has one, then leave login by replace for the redirect target (an app route
 * only) or home.
 */
export function useFinishLogin() {
  const setUser = useSetAtom(userAtom);
  const { redirect } = useRouteQuery('/login');
  const navigate = useNavigate();
  const hospId = useHospId();
  const { t } = useTranslation('account');
  return useCallback(
    async (user: LoginUser) => {
      setUser(user);
      try {
        const message = await sessionApi.checkPasswordExpire();
        if (message) await tellUser(message, t('passwordExpiredTitle'));
      } catch (err) {
        console.error(err);
      }
      // Straight to the target, even a route still in development: it says so itself.
      const target = safeAppRoute(redirect);
      navigate(withHospId(target, hospId), { replace: true });
    },
    [setUser, redirect, navigate, hospId, t],
  );
}
