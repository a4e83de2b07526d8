import { useState } from 'react';
import { Button, Toast } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/api/auth';
import { isValidPhone, SMS_CODE_LENGTH } from '@/lib/phone';
import { SESSION_KEYS, writeSession } from '@/platform/storage';
import { apiErrorMessage } from '@/ui/apiErrorMessage';
import { useGo } from '@/ui/useGo';
import { PhoneCodeFields } from './PhoneCodeFields';
import './account.css';

/** Sign-up, step 1: prove the phone with an SMS code; the sign it earns opens step 2. */
export default function SignupPage() {
  const { t } = useTranslation('account');
  const go = useGo();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!isValidPhone(phone)) return void Toast.info(t('common:phoneInvalid'));
    if (!code) return void Toast.info(t('smsCodeRequired'));
    setBusy(true);
    try {
      const sign = await authApi.checkSmsCode(phone, code);
      writeSession(SESSION_KEYS.signupPhone, phone);
      go(`/signup_profile?sign=${encodeURIComponent(sign)}`);
    } catch (err) {
      Toast.fail(apiErrorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="account-page" data-testid="signup-page">
      <h1 className="account-title">{t('signupTitle')}</h1>
      <div className="app-form">
        <PhoneCodeFields
          phone={phone}
          onPhone={setPhone}
          code={code}
          onCode={setCode}
          seconds={90}
        />
      </div>
      <div className="app-form-actions">
        <Button
          block
          round
          type="primary"
          loading={busy}
          disabled={busy || code.length < SMS_CODE_LENGTH}
          onClick={() => void confirm()}
        >
          {t('next')}
        </Button>
      </div>
      <div className="app-form-links">
        <button type="button" onClick={() => go('/login', { replace: true })}>
          {t('toLogin')}
        </button>
      </div>
    </div>
  );
}
