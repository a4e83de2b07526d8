import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Steps, Toast } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { authApi } from '@/domains/session/authApi';
import { isValidPhone, isValidSmsCode } from '@/rules/phone';
import { validatePasswordPair } from '@/rules/profileForm';
import { userAtom } from '@/domains/session/atoms';
import { SubmitButton } from '@/kit/SubmitButton';
import { useGo } from '@/domains/hospital/useGo';
import { NewPasswordFields, usePasswordRule } from './NewPasswordFields';
import { PhoneCodeFields } from '@/domains/session/PhoneCodeFields';
import { usePhoneLabels } from './usePhoneLabels';
import './account.css';

export const PASSWORD_DONE_REDIRECT_MS = 2000;

/** Step 0 proves the phone by SMS; step 1 sets the new password; then home after 2 s. */
export default function EditPasswordPage() {
  const { t } = useTranslation('account');
  const labels = usePhoneLabels();
  const user = useAtomValue(userAtom);
  const go = useGo();
  const [step, setStep] = useState<0 | 1>(0);
  const [phone, setPhone] = useState(user?.mobile ?? '');
  const [code, setCode] = useState('');
  const [sign, setSign] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const rule = usePasswordRule();

  async function verify() {
    if (!isValidPhone(phone)) return void Toast.info(t('common:phoneInvalid'));
    if (!code) return void Toast.info(t('codeRequired'));
    if (!isValidSmsCode(code)) return void Toast.info(t('common:sms.codeLength'));
    try {
      setSign(await authApi.checkSmsCode(phone, code));
      setStep(1);
    } catch (err) {
      Toast.fail(apiErrorMessage(err, t, t('passwordChangeFailed')));
    }
  }

  async function save() {
    const error = validatePasswordPair(password, confirm, rule.level);
    if (error)
      return void Toast.info(
        error === 'passwordWeak' ? `${t('passwordWeak')}${rule.tip}` : t(error),
      );
    try {
      await authApi.updatePassword(phone, password, sign);
      Toast.success(t('passwordChanged'));
      // The button stays busy until home opens: the sign is used up, a second tap would fail.
      await new Promise((resolve) => window.setTimeout(resolve, PASSWORD_DONE_REDIRECT_MS));
      go('/', { replace: true });
    } catch (err) {
      Toast.fail(apiErrorMessage(err, t, t('passwordChangeFailed')));
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
            <PhoneCodeFields
              labels={labels}
              phone={phone}
              onPhone={setPhone}
              code={code}
              onCode={setCode}
              seconds={30}
            />
          </div>
          <SubmitButton onSubmit={verify}>{t('next')}</SubmitButton>
        </>
      ) : (
        <>
          <div className="app-form">
            <NewPasswordFields
              label="newPassword"
              password={password}
              onPassword={setPassword}
              confirm={confirm}
              onConfirm={setConfirm}
            />
          </div>
          <p className="account-hint">{rule.tip}</p>
          <SubmitButton onSubmit={save}>{t('savePassword')}</SubmitButton>
        </>
      )}
    </div>
  );
}
