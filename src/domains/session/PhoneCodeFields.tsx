import { Field } from 'react-vant';
import { PHONE_LENGTH, SMS_CODE_LENGTH } from '@/rules/phone';
import { SmsCodeButton } from './SmsCodeButton';

/** The fields' words, in the caller's terms (the user's own phone, or an exam taker's). */
export interface PhoneCodeLabels {
  phone: string;
  phonePlaceholder: string;
  smsCode: string;
  smsCodePlaceholder: string;
}

interface Props {
  labels: PhoneCodeLabels;
  phone: string;
  onPhone: (phone: string) => void;
  code: string;
  onCode: (code: string) => void;
  /** Countdown after a plain send; 90 s after a captcha-verified one. */
  seconds: number;
}

/** Phone and SMS code with its "get code" button: login, sign-up, password, profiles. */
export function PhoneCodeFields({ labels, phone, onPhone, code, onCode, seconds }: Props) {
  return (
    <>
      <PhoneField labels={labels} phone={phone} onPhone={onPhone} />
      <SmsCodeField labels={labels} phone={phone} code={code} onCode={onCode} seconds={seconds} />
    </>
  );
}

export function PhoneField({
  labels,
  phone,
  onPhone,
}: Pick<Props, 'labels' | 'phone' | 'onPhone'>) {
  return (
    <Field
      type="tel"
      label={labels.phone}
      placeholder={labels.phonePlaceholder}
      value={phone}
      onChange={(v) => onPhone(v.replace(/\D/g, ''))}
      maxLength={PHONE_LENGTH}
    />
  );
}

export function SmsCodeField({ labels, phone, code, onCode, seconds }: Omit<Props, 'onPhone'>) {
  return (
    <Field
      type="digit"
      label={labels.smsCode}
      placeholder={labels.smsCodePlaceholder}
      value={code}
      onChange={onCode}
      maxLength={SMS_CODE_LENGTH}
      suffix={<SmsCodeButton phone={phone} seconds={seconds} captchaSeconds={90} />}
    />
  );
}
