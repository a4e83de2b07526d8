import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { Loading } from 'react-vant';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call } from '@/kit/api/call';
import {
  doorTarget,
  enterDoor,
  readDoor,
  SSO_START_DELAY_MS,
  type Door,
} from '@/domains/session/ssoDoors';
import { useHospId } from '@/domains/hospital/scope';
import { openIdAtom, userAtom } from '@/domains/session/atoms';
import { toast } from '@/kit/toast';

/** #/ssoLogin, #/sso and #/portal: the landing pages' doors, as routes of the app. */
export default function SsoDoorPage() {
  const { t } = useTranslation('landing');
  const location = useLocation();
  const navigate = useNavigate();
  const hospId = useHospId();
  const setUser = useSetAtom(userAtom);
  const setOpenId = useSetAtom(openIdAtom);

  useEffect(() => {
    const door = location.pathname.slice(1) as Door;
    const request = readDoor(door, new URLSearchParams(location.search));
    let live = true;
    const timer = window.setTimeout(async () => {
      try {
        if (!request) throw new Error('door without credential');
        const { user, openId } = await enterDoor(request, call);
        if (!live) return;
        setUser(user);
        setOpenId(openId);
        void toast('success', t('autoLoginOk'));
        navigate(doorTarget(request.state, hospId, true), { replace: true });
      } catch (err) {
        console.error(err);
        if (live) navigate(doorTarget(null, hospId, false), { replace: true });
      }
    }, SSO_START_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // Runs once per visit of the door; its query does not change while it waits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hospId]);

  return (
    <div className="sso-door" data-testid="sso-door">
      <Loading size={32} vertical>
        {t('signingIn')}
      </Loading>
    </div>
  );
}
