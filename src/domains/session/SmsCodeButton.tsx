import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/domains/session/authApi';
import { configEnabled } from '@/rules/configs';
import { isValidPhone } from '@/rules/phone';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useHospId } from '@/domains/hospital/scope';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { useRefusalText } from '@/kit/refusalText';
import { useCountdown } from '@/kit/useCountdown';
import { toast } from '@/kit/toast';

// The captcha's dialog (react-vant's Dialog with its popup and transitions, 9 KB gzipped)
// loads when a branch first asks for a captcha, not with every page that sends a code
// (issue 27).
const CaptchaDialog = lazy(() =>
  import('./CaptchaDialog').then((m) => ({ default: m.CaptchaDialog })),
);

/** How long a failure about an SMS or its captcha stays on screen (the spec's 5 s). */
export const SMS_ERROR_TOAST_MS = 5000;

interface Props {
  phone: string;
  /** Countdown after a plain send (30 s on the password page, 60 s on the profile form). */
  seconds: number;
  /** Countdown after a send that passed the graphic captcha (90 s). */
  captchaSeconds?: number;
}

/**
 * "Get code": checks the phone, asks for the graphic captcha when the hospital's
 * enable_captcha is on, sends the SMS, then counts down before another may be sent.
 */
export function SmsCodeButton({ phone, seconds, captchaSeconds = 90 }: Props) {
  const { t } = useTranslation('common');
  const refusalText = useRefusalText();
  const hospId = useHospId();
  const configs = useHospConfigs();
  const [left, start] = useCountdown(isValidPhone(phone) ? `sms:${phone}` : null);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  // Mounted from the first opening on, so it animates closed and open again at once.
  const [captchaUsed, setCaptchaUsed] = useState(false);
  const [sending, setSending] = useState(false);
  const needsCaptcha = configEnabled(configs.data ?? [], 'enable_captcha');

  async function send(captcha?: { captchaKey: string; captchaCode: string }) {
    setSending(true);
    try {
      await authApi.sendSmsCode({ hospId, phone, ...captcha });
      void toast('success', refusalText('smsSent'));
      start(captcha ? captchaSeconds : seconds);
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t, t('common:sms.failed')), SMS_ERROR_TOAST_MS);
    } finally {
      setSending(false);
    }
  }

  function onClick() {
    if (!isValidPhone(phone)) {
      void toast('info', refusalText('phoneInvalid'));
      return;
    }
    if (needsCaptcha) {
      setCaptchaUsed(true);
      setCaptchaOpen(true);
    } else void send();
  }

  return (
    <>
      <Button
        size="small"
        type="primary"
        plain
        round
        disabled={left > 0 || sending || configs.loading}
        onClick={onClick}
        data-testid="sms-button"
      >
        {left > 0 ? t('common:sms.countdown', { seconds: left }) : t('common:sms.get')}
      </Button>
      {captchaUsed && (
        <Suspense fallback={null}>
          <CaptchaDialog
            visible={captchaOpen}
            onCancel={() => setCaptchaOpen(false)}
            onSolved={(answer) => {
              setCaptchaOpen(false);
              void send(answer);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
