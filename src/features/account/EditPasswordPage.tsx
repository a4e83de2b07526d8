import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Steps } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { authApi } from '@/domains/session/authApi';
import { isValidPhone, isValidSmsCode } from '@/rules/phone';
import { parseStoredObject } from '@/rules/storedObject';
import { userAtom } from '@/domains/session/atoms';
import { SubmitButton } from '@/kit/SubmitButton';
import { useGo } from '@/domains/hospital/useGo';
import { readSession, SESSION_KEYS, writeSession } from '@/platform/storage';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { useRefusalText } from '@/kit/refusalText';
import { PhoneCodeFields } from '@/domains/session/PhoneCodeFields';
import { usePhoneLabels } from './usePhoneLabels';
import { useFieldErrors } from '@/kit/fieldErrors';
import './account.css';
import { toast } from '@/kit/toast';

export const PASSWORD_DONE_REDIRECT_MS = 2000;

/** What a refresh must not lose: the phone typed in step 1, and its sign once proven. */
interface Progress {
  phone: string;
  sign?: string;
}

function readProgress(): Progress | null {
  const v = parseStoredObject(readSession(SESSION_KEYS.passwordChange));
  if (!v || typeof v.phone !== 'string') return null;
  return typeof v.sign === 'string' && isValidPhone(v.phone)
    ? { phone: v.phone, sign: v.sign }
    : { phone: v.phone };
}

const keepProgress = (progress: Progress | null) =>
  writeSession(SESSION_KEYS.passwordChange, progress && JSON.stringify(progress));

/** Step 0 proves the phone by SMS; step 1 sets the new password; then home after 2 s. */
export default function EditPasswordPage() {
  const { t } = useTranslation('account');
  const refusalText = useRefusalText();
  const labels = usePhoneLabels();
  const user = useAtomValue(userAtom);
  const go = useGo();
  // A refresh of step 2 finds the phone verified in step 1 and its sign (good 15 minutes).
  const [kept] = useState(readProgress);
  const [step, setStep] = useState<0 | 1>(kept?.sign ? 1 : 0);
  const [phone, setPhone] = useState(kept?.phone ?? user?.mobile ?? '');
  const [code, setCode] = useState('');
  const [sign, setSign] = useState(kept?.sign ?? '');
  const newPassword = useNewPassword();
  const { ref, errors, show, clear, cleared } = useFieldErrors<
    'phone' | 'code' | 'password' | 'confirm'
  >();

  async function verify() {
    const found: Partial<Record<'phone' | 'code', string>> = {};
    if (!isValidPhone(phone)) found.phone = refusalText('phoneInvalid');
    if (!code) found.code = t('codeRequired');
    else if (!isValidSmsCode(code)) found.code = t('common:sms.codeLength');
    if (show(found)) return;
    try {
      const proof = await authApi.checkSmsCode(phone, code);
      keepProgress({ phone, sign: proof });
      setSign(proof);
      setStep(1);
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t, t('passwordChangeFailed')));
    }
  }

  async function save() {
    if (show(newPassword.errorTexts())) return;
    try {
      await authApi.updatePassword(phone, newPassword.password, sign);
      keepProgress(null);
      void toast('success', refusalText('passwordChanged'));
      // The button stays busy until home opens: the sign is used up, a second tap would fail.
      await new Promise((resolve) => window.setTimeout(resolve, PASSWORD_DONE_REDIRECT_MS));
      go('/', { replace: true });
    } catch (err) {
      // The sign may have run out: a refresh then starts again from the SMS step.
      keepProgress({ phone });
      void toast('fail', apiErrorMessage(err, t, t('passwordChangeFailed')));
    }
  }

  return (
    <div className="account-page" data-testid="edit-password-page" ref={ref}>
      <Steps active={step} className="account-steps">
        <Steps.Item>{t('stepVerify')}</Steps.Item>
        <Steps.Item>{t('stepNewPassword')}</Steps.Item>
      </Steps>
      {step === 0 ? (
        <>
          <div className="app-form app-fields">
            <PhoneCodeFields
              labels={labels}
              phone={phone}
              onPhone={(next) => {
                setPhone(next);
                clear('phone');
                keepProgress({ phone: next });
              }}
              code={code}
              onCode={cleared(setCode, 'code')}
              seconds={30}
              errors={errors}
            />
          </div>
          <SubmitButton onSubmit={verify}>{t('next')}</SubmitButton>
        </>
      ) : (
        <>
          <div className="app-form app-fields">
            <NewPasswordFields
              label="newPassword"
              pair={newPassword}
              clear={clear}
              errors={errors}
            />
          </div>
          <p className="account-hint">{newPassword.rule.tip}</p>
          <SubmitButton onSubmit={save}>{t('savePassword')}</SubmitButton>
        </>
      )}
    </div>
  );
}
