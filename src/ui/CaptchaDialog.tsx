import { useEffect, useState } from 'react';
import { Dialog, Field, Toast } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { authApi } from '@/api/auth';
import type { CaptchaImage } from '@/api/contract';
import { CAPTCHA_LENGTH } from '@/lib/phone';

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

  async function refresh() {
    setCode('');
    try {
      setImage(await authApi.captcha());
    } catch {
      setImage(null);
      Toast.fail(t('common:captcha.loadFailed'));
    }
  }

  useEffect(() => {
    if (visible) void refresh();
    // A new picture each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  return (
    <Dialog
      visible={visible}
      title={t('common:captcha.title')}
      showCancelButton
      confirmButtonText={t('common:actions.confirm')}
      cancelButtonText={t('common:actions.cancel')}
      onCancel={onCancel}
      onConfirm={() => {
        if (!code.trim()) {
          Toast.info(t('common:captcha.required'));
          return;
        }
        if (image) onSolved({ captchaKey: image.key, captchaCode: code.trim() });
      }}
    >
      <div className="app-captcha" data-testid="captcha-dialog">
        <button
          type="button"
          className="app-captcha__image"
          onClick={() => void refresh()}
          aria-label={t('common:captcha.refresh')}
        >
          {image && (
            <img src={image.base64_img} alt={t('common:captcha.alt')} width={110} height={40} />
          )}
        </button>
        <Field
          value={code}
          onChange={setCode}
          maxLength={CAPTCHA_LENGTH}
          placeholder={t('common:captcha.placeholder')}
        />
      </div>
    </Dialog>
  );
}
