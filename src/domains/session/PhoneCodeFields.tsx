import { useEffect, useRef } from 'react';
import { Field, type FieldInstance } from 'react-vant';
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
  /** The message beside a wrong phone or code, once the form was submitted. */
  errors?: { phone?: string; code?: string };
}

/** Draws a react-vant Field in error with its message under it. */
const inError = (message: string | undefined) =>
  message ? { error: true, errorMessage: message } : {};

/** Phone and SMS code with its "get code" button: login, sign-up, password, profiles. */
export function PhoneCodeFields({
  labels,
  phone,
  onPhone,
  code,
  onCode,
  seconds,
  errors = {},
}: Props) {
  return (
    <>
      <PhoneField labels={labels} phone={phone} onPhone={onPhone} error={errors.phone} />
      <SmsCodeField
        labels={labels}
        phone={phone}
        code={code}
        onCode={onCode}
        seconds={seconds}
        error={errors.code}
      />
    </>
  );
}

export function PhoneField({
  labels,
  phone,
  onPhone,
  error,
}: Pick<Props, 'labels' | 'phone' | 'onPhone'> & { error?: string }) {
  return (
    <Field
      type="tel"
      label={labels.phone}
      placeholder={labels.phonePlaceholder}
      value={phone}
      onChange={(v) => onPhone(v.replace(/\D/g, ''))}
      maxLength={PHONE_LENGTH}
      {...inError(error)}
    />
  );
}

/**
 * The SMS code: the phone's keyboard offers the code from the message (one-time-code), and
 * the label sits level with the input beside the taller "get code" button.
 */
export function SmsCodeField({
  labels,
  phone,
  code,
  onCode,
  seconds,
  error,
}: Omit<Props, 'onPhone' | 'errors'> & { error?: string }) {
  const field = useRef<FieldInstance>(null);
  useEffect(() => {
    // react-vant passes no autoComplete to its input.
    field.current?.nativeElement?.setAttribute('autocomplete', 'one-time-code');
  }, []);
  return (
    <Field
      ref={field}
      center
      type="digit"
      label={labels.smsCode}
      placeholder={labels.smsCodePlaceholder}
      value={code}
      onChange={onCode}
      maxLength={SMS_CODE_LENGTH}
      suffix={<SmsCodeButton phone={phone} seconds={seconds} captchaSeconds={90} />}
      {...inError(error)}
    />
  );
}
