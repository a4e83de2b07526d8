import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { authApi } from '@/domains/session/authApi';
import { isValidPhone, isValidSmsCode, SMS_CODE_LENGTH } from '@/rules/phone';
import { SESSION_KEYS, writeSession } from '@/platform/storage';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { SubmitButton } from '@/kit/SubmitButton';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { PhoneCodeFields } from '@/domains/session/PhoneCodeFields';
import { usePhoneLabels } from './usePhoneLabels';
import { SignupConsent } from './SignupConsent';
import { useFieldErrors } from '@/kit/fieldErrors';
import { useRouteQuery } from '@/kit/useRouteQuery';
import './account.css';
import { toast } from '@/kit/toast';

/** Sign-up, step 1: prove the phone with an SMS code; the sign it earns opens step 2. */
export default function SignupPage() {
  const { t } = useTranslation('account');
  const refusalText = useRefusalText();
  const labels = usePhoneLabels();
  const go = useGo();
  // The route login was asked to return to (a booking started): kept to the last step.
  const { redirect } = useRouteQuery('/signup');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const { ref, errors, show, cleared } = useFieldErrors<'phone' | 'code'>();

  async function confirm() {
    const found = {
      ...(!isValidPhone(phone) && { phone: refusalText('phoneInvalid') }),
      ...(!code
        ? { code: t('smsCodeRequired') }
        : !isValidSmsCode(code) && { code: t('common:sms.codeLength') }),
    };
    if (show(found)) return;
    try {
      const sign = await authApi.checkSmsCode(phone, code);
      writeSession(SESSION_KEYS.signupPhone, phone);
      go(href('/signup_profile', { sign, redirect }));
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t));
    }
  }

  return (
    <div className="account-page" data-testid="signup-page">
      <h1 className="account-title">{t('signupTitle')}</h1>
      <div ref={ref}>
        <div className="app-form app-fields">
          <PhoneCodeFields
            labels={labels}
            phone={phone}
            onPhone={cleared(setPhone, 'phone')}
            code={code}
            onCode={cleared(setCode, 'code')}
            seconds={90}
            errors={errors}
          />
        </div>
        <SignupConsent />
      </div>
      <SubmitButton onSubmit={confirm} disabled={code.length < SMS_CODE_LENGTH}>
        {t('agreeAndNext')}
      </SubmitButton>
      <div className="app-form-links">
        <button type="button" onClick={() => go(href('/login', { redirect }), { replace: true })}>
          {t('toLogin')}
        </button>
      </div>
    </div>
  );
}
