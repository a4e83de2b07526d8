import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile, Survey } from '@/contract';
import { clearDraft } from '@/domains/surveys/draft';
import { useSaveSheet } from '@/domains/surveys/mutations';
import { saveBody } from '@/domains/surveys/sheet';
import { customizedApi } from '@/domains/catalog/api';
import { useHospId } from '@/domains/hospital/scope';
import { useGo } from '@/domains/hospital/useGo';
import { useAccount } from '@/domains/session/useAccount';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { href, type RouteQuery } from '@/kit/routes';
import { writeSession, SESSION_KEYS } from '@/platform/storage';
import { initialSelection } from '@/rules/customizedPlan';
import type { SurveyAnswers, SurveyPerson } from '@/rules/surveyRules';
import { toast } from '@/kit/toast';

/**
 * Submit: the whole sheet is sent (document 2's saved survey); the server stores it as its
 * own run of the rules makes it. From the booking flow (from=personal) the booking form
 * follows with the plan those answers made; otherwise the recommendation (survey type 0) or
 * the thank-you page.
 */
export function useSubmitSheet({ from, packageId }: RouteQuery<'/survey/fill'>) {
  const { t } = useTranslation('survey');
  const hospId = useHospId();
  const account = useAccount();
  const go = useGo();
  const save = useSaveSheet();
  // Longer than the save: from the booking flow the plan is read before the form opens.
  const [busy, setBusy] = useState(false);

  async function run(
    survey: Survey,
    profile: Profile,
    person: SurveyPerson,
    answers: SurveyAnswers,
  ) {
    setBusy(true);
    try {
      const owner = { hospId, accountId: account.id, profile };
      const saved = await save.run(saveBody(owner, survey, person, answers));
      clearDraft(survey.id, profile.id);
      if (from === 'personal' && packageId) {
        const plan = await customizedApi.get(hospId, packageId, saved.id);
        writeSession(
          SESSION_KEYS.customizedPlan,
          JSON.stringify({ packageId, ...initialSelection(plan), userSurveyId: saved.id }),
        );
        const target = { packageId, profileId: profile.id, customized: true };
        go(href('/submitOrder', target), { replace: true });
      } else if (saved.survey_type === 0) {
        go(href('/survey/recommend', { id: saved.id }), { replace: true });
      } else go('/survey/success', { replace: true });
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t, t('fill.submitError')));
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
