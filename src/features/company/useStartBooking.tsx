import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyAppointment } from '@/contract';
import { writeAppointment } from '@/domains/company/stored';
import { useGo } from '@/domains/hospital/useGo';
import { profileApi, type PlainProfile } from '@/domains/profile/api';
import { useUpdateProfile } from '@/domains/profile/mutations';
import { useAccount } from '@/domains/session/useAccount';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { tellUser } from '@/kit/dialogs';
import { href } from '@/kit/routes';
import { SafeHtml } from '@/kit/SafeHtml';
import { companyStepOf } from '@/rules/companyStep';
import './company.css';
import { loadingToast, toast } from '@/kit/toast';

type Marital = 0 | 1 | 2;

/** The profile as updateprofile takes it: birth as YYYYMMDD, ID number plain (encrypted by the api). */
function profileInput(p: PlainProfile, marital: Marital) {
  return {
    id: p.id,
    name: p.name,
    idType: p.idType,
    idcard: p.idcard,
    sex: p.sex,
    birth: p.birth.replaceAll('-', ''),
    marital,
    relation: p.relation,
  };
}

/**
 * Starting a booking (spec 2, section 4): a missing marital status is asked and saved to
 * the profile first; the batch notice is shown; the appointment is stored; then the
 * group's addinMode (and, for 3, its name) picks the next page.
 */
export function useStartBooking() {
  const { t } = useTranslation('company');
  const user = useAccount();
  const go = useGo();
  const { run: saveProfile } = useUpdateProfile();
  const [asking, setAsking] = useState<{
    profile: PlainProfile;
    resolve: (m: Marital | null) => void;
  } | null>(null);

  const start = useCallback(
    async (appt: CompanyAppointment) => {
      const clearLoading = loadingToast(t('starting'), true);
      let profiles: PlainProfile[];
      try {
        profiles = await profileApi.list(user.id);
      } catch (err) {
        clearLoading();
        void toast('fail', apiErrorMessage(err, t));
        return;
      }
      clearLoading();
      const profile = profiles.find((p) => p.id === appt.profileId);
      if (profile && profile.marital === null) {
        const marital = await new Promise<Marital | null>((resolve) =>
          setAsking({ profile, resolve }),
        );
        setAsking(null);
        if (marital === null) return;
        try {
          await saveProfile(profileInput(profile, marital));
        } catch (err) {
          void toast('fail', apiErrorMessage(err, t));
          return;
        }
      }
      if (appt.batchNoticeContent.trim())
        await tellUser(
          <div className="company-notice-html" data-testid="batch-notice">
            <SafeHtml html={appt.batchNoticeContent} />
          </div>,
          t('noticeTitle'),
        );
      writeAppointment({ ...appt, addCombos: [] });
      go(href(companyStepOf(appt)));
    },
    [go, t, user.id, saveProfile],
  );

  return { start, asking };
}
