import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Toast } from 'react-vant';
import { withHospid } from './hospid';
import { isDeveloping } from '@/kit/routes';
import { hospidAtom } from './atoms';

/**
 * In-app navigation: keeps the branch (hospid) in the query and stops links to routes
 * still in development with the spec's "in development" message.
 */
export function useGo() {
  const navigate = useNavigate();
  const hospid = useAtomValue(hospidAtom);
  const { t } = useTranslation();
  return useCallback(
    (route: string, options?: { replace?: boolean }) => {
      if (isDeveloping(route)) {
        Toast.info(t('common:developing'));
        return;
      }
      navigate(hospid ? withHospid(route, hospid) : route, options);
    },
    [navigate, hospid, t],
  );
}
