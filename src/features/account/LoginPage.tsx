import { useEffect, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { TabBar, TabPanel } from '@/kit/TabBar';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { authApi } from '@/domains/session/authApi';
import { CODE_NOT_REGISTERED } from '@/contract/constants';
import { ApiError } from '@/kit/api/envelope';
import { LOGIN_PASSWORD_MAX_LENGTH } from '@/rules/passwordPolicy';
import { isValidPhone, isValidSmsCode } from '@/rules/phone';
import { SESSION_KEYS, writeSession } from '@/platform/storage';
import { useHospId } from '@/domains/hospital/scope';
import { href } from '@/kit/routes';
import { openIdAtom, signedOutWhyAtom } from '@/domains/session/atoms';
import { tellUser } from '@/kit/dialogs';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { SubmitButton } from '@/kit/SubmitButton';
import { useGo } from '@/domains/hospital/useGo';
import { PhoneField, SmsCodeField } from '@/domains/session/PhoneCodeFields';
import { PasswordField } from '@/domains/session/PasswordField';
import { usePhoneLabels } from './usePhoneLabels';
import { useFinishLogin } from './useFinishLogin';
import { useFieldErrors } from '@/kit/fieldErrors';
import { useRouteQuery } from '@/kit/useRouteQuery';
import './account.css';
import { toast } from '@/kit/toast';

export const LOGIN_ERROR_TOAST_MS = 5000;
export const SIGNUP_REDIRECT_MS = 2000;

type Mode = 'password' | 'sms';

export default function LoginPage() {
  const { t } = useTranslation('account');
  const refusalText = useRefusalText();
  const labels = usePhoneLabels();
  const hospId = useHospId();
  const openId = useAtomValue(openIdAtom);
  const finish = useFinishLogin();
  const go = useGo();
  // Where login was asked to return: sign-up, from here, returns there too.
  const { redirect } = useRouteQuery('/login');
  const [mode, setMode] = useState<Mode>('password');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { ref, errors, show, cleared } = useFieldErrors<'phone' | 'password' | 'code'>();
  // Why this phone was signed out, said once: leaving the page forgets it.
  const [why, setWhy] = useAtom(signedOutWhyAtom);
  useEffect(() => () => setWhy(null), [setWhy]);

  function fail(err: unknown) {
    void toast('fail', apiErrorMessage(err, t), LOGIN_ERROR_TOAST_MS);
  }

  async function submit() {
    // Every wrong field at once, each with its reason beside it.
    const found: Partial<Record<'phone' | 'password' | 'code', string>> = {};
    if (!isValidPhone(phone)) found.phone = refusalText('phoneInvalid');
    if (mode === 'password' && !password) found.password = t('passwordRequired');
    if (mode === 'sms' && !code) found.code = t('codeRequired');
    else if (mode === 'sms' && !isValidSmsCode(code)) found.code = t('common:sms.codeLength');
    if (show(found)) return;
    try {
      const user =
        mode === 'password'
          ? await authApi.login({ hospId, phone, password, openId })
          : await authApi.loginSms({ hospId, phone, code, openId });
      await finish(user);
    } catch (err) {
      if (
        err instanceof ApiError &&
        err.code === CODE_NOT_REGISTERED &&
        typeof err.data === 'string'
      ) {
        // The phone is verified but has no account: on to the profile step of sign-up.
        void toast('info', t('notRegistered'));
        writeSession(SESSION_KEYS.signupPhone, phone);
        const sign = err.data;
        window.setTimeout(
          () => go(href('/signup_profile', { sign, redirect }), { replace: true }),
          SIGNUP_REDIRECT_MS,
        );
      } else {
        fail(err);
      }
    }
  }

  return (
    <div className="account-page" data-testid="login-page">
      <h1 className="account-title">{t('welcome')}</h1>
      {why && (
        <p className="account-notice" role="alert" data-testid="login-why">
          {why}
        </p>
      )}
      <TabBar
        id="login"
        label={t('loginModes')}
        tabs={[
          { name: 'password', title: t('tabPassword') },
          { name: 'sms', title: t('tabSms') },
        ]}
        active={mode}
        onChange={cleared(setMode, 'password', 'code')}
        className="account-tabs"
      />
      <div ref={ref}>
        <TabPanel id="login" active={mode} className="app-form app-fields">
          <PhoneField
            labels={labels}
            phone={phone}
            onPhone={cleared(setPhone, 'phone')}
            error={errors.phone}
          />
          {mode === 'password' ? (
            <PasswordField
              label={t('password')}
              placeholder={t('passwordPlaceholder')}
              value={password}
              onChange={cleared(setPassword, 'password')}
              maxLength={LOGIN_PASSWORD_MAX_LENGTH}
              error={errors.password}
            />
          ) : (
            <SmsCodeField
              labels={labels}
              phone={phone}
              code={code}
              onCode={cleared(setCode, 'code')}
              seconds={60}
              error={errors.code}
            />
          )}
        </TabPanel>
      </div>
      <SubmitButton onSubmit={submit}>{t('login')}</SubmitButton>
      <div className="app-form-links">
        <button type="button" onClick={() => go(href('/signup', { redirect }))}>
          {t('toSignup')}
        </button>
        <button type="button" onClick={() => void tellUser(t('forgotPasswordHelp'))}>
          {t('forgotPassword')}
        </button>
      </div>
    </div>
  );
}
