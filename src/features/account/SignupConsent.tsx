import { useState } from 'react';
import { Checkbox, Popup } from 'react-vant';
import { Cross } from '@react-vant/icons';
import { useTranslation } from 'react-i18next';
import { findConfig } from '@/rules/configs';
import { useHospConfigs } from '@/domains/hospital/queries';
import { HospitalHtml } from '@/domains/hospital/HospitalHtml';

type Doc = 'user_agreement' | 'privacy_policy';
const DOCS: Doc[] = ['user_agreement', 'privacy_policy'];

/**
 * Consent to the user agreement and the privacy policy, which sign-up needs (China's
 * personal information law). The texts are the hospital's own (configs user_agreement and
 * privacy_policy, HTML in detail_note), else the app's default.
 */
export function SignupConsent({
  agreed,
  onAgreed,
}: {
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const configs = useHospConfigs().data ?? [];
  const [open, setOpen] = useState<Doc | null>(null);
  const own = open ? findConfig(configs, open)?.detail_note : undefined;

  return (
    <>
      <Checkbox
        className="account-consent"
        checked={agreed}
        onChange={onAgreed}
        shape="square"
        iconSize={16}
      >
        {t('consent.prefix')}
        {DOCS.map((doc, i) => (
          <span key={doc}>
            {i > 0 && t('consent.and')}
            <button
              type="button"
              className="account-consent__link"
              onClick={(e) => {
                // A tap on the title opens the text; it does not tick the box.
                e.stopPropagation();
                setOpen(doc);
              }}
            >
              {t(`consent.${doc}.title`)}
            </button>
          </span>
        ))}
      </Checkbox>
      <Popup
        visible={open !== null}
        position="bottom"
        round
        closeable
        closeIcon={<Cross data-testid="popup-close" />}
        title={open ? t(`consent.${open}.title`) : ''}
        onClose={() => setOpen(null)}
      >
        <div className="account-consent__text" data-testid="consent-text">
          {own ? (
            <HospitalHtml html={own} />
          ) : (
            open &&
            t(`consent.${open}.default`)
              .split('\n')
              .map((line) => <p key={line}>{line}</p>)
          )}
        </div>
      </Popup>
    </>
  );
}
