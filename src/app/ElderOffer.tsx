import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { LoginUser } from '@/contract';
import { askConfirm } from '@/kit/dialogs';
import {
  elderModeAtom,
  elderModeChosen,
  elderOfferSeen,
  markElderOfferSeen,
} from '@/kit/elderMode';
import { shouldOfferElderMode } from '@/rules/elderMode';
import { useProfiles } from '@/domains/profile/queries';
import { userAtom } from '@/domains/session/atoms';

/**
 * Offers the elder mode once to an account whose own profile is 60 or older. It loads
 * apart from the page (the shell imports it lazily), and only for an account not yet
 * offered on a device that never chose a mode.
 */
export default function ElderOffer() {
  const user = useAtomValue(userAtom);
  return user ? <Offer user={user} /> : null;
}

function Offer({ user }: { user: LoginUser }) {
  const { t } = useTranslation();
  const setElder = useSetAtom(elderModeAtom);
  const profiles = useProfiles(user.id);
  const self = profiles.data?.find((p) => p.relation === 'self');

  useEffect(() => {
    if (!self) return;
    const offer = shouldOfferElderMode({
      selfBirth: self.birth,
      today: new Date(),
      modeChosen: elderModeChosen(),
      offeredBefore: elderOfferSeen(user.mobile),
    });
    if (!offer) return;
    markElderOfferSeen(user.mobile);
    void askConfirm({
      title: t('elder.offerTitle'),
      message: t('elder.offer'),
      confirmText: t('elder.offerYes'),
      cancelText: t('elder.offerNo'),
    }).then(setElder);
  }, [self, user.mobile, setElder, t]);

  return null;
}
