import { useEffect, useState } from 'react';
import { Dialog, Field } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/domains/session/authApi';
import type { CaptchaImage } from '@/contract';
import { CAPTCHA_LENGTH } from '@/rules/phone';
import { toast } from '@/kit/toast';

interface Props {
  visible: boolean;
  onCancel: () => void;
  onSolved: (answer: { captchaKey: string; captchaCode: string }) => void;
}

/** The graphic captcha asked for before an SMS is sent, when the hospital switches it on. */
export function CaptchaDialog({ visible, onCancel, onSolved }: Props) {
  const { t } = useTranslation();
  const [image, setImage] = useState<CaptchaImage | null>(null);
  const [code, setCode] = useState('');

  // Bumped to ask for another picture; each opening of the dialog asks for a new one too.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    authApi.captcha().then(
      (next) => {
        if (!live) return;
        setImage(next);
        setCode('');
      },
      () => {
        if (!live) return;
        setImage(null);
        void toast('fail', t('common:captcha.loadFailed'));
      },
    );
    return () => {
      live = false;
    };
  }, [visible, round, t]);

  return (
    <Dialog
      visible={visible}
      title={t('common:captcha.title')}
      showCancelButton
      // The button says what it does: it sends the SMS code once the picture is read.
      confirmButtonText={t('common:captcha.send')}
      cancelButtonText={t('common:actions.cancel')}
      onCancel={onCancel}
      onConfirm={() => {
        if (!code.trim()) {
          void toast('info', t('common:captcha.required'));
          return;
        }
        if (image) onSolved({ captchaKey: image.key, captchaCode: code.trim() });
      }}
    >
      <div className="app-captcha" data-testid="captcha-dialog">
        <button
          type="button"
          className="app-captcha__image"
          onClick={() => setRound((r) => r + 1)}
          aria-label={t('common:captcha.refresh')}
        >
          {image && (
            <img src={image.base64_img} alt={t('common:captcha.alt')} width={110} height={40} />
          )}
        </button>
        <Field
          value={code}
          onChange={(typed) => {
            setCode(typed);
            // The last character sends: no second tap on a small dialog button.
            if (image && typed.trim().length === CAPTCHA_LENGTH)
              onSolved({ captchaKey: image.key, captchaCode: typed.trim() });
          }}
          maxLength={CAPTCHA_LENGTH}
          placeholder={t('common:captcha.placeholder')}
        />
      </div>
    </Dialog>
  );
}
