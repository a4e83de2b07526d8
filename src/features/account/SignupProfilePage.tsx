import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/domains/session/authApi';
import { profileFormErrors, validateProfileForm, type ProfileField } from '@/rules/profileForm';
import { refusalTexts, useRefusalText } from '@/kit/refusalText';
import { readSession, SESSION_KEYS, writeSession } from '@/platform/storage';
import { useHospId } from '@/domains/hospital/scope';
import { openIdAtom, userAtom } from '@/domains/session/atoms';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { SubmitButton } from '@/kit/SubmitButton';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { href } from '@/kit/routes';
import { safeAppRoute } from '@/kit/safeRoute';
import { useGo } from '@/domains/hospital/useGo';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { ProfileFields } from '@/domains/profile/ProfileFields';
import { useProfileValues } from '@/domains/profile/useProfileValues';
import { useFieldErrors } from '@/kit/fieldErrors';
import './account.css';
import { toast } from '@/kit/toast';

/** Sign-up, step 2: the self profile and a password, for the phone proved in step 1. */
export default function SignupProfilePage() {
  // Its refusals are the server's words (the server checks the same rules).
  const { t } = useTranslation(['account', 'profile']);
  const refusalText = useRefusalText();
  const hospId = useHospId();
  const openId = useAtomValue(openIdAtom);
  const setUser = useSetAtom(userAtom);
  const go = useGo();
  // Read once: clearing it after sign-up must not send the page back to step 1.
  const [phone] = useState(() => readSession(SESSION_KEYS.signupPhone));
  const query = useRouteQuery('/signup_profile');
  const sign = query.sign ?? '';
  const { ref, errors, show, clear } = useFieldErrors<ProfileField | 'password' | 'confirm'>();
  const person = useProfileValues(clear);
  const newPassword = useNewPassword();

  if (!phone || !sign)
    return <Navigate to={href('/signup', { redirect: query.redirect })} replace />;

  async function submit() {
    if (!phone) return;
    // Every wrong field at once, each with its reason beside it.
    const found: Partial<Record<ProfileField | 'password' | 'confirm', string>> = {
      ...refusalTexts(refusalText, profileFormErrors(person.values)),
      ...newPassword.errorTexts(),
    };
    if (show(found)) return;
    const profile = validateProfileForm(person.values);
    if (!profile.ok) return;
    try {
      const user = await authApi.register({
        hospId,
        ...profile.value,
        mobile: phone,
        password: newPassword.password,
        openId,
        sign,
      });
      writeSession(SESSION_KEYS.signupPhone, null);
      setUser(user);
      void toast('success', refusalText('registered'));
      // Back to what brought the patient to sign up (the booking started), else home.
      go(safeAppRoute(query.redirect), { replace: true });
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t));
    }
  }

  return (
    <div className="account-page" data-testid="signup-profile-page">
      <p className="account-hint">{t('signupProfileHint', { phone })}</p>
      <div className="app-form app-fields" ref={ref}>
        <ProfileFields {...person.fields} errors={errors} />
        <NewPasswordFields pair={newPassword} clear={clear} errors={errors} />
      </div>
      <p className="account-hint">{newPassword.rule.tip}</p>
      <SubmitButton onSubmit={submit}>{t('signupSubmit')}</SubmitButton>
    </div>
  );
}
