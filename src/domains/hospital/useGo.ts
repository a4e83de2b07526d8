import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { withHospId } from './hospid';
import { isDeveloping, type Href } from '@/kit/routes';
import { toast } from '@/kit/toast';
import { hospIdAtom } from './atoms';

/**
 * In-app navigation: keeps the branch (hospid) in the query and stops links to routes
 * still in development with the spec's "in development" message.
 */
export function useGo() {
  const navigate = useNavigate();
  const hospId = useAtomValue(hospIdAtom);
  const { t } = useTranslation();
  return useCallback(
    (route: Href, options?: { replace?: boolean }) => {
      if (isDeveloping(route)) {
        // Every route's shell navigates through this hook: its toast loads on this rare tap.
        void toast('info', t('common:developing'));
        return;
      }
      navigate(hospId ? withHospId(route, hospId) : route, options);
    },
    [navigate, hospId, t],
  );
}
