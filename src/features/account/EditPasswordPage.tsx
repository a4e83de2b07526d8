import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Field, Steps, Toast } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/api/auth';
import { findConfig } from '@/lib/configs';
import { ApiError } from '@/lib/envelope';
import { passwordLevel, PASSWORD_MAX } from '@/lib/passwordPolicy';
import { isValidPhone, PHONE_LENGTH, SMS_CODE_LENGTH } from '@/lib/phone';
import { validatePasswordPair } from '@/lib/profileForm';
import { hospConfigsAtom } from '@/state/hospital';
import { userAtom } from '@/state/session';
import { SmsCodeButton } from '@/ui/SmsCodeButton';
import { useGo } from '@/ui/useGo';
import './account.css';

export const PASSWORD_DONE_REDIRECT_MS = 2000;

/** Step 0 proves the phone by SMS; step 1 sets the new password; then home after 2 s. */
export default function EditPasswordPage() {
  const { t } = useTranslation('account');
  const user = useAtomValue(userAtom);
  const configs = useAtomValue(hospConfigsAtom);
  const go = useGo();
  const [step, setStep] = useState<0 | 1>(0);
  const [phone, setPhone] = useState(user?.mobile ?? '');
  const [code, setCode] = useState('');
  const [sign, setSign] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const levelConfig =
    configs.state === 'hasData' ? findConfig(configs.data ?? [], 'user_password_level') : undefined;
  const levelTip = levelConfig?.detail_note || t('passwordDefaultTip');

  async function verify() {
    if (!isValidPhone(phone)) return void Toast.info(t('common:phoneInvalid'));
    if (!code) return void Toast.info(t('codeRequired'));
    setBusy(true);
    try {
      setSign(await authApi.checkSmsCode(phone, code));
      setStep(1);
    } catch (err) {
      Toast.fail(err instanceof ApiError && err.msg ? err.msg : t('passwordChangeFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    const error = validatePasswordPair(password, confirm, passwordLevel(levelConfig?.value));
    if (error)
      return void Toast.info(
        error === 'passwordWeak' ? `${t('passwordWeak')}${levelTip}` : t(error),
      );
    setBusy(true);
    try {
      await authApi.updatePassword(phone, password, sign);
      Toast.success(t('passwordChanged'));
      window.setTimeout(() => go('/', { replace: true }), PASSWORD_DONE_REDIRECT_MS);
    } catch (err) {
      Toast.fail(err instanceof ApiError && err.msg ? err.msg : t('passwordChangeFailed'));
      setBusy(false);
    }
  }

  return (
    <div className="account-page" data-testid="edit-password-page">
      <Steps active={step} className="account-steps">
        <Steps.Item>{t('stepVerify')}</Steps.Item>
        <Steps.Item>{t('stepNewPassword')}</Steps.Item>
      </Steps>
      {step === 0 ? (
        <>
          <div className="app-form">
            <Field
              type="tel"
              label={t('phone')}
              placeholder={t('phonePlaceholder')}
              value={phone}
              onChange={(v) => setPhone(v.replace(/\D/g, ''))}
              maxLength={PHONE_LENGTH}
            />
            <Field
              type="digit"
              label={t('smsCode')}
              placeholder={t('smsCodePlaceholder')}
              value={code}
              onChange={setCode}
              maxLength={SMS_CODE_LENGTH}
              suffix={<SmsCodeButton phone={phone} seconds={30} captchaSeconds={90} />}
            />
          </div>
          <div className="app-form-actions">
            <Button
              block
              round
              type="primary"
              loading={busy}
              disabled={busy}
              onClick={() => void verify()}
            >
              {t('next')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <div className="app-form">
            <Field
              type="password"
              label={t('newPassword')}
              placeholder={t('newPasswordPlaceholder')}
              value={password}
              onChange={setPassword}
              maxLength={PASSWORD_MAX}
            />
            <Field
              type="password"
              label={t('confirmPassword')}
              placeholder={t('confirmPasswordPlaceholder')}
              value={confirm}
              onChange={setConfirm}
              maxLength={PASSWORD_MAX}
            />
          </div>
          <p className="account-hint">{levelTip}</p>
          <div className="app-form-actions">
            <Button
              block
              round
              type="primary"
              loading={busy}
              disabled={busy}
              onClick={() => void save()}
            >
              {t('savePassword')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
