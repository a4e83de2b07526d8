import { Field } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { PHONE_LENGTH, SMS_CODE_LENGTH } from '@/lib/phone';
import { SmsCodeButton } from '@/ui/SmsCodeButton';

interface Props {
  phone: string;
  onPhone: (phone: string) => void;
  code: string;
  onCode: (code: string) => void;
  /** Countdown after a plain send; 90 s after a captcha-verified one. */
  seconds: number;
}

/** Phone and SMS code with its "get code" button: login, sign-up and password change. */
export function PhoneCodeFields({ phone, onPhone, code, onCode, seconds }: Props) {
  return (
    <>
      <PhoneField phone={phone} onPhone={onPhone} />
      <SmsCodeField phone={phone} code={code} onCode={onCode} seconds={seconds} />
    </>
  );
}

export function PhoneField({
  phone,
  onPhone,
}: {
  phone: string;
  onPhone: (phone: string) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Field
      type="tel"
      label={t('phone')}
      placeholder={t('phonePlaceholder')}
      value={phone}
      onChange={(v) => onPhone(v.replace(/\D/g, ''))}
      maxLength={PHONE_LENGTH}
    />
  );
}

export function SmsCodeField({ phone, code, onCode, seconds }: Omit<Props, 'onPhone'>) {
  const { t } = useTranslation('account');
  return (
    <Field
      type="digit"
      label={t('smsCode')}
      placeholder={t('smsCodePlaceholder')}
      value={code}
      onChange={onCode}
      maxLength={SMS_CODE_LENGTH}
      suffix={<SmsCodeButton phone={phone} seconds={seconds} captchaSeconds={90} />}
    />
  );
}
