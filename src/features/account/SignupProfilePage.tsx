import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Toast } from 'react-vant';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/domains/session/authApi';
import {
  validatePasswordPair,
  validateProfileForm,
  type ProfileFormValues,
} from '@/rules/profileForm';
import { readSession, SESSION_KEYS, writeSession } from '@/platform/storage';
import { useHospId } from '@/domains/hospital/scope';
import { openIdAtom, userAtom } from '@/domains/session/atoms';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { SubmitButton } from '@/kit/SubmitButton';
import { useGo } from '@/domains/hospital/useGo';
import { NewPasswordFields, usePasswordRule } from './NewPasswordFields';
import { ProfileFields } from '@/domains/profile/ProfileFields';
import './account.css';

const EMPTY: ProfileFormValues = {
  name: '',
  idType: 0,
  idcard: '',
  sex: null,
  birth: '',
  marital: null,
};

/** Sign-up, step 2: the self profile and a password, for the phone proved in step 1. */
export default function SignupProfilePage() {
  // Its validation messages live with the profile fields' strings.
  const { t } = useTranslation(['account', 'profile']);
  const [params] = useSearchParams();
  const hospId = useHospId();
  const rule = usePasswordRule();
  const openId = useAtomValue(openIdAtom);
  const setUser = useSetAtom(userAtom);
  const go = useGo();
  // Read once: clearing it after sign-up must not send the page back to step 1.
  const [phone] = useState(() => readSession(SESSION_KEYS.signupPhone));
  const sign = params.get('sign') ?? '';
  const [values, setValues] = useState(EMPTY);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  if (!phone || !sign) return <Navigate to="/signup" replace />;
  const { level, tip: levelTip } = rule;

  async function submit() {
    if (!phone) return;
    const profile = validateProfileForm(values);
    if (!profile.ok) return void Toast.info(t(`profile:${profile.error}`));
    const passwordError = validatePasswordPair(password, confirm, level);
    if (passwordError) {
      return void Toast.info(
        passwordError === 'passwordWeak' ? `${t('passwordWeak')}${levelTip}` : t(passwordError),
      );
    }
    if (values.marital === null) return;
    try {
      const user = await authApi.register({
        hospId,
        ...profile.value,
        marital: values.marital,
        mobile: phone,
        password,
        openId,
        sign,
      });
      writeSession(SESSION_KEYS.signupPhone, null);
      setUser(user);
      Toast.success(t('signupDone'));
      go('/', { replace: true });
    } catch (err) {
      Toast.fail(apiErrorMessage(err, t));
    }
  }

  return (
    <div className="account-page" data-testid="signup-profile-page">
      <p className="account-hint">{t('signupProfileHint', { phone })}</p>
      <div className="app-form">
        <ProfileFields values={values} onChange={setValues} />
        <NewPasswordFields
          password={password}
          onPassword={setPassword}
          confirm={confirm}
          onConfirm={setConfirm}
        />
      </div>
      <p className="account-hint">{levelTip}</p>
      <SubmitButton onSubmit={submit}>{t('signupSubmit')}</SubmitButton>
    </div>
  );
}
